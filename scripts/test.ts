/**
 * `npm test`: every check and test, in order — static checks, unit and integration tests,
 * a build with the e2e settings, then the browser journeys in Chromium.
 *
 * Held under 10 minutes on a 2-core machine (docs/decisions/testing.md): the steps of
 * `npm run check` (read from package.json, so the check stays defined in one place) run in two
 * lanes; the open data is imported once, into a database snapshot made in the background while
 * the checks run, which the Vitest suites and the e2e build both start from
 * (scripts/lib/db-snapshot.ts); Playwright runs two workers.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { E2E_DATA_DIR, E2E_ENV } from '../e2e/support/e2e-env.ts';
import { restoreSnapshot, snapshot } from './lib/db-snapshot.ts';

const seconds = (started: number) => ((Date.now() - started) / 1000).toFixed(1);

function run(title: string, command: string, args: string[], env: Record<string, string> = {}): void {
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds(started)}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds(started)}s)`);
}

interface StepResult {
  step: string;
  ok: boolean;
  output: string;
  seconds: string;
}

/** Runs one shell command with its output held back, so two lanes never interleave their lines. */
function quietly(step: string): Promise<StepResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    // Colours as the step would have shown them on this terminal.
    const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
    const child = spawn(step, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...colour } });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code) =>
      resolve({ step, ok: code === 0, output: Buffer.concat(chunks).toString(), seconds: seconds(started) }),
    );
  });
}

/** Runs steps one after another, stopping at the first that fails. */
async function lane(steps: string[]): Promise<StepResult[]> {
  const results: StepResult[] = [];
  for (const step of steps) {
    const result = await quietly(step);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

/**
 * `npm run check`, its `&&` steps in two lanes: the first step (astro check, the longest, on one
 * core) beside the others in order (ESLint, Prettier, knip). Each step's output is printed whole.
 */
async function check(): Promise<void> {
  const title = 'Type-check, lint and format (npm run check, in two lanes)';
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  const script = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts['check'];
  const steps = (script ?? '').split('&&').map((step) => step.trim());
  if (steps.length === 0 || !steps[0]) throw new Error('package.json has no check script');
  const results = (await Promise.all([lane(steps.slice(0, 1)), lane(steps.slice(1))])).flat();
  for (const result of results) {
    console.log(`\n${result.ok ? '✔' : '✖'} ${result.step} (${result.seconds}s)`);
    if (result.output.trim()) console.log(result.output.trimEnd());
  }
  if (results.some((result) => !result.ok) || results.length < steps.length) {
    console.error(`✖ ${title} failed after ${seconds(started)}s`);
    process.exit(1);
  }
  console.log(`✔ ${title} (${seconds(started)}s)`);
}

/** This run's database snapshots (scripts/lib/db-snapshot.ts), shared by Vitest and the e2e build. */
const SNAPSHOT_DIR = resolve('.local', 'test-db');

/** Starts building the open-data snapshot in a child process; resolves when it is there. */
function openDataInBackground(): Promise<void> {
  rmSync(SNAPSHOT_DIR, { recursive: true, force: true });
  mkdirSync(SNAPSHOT_DIR, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, ['scripts/test-db-snapshot.ts', SNAPSHOT_DIR, 'open-data'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  // A failed check ends this process: the import must not run on without it.
  const stop = () => child.exitCode === null && child.kill();
  process.on('exit', stop);
  return new Promise((done, fail) =>
    child.on('close', (code) => {
      process.off('exit', stop);
      if (code === 0) done();
      else fail(new Error(`the open-data snapshot failed (exit ${code}):\n${Buffer.concat(output).toString()}`));
    }),
  );
}

// `node scripts/test.ts e2e e2e/app/x.spec.ts` runs the build, then only the named specs.
const [only, ...specs] = process.argv.slice(2);
const openData = !only || only === 'unit' || only === 'e2e' ? openDataInBackground() : undefined;
// Its failure is reported where it is awaited (or by the suites that wait for its file).
openData?.catch(() => {});
if (!only || only === 'check') await check();
if (!only || only === 'unit') run('Unit and integration tests', 'vitest', ['run'], { TEST_DB_SNAPSHOT_DIR: SNAPSHOT_DIR });
if (!only || only === 'e2e') {
  const started = Date.now();
  console.log('\n▶ Open-data database for the browser tests');
  try {
    await openData;
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  await restoreSnapshot(await snapshot(SNAPSHOT_DIR, 'open-data'), E2E_DATA_DIR);
  console.log(`✔ Open-data database for the browser tests, from the run's snapshot (${seconds(started)}s)`);
  run('Build for browser tests', 'node', ['scripts/build.ts'], E2E_ENV);
  run('Chromium', 'node', ['scripts/ensure-chromium.mjs']);
  run('Browser tests', 'playwright', ['test', ...specs], E2E_ENV);
}
rmSync(SNAPSHOT_DIR, { recursive: true, force: true });
