/**
 * Two local copies side by side (issue 40): each runner and backend listens on 127.0.0.1 by
 * default, and a backend port derived from each copy's PORT, so a second copy starts beside the first;
 * npm start refuses another address while the local test keys are in use.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendPort, listenHost } from '../../server/local-address.ts';
import { startRunner, type RunningServer } from '../../server/runner.ts';
import type { LocalBackend } from '../../server/supabase/index.ts';
import { startSnapshotBackend } from '../support/snapshot-backend.ts';
import { createFixtureSite } from './fixture-site.ts';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

let root: string;
const runners: RunningServer[] = [];
const backends: LocalBackend[] = [];

beforeAll(async () => {
  root = createFixtureSite();
  process.env['LOG_LEVEL'] = 'silent';
  for (let copy = 0; copy < 2; copy++) {
    const env = { PORT: String(await freePort()) };
    const host = listenHost(env);
    runners.push(await startRunner({ root, port: Number(env.PORT), host }));
    backends.push(await startSnapshotBackend({ port: backendPort(env), host, seed: false }));
  }
}, 120_000);
afterAll(async () => {
  for (const server of [...runners, ...backends]) await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('two copies side by side', () => {
  it('both answer, each backend on its own port derived from its PORT', async () => {
    expect(runners[0]?.port).not.toBe(runners[1]?.port);
    for (const [i, runner] of runners.entries()) {
      expect((await fetch(`${runner.url}/`)).status).toBe(200);
      const backend = backends[i];
      expect(backend?.url).toBe(`http://localhost:${backendPort({ PORT: String(runner.port) })}`);
      expect((await fetch(`${backend?.url}/auth/v1/health`)).status).toBeLessThan(500);
    }
  });

  it('listens on loopback only', async () => {
    const { networkInterfaces } = await import('node:os');
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
    if (!outside) return; // no other interface on this machine: nothing to reach from outside
    for (const url of [...runners.map((r) => r.url), ...backends.map((b) => b.url)]) {
      const port = new URL(url).port;
      await expect(fetch(`http://${outside}:${port}/`)).rejects.toThrow();
    }
  });
});

describe('npm start on another address', () => {
  it('refuses HOST=0.0.0.0 with the local test checkout and keys, before serving anything', async () => {
    const child = spawn(process.execPath, ['server/start.ts'], {
      cwd: process.cwd(),
      env: { ...process.env, HOST: '0.0.0.0', PORT: '4431', SUPABASE_PORT: '', BILLING_MODE: '', STRIPE_SECRET_KEY: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('HOST=0.0.0.0 would serve this copy to other machines');
    expect(stderr).toContain('local test checkout');
  });
});
