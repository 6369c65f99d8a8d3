/**
 * The real functions/ served by the local runner in-process, on a real local backend (PGlite over
 * the wire protocol), with a temporary dist/ holding only the 404 page: what the runner tests call.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRunner, type RunningServer } from '../../server/runner.ts';
import { startTestBackend, type TestBackend, type TestBackendOptions } from '../functions/backend.ts';

export interface RealRunner {
  t: TestBackend;
  server: RunningServer;
  close(): Promise<void>;
}

export async function startRealRunner(options: TestBackendOptions = {}): Promise<RealRunner> {
  const t = await startTestBackend(options);
  process.env['DATABASE_URL'] = t.backend.databaseUrl;
  const dist = mkdtempSync(join(tmpdir(), 'brickstack-runner-dist-'));
  writeFileSync(join(dist, '404.html'), '<h1>Oh no! Page not found</h1>');
  const server = await startRunner({ root: process.cwd(), distDir: dist, port: 0, host: '127.0.0.1' });
  // The site's own address, as server/start.ts sets it: where the functions reach their background workers.
  process.env['LOCAL_SITE_URL'] = server.url;
  return {
    t,
    server,
    close: async () => {
      await server.close();
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}
