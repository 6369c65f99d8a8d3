/**
 * `npm test`: every check and test, in order — static checks, unit and integration tests,
 * a build with the e2e settings, then the browser journeys in Chromium.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { E2E_DATA_DIR, E2E_ENV } from '../e2e/support/e2e-env.ts';

function run(title: string, command: string, args: string[], env: Record<string, string> = {}): void {
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
}

// `node scripts/test.ts e2e e2e/app/x.spec.ts` runs the build, then only the named specs.
const [only, ...specs] = process.argv.slice(2);
if (!only || only === 'check') run('Type-check, lint and format', 'npm', ['run', 'check']);
if (!only || only === 'unit') run('Unit and integration tests', 'vitest', ['run']);
if (!only || only === 'e2e') {
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  run('Build for browser tests', 'node', ['scripts/build.ts'], E2E_ENV);
  run('Chromium', 'node', ['scripts/ensure-chromium.mjs']);
  run('Browser tests', 'playwright', ['test', ...specs], E2E_ENV);
}
