/**
 * Downloads one file with resume and retries: bytes go to `<dest>.part`; a dropped connection
 * is retried after a pause, asking only for the missing bytes (HTTP Range), and a server that
 * ignores Range starts the file again. The finished file is renamed into place with its size,
 * MD5 and SHA-256, so a half-downloaded file is never mistaken for a release.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, renameSync, statSync, unlinkSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface DownloadOptions {
  /** Tries in all (default 5). */
  attempts?: number;
  /** First pause between tries in ms, doubled each time (default 2,000). */
  retryDelayMs?: number;
  log?: (line: string) => void;
  /** Request headers the publisher needs (a bearer token). */
  headers?: Record<string, string>;
}

export interface Downloaded {
  path: string;
  bytes: number;
  md5: string;
  sha256: string;
  /** Tries that resumed a partial file with a Range request. */
  resumed: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sizeOf = (path: string) => (existsSync(path) ? statSync(path).size : 0);

/** GET `url` into `dest` (see the module comment); throws after the last failed try. */
export async function download(url: string, dest: string, options: DownloadOptions = {}): Promise<Downloaded> {
  const attempts = options.attempts ?? 5;
  const part = `${dest}.part`;
  mkdirSync(dirname(dest), { recursive: true });
  let resumed = 0;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const have = sizeOf(part);
    try {
      // Bytes as stored (no compression on the wire), so sizes and Range offsets are the file's.
      const headers: Record<string, string> = {
        ...options.headers,
        'accept-encoding': 'identity',
        ...(have > 0 ? { range: `bytes=${have}-` } : {}),
      };
      const response = await fetch(url, { headers, redirect: 'follow' });
      if (response.status === 416 && have > 0) break; // nothing left to send: the part is whole
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status} for ${url}`);
      const append = have > 0 && response.status === 206;
      if (append) resumed++;
      const total = totalSize(response, append ? have : 0);
      // Each chunk is on disk before the next is read, so a dropped connection keeps every byte received.
      const file = await open(part, append ? 'a' : 'w');
      try {
        for await (const chunk of response.body as AsyncIterable<Uint8Array>) await file.write(chunk);
      } finally {
        await file.close();
      }
      const got = sizeOf(part);
      if (total !== null && got < total) throw new Error(`connection closed at ${got} of ${total} bytes`);
      lastError = undefined;
      break;
    } catch (error) {
      lastError = error;
      options.log?.(`download ${url}: try ${attempt} of ${attempts} failed (${(error as Error).message})`);
      if (attempt < attempts) await sleep((options.retryDelayMs ?? 2000) * 2 ** (attempt - 1));
    }
  }
  if (lastError !== undefined) throw lastError instanceof Error ? lastError : new Error(String(lastError));
  if (existsSync(dest)) unlinkSync(dest);
  renameSync(part, dest);
  return { path: dest, bytes: sizeOf(dest), resumed, ...(await hashes(dest)) };
}

/** The whole file's size: Content-Range's total on a 206, else Content-Length (plus what we had). */
function totalSize(response: Response, offset: number): number | null {
  const encoding = response.headers.get('content-encoding');
  if (encoding && encoding !== 'identity') return null;
  const range = /\/(\d+)\s*$/.exec(response.headers.get('content-range') ?? '');
  if (range) return Number(range[1]);
  const length = response.headers.get('content-length');
  return length === null ? null : offset + Number(length);
}

async function hashes(path: string): Promise<{ md5: string; sha256: string }> {
  const md5 = createHash('md5');
  const sha = createHash('sha256');
  for await (const chunk of createReadStream(path)) {
    md5.update(chunk as Buffer);
    sha.update(chunk as Buffer);
  }
  return { md5: md5.digest('hex'), sha256: sha.digest('hex') };
}
