/** Downloads resume where a dropped connection left them, and give up after their tries. */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download } from '../../../scripts/data/refresh/download.ts';
import { startPublisherDouble, type PublisherDouble } from './publisher-double.ts';

let site: PublisherDouble;
let dir: string;
// Test bytes (a repeating pattern), big enough to arrive in several chunks.
const body = Buffer.alloc(2 * 1024 * 1024, 'brickstack-test-bytes-');

beforeAll(async () => {
  site = await startPublisherDouble();
  dir = mkdtempSync(join(tmpdir(), 'download-'));
});
afterAll(async () => {
  await site.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('download', () => {
  it('resumes a truncated download with a Range request and returns the whole file', async () => {
    site.set('/big.csv', { body, truncateOnce: true });
    const got = await download(`${site.url}/big.csv`, join(dir, 'big.csv'), { retryDelayMs: 5 });
    expect(got.resumed).toBe(1);
    expect(got.bytes).toBe(body.length);
    expect(got.md5).toBe(createHash('md5').update(body).digest('hex'));
    expect(readFileSync(join(dir, 'big.csv')).equals(body)).toBe(true);
    expect(site.requests.filter((r) => r.path === '/big.csv').map((r) => r.range)).toEqual([
      null,
      expect.stringMatching(/^bytes=[1-9]\d*-$/),
    ]);
  });

  it('gives up after its tries and leaves no file in place', async () => {
    site.set('/gone.csv', { body: 'x', status: 503 });
    await expect(download(`${site.url}/gone.csv`, join(dir, 'gone.csv'), { retryDelayMs: 1, attempts: 3 })).rejects.toThrow(
      /HTTP 503/,
    );
    expect(site.requests.filter((r) => r.path === '/gone.csv')).toHaveLength(3);
    expect(existsSync(join(dir, 'gone.csv'))).toBe(false);
  });
});
