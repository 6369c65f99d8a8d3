/**
 * A second copy of the product for browser tests that need other settings than the main test
 * server (e2e-env.ts): built with `astro build` into its own folder from the same prepared open
 * data, and served by `node server/start.ts` with its own local backend, on E2E_SECOND_PORT (web) and
 * E2E_SECOND_SUPABASE_PORT (backend), see e2e-env.ts. Used by the journeys of a site without an image provider.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { E2E_SECOND_PORT, E2E_SECOND_SUPABASE_PORT } from './e2e-env.ts';

export interface SecondSite {
  url: string;
  supabasePort: number;
  dataDir: string;
  close: () => Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the second site stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the second site did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/** Builds and starts the site with `overrides` on top of this process's environment. */
export async function startSecondSite(name: string, overrides: Record<string, string>): Promise<SecondSite> {
  const root = process.cwd();
  const port = E2E_SECOND_PORT;
  const supabasePort = E2E_SECOND_SUPABASE_PORT;
  const dataDir = join(root, '.local', `e2e-${name}`);
  const dist = join(dataDir, 'dist');
  rmSync(dataDir, { recursive: true, force: true });
  // As scripts/build.ts and server/start.ts do: .env, then .env.example, under what is already set.
  const files = ['.env.example', '.env'].filter((file) => existsSync(join(root, file)));
  const defaults = Object.assign({}, ...files.map((file) => parseEnv(readFileSync(join(root, file), 'utf8'))));
  const env: Record<string, string> = {
    ...defaults,
    ...(process.env as Record<string, string>),
    PORT: String(port),
    SUPABASE_PORT: String(supabasePort),
    PUBLIC_SUPABASE_URL: `http://localhost:${supabasePort}`,
    SUPABASE_URL: `http://localhost:${supabasePort}`,
    LOCAL_DATA_DIR: dataDir,
    LOCAL_SITE_URL: `http://localhost:${port}`,
    DIST_DIR: dist,
    ...overrides,
  };
  const built = spawnSync('npx', ['astro', 'build', '--outDir', dist], { cwd: root, env, stdio: 'ignore' });
  if (built.status !== 0) throw new Error(`building the second site failed (exit ${built.status})`);
  const child = spawn(process.execPath, ['server/start.ts'], { cwd: root, env, stdio: 'ignore' });
  const url = `http://localhost:${port}`;
  await waitForHealth(url, child, 180_000);
  return {
    url,
    supabasePort,
    dataDir,
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
