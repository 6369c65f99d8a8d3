/**
 * `npm run bench:api`: serves the built site with the local runner (`node server/start.ts`)
 * on a spare port and measures, with autocannon (20 s each, 2 connections by default):
 *   1. GET /favicon.svg            a static file: the runner's own baseline
 *   2. POST /api/validate-challenge the rules-only check (no database)
 *   3. POST /api/deduct-credit      with a seed legacy account's key (a real database round
 *                                    trip with a row lock; legacy plans are never charged)
 * and prints requests/s and p50/p99 latency. BENCH_PORT / BENCH_SUPABASE_PORT / BENCH_SECONDS
 * override the defaults. Builds first when dist/ is missing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createClient } from '@supabase/supabase-js';
import { loadLocalEnv } from '../server/env.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
loadLocalEnv(root);
const port = Number(process.env['BENCH_PORT'] ?? 55510);
const supabasePort = Number(process.env['BENCH_SUPABASE_PORT'] ?? 55511);
const seconds = Number(process.env['BENCH_SECONDS'] ?? 20);
/**
 * Concurrent connections. @netlify/dev runs every function call in a fresh worker thread (a
 * second or two of CPU on this 2-core machine), so more connections only queue: 2 shows the
 * runner's real throughput. Production Netlify keeps function instances warm.
 */
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 2);
const origin = `http://localhost:${port}`;
const supabaseUrl = `http://localhost:${supabasePort}`;

if (!existsSync(join(root, 'dist', 'index.html'))) {
  const build = spawnSync('node', ['scripts/build.ts'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = await mkdtemp(join(tmpdir(), 'brickstack-bench-'));
const server = spawn('node', ['server/start.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    SUPABASE_PORT: String(supabasePort),
    SUPABASE_URL: supabaseUrl,
    PUBLIC_SUPABASE_URL: supabaseUrl,
    LOCAL_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
});
let ownBackend: { close(): Promise<void> } | undefined;

try {
  await waitFor(`${origin}/api/health`);
  if (!(await reachable(`${supabaseUrl}/auth/v1/health`))) {
    // The runner does not start the backend itself (yet): start one on the port it was told.
    const { startLocalBackend } = await import('../server/supabase/index.ts');
    ownBackend = await startLocalBackend({ port: supabasePort, dataDir });
  }
  const apiKey = await legacyApiKey();
  const targets: [string, Target][] = [
    ['GET /favicon.svg (static baseline)', { url: `${origin}/favicon.svg` }],
    [
      'POST /api/validate-challenge',
      {
        url: `${origin}/api/validate-challenge`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ challenge: 'Finding buy to let deals with good rental yields in Leeds' }),
      },
    ],
    [
      'POST /api/deduct-credit (legacy key)',
      {
        url: `${origin}/api/deduct-credit`,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
        body: JSON.stringify({ service: 'postcode-crime' }),
      },
    ],
  ];
  // The runner bundles each function on its first call: warm every target before measuring.
  for (const [name, target] of targets) await warmUp(name, target);
  const results: Measured[] = [];
  for (const [name, target] of targets) results.push(await measure(name, target));
  // The same handlers called in this process, without the runner's per-invocation overhead.
  Object.assign(process.env, { SUPABASE_URL: supabaseUrl, LOG_LEVEL: 'silent' });
  const { handleValidateChallenge } = await import('../functions/_shared/validate-challenge.ts');
  const { handleDeductCredit } = await import('../functions/_shared/deduct-credit.ts');
  for (const [name, target] of targets.slice(1)) {
    const handler = name.includes('validate') ? handleValidateChallenge : handleDeductCredit;
    results.push(await measureInProcess(`${name.split(' (')[0]} (handler in-process)`, handler, target));
  }
  console.log(
    `\nAPI benchmark: ${seconds} s each, ${connections} connections; runner on ${origin}, then the same handlers in-process\n`,
  );
  console.log(
    [
      'endpoint'.padEnd(50),
      'req/s'.padStart(9),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'non-2xx'.padStart(8),
      'errors'.padStart(7),
    ].join(' '),
  );
  for (const r of results) {
    console.log(
      [
        r.name.padEnd(50),
        r.rps.toFixed(0).padStart(9),
        String(r.p50).padStart(8),
        String(r.p99).padStart(8),
        String(r.non2xx).padStart(8),
        String(r.errors).padStart(7),
      ].join(' '),
    );
  }
  if (results.some((r) => r.non2xx > 0 || r.errors > 0)) {
    console.error('\nSome requests failed: the figures above do not describe successful calls.');
    process.exitCode = 1;
  }
} finally {
  server.kill('SIGTERM');
  await ownBackend?.close();
  await rm(dataDir, { recursive: true, force: true });
}

interface Measured {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

interface Target {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

async function warmUp(name: string, target: Target): Promise<void> {
  const init: RequestInit = { method: target.method ?? 'GET', signal: AbortSignal.timeout(180_000) };
  if (target.headers) init.headers = target.headers;
  if (target.body) init.body = target.body;
  const response = await fetch(target.url, init);
  if (!response.ok) throw new Error(`${name} answered ${response.status} ${await response.text()}`);
}

async function measure(name: string, options: Target): Promise<Measured> {
  process.stderr.write(`Measuring ${name}…\n`);
  const failures = new Map<string, number>();
  const result = await autocannon({
    connections,
    duration: seconds,
    timeout: 60,
    ...options,
    // Keep what the failures said, so a non-2xx count comes with its cause.
    onResponse: (status: number, body: string) => {
      if (status >= 200 && status <= 299) return;
      const key = `${status} ${body.slice(0, 160)}`;
      failures.set(key, (failures.get(key) ?? 0) + 1);
    },
  } as autocannon.Options);
  for (const [failure, count] of failures) process.stderr.write(`  ${count} × ${failure}\n`);
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Calls `handler` with real Requests from 10 concurrent loops for `seconds`; same figures as autocannon. */
async function measureInProcess(
  name: string,
  handler: (request: Request) => Promise<Response>,
  target: Target,
): Promise<Measured> {
  process.stderr.write(`Measuring ${name}…\n`);
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      try {
        const init: RequestInit = { method: target.method ?? 'GET' };
        if (target.headers) init.headers = target.headers;
        if (target.body) init.body = target.body;
        const response = await handler(new Request(target.url, init));
        await response.arrayBuffer();
        if (response.status < 200 || response.status > 299) non2xx += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: 10 }, loop));
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return { name, rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), non2xx, errors };
}

async function legacyApiKey(): Promise<string> {
  const key = process.env['SUPABASE_SERVICE_ROLE_KEY'] ?? '';
  const supabase = createClient(supabaseUrl, key, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data, error } = await supabase.from('profile').select('secret_api').eq('monthly_plan', 'legacy').limit(1).maybeSingle();
  if (error || !data) throw new Error(`No legacy seed account found: ${error?.message ?? 'no row'}`);
  return (data as { secret_api: string }).secret_api;
}

async function reachable(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error('The runner exited before it was ready.');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer in time`);
}
