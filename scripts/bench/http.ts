/**
 * HTTP measuring helpers shared by `bench:api` and `bench:scale`: autocannon runs (req/s, p50,
 * p99, failures), bursts of concurrent calls with their latencies, waiting for a server, and
 * the legacy seed account's API key (never charged).
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { createClient } from '@supabase/supabase-js';

export interface Target {
  url: string;
  /** Connections for this target (default: the caller's). */
  connections?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Paths to rotate through (relative to url's origin), e.g. many postcodes. */
  paths?: string[];
}

export interface Measured {
  rps: number;
  /**
   * Latencies in ms, exact to the microsecond: each answer's own time as autocannon measured it
   * (its 'response' event), not its histogram, which keeps whole milliseconds (0.9 ms reads 0,
   * 1.9 ms reads 1) and so halves a static file's sub-millisecond mean.
   */
  mean: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** An autocannon run of `seconds` at `connections`; failures are counted by status and the first failing answer printed. */
export async function measure(name: string, target: Target, seconds: number, connections: number): Promise<Measured> {
  process.stderr.write(`Measuring ${name}…\n`);
  const requests = target.paths?.map((path) => ({ path }));
  const options = {
    url: target.url,
    duration: seconds,
    timeout: 60,
    connections: target.connections ?? connections,
    method: target.method ?? 'GET',
    ...(target.headers ? { headers: target.headers } : {}),
    ...(target.body ? { body: target.body } : {}),
    ...(requests ? { requests } : {}),
  };
  const times: number[] = [];
  // Without a callback autocannon returns its instance, which is also a promise of the result.
  const run = autocannon(options as autocannon.Options) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  const failures = new Map<number, number>();
  run.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status >= 200 && status <= 299) times.push(ms);
    else failures.set(status, (failures.get(status) ?? 0) + 1);
  });
  const result = await run;
  for (const [status, count] of failures) process.stderr.write(`  ${count} × HTTP ${status}\n`);
  if (failures.size > 0) await showFailure(target);
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    mean: times.length ? times.reduce((sum, t) => sum + t, 0) / times.length : NaN,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Prints the first failing answer among the target's paths (reading bodies during a run would slow the client). */
async function showFailure(target: Target): Promise<void> {
  const origin = new URL(target.url).origin;
  for (const url of target.paths?.map((path) => `${origin}${path}`) ?? [target.url]) {
    const response = await fetch(url, init(target)).catch(() => null);
    if (response && !response.ok) {
      process.stderr.write(`  for example ${url}: ${response.status} ${(await response.text()).slice(0, 200)}\n`);
      return;
    }
  }
}

export interface BurstResult {
  non2xx: number;
  p50: number;
  p99: number;
}

/** `count` calls at once, each timed; returns failures and latency percentiles in ms. */
export async function burst(target: Target, count: number): Promise<BurstResult> {
  const origin = new URL(target.url).origin;
  const results = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const url = target.paths ? `${origin}${target.paths[i % target.paths.length]}` : target.url;
      const started = performance.now();
      const status = await fetch(url, init(target))
        .then(async (r) => {
          await r.arrayBuffer();
          return r.status;
        })
        .catch(() => 0);
      return { status, ms: performance.now() - started };
    }),
  );
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    non2xx: results.filter((r) => r.status < 200 || r.status > 299).length,
    p50: Math.round(percentile(times, 0.5)),
    p99: Math.round(percentile(times, 0.99)),
  };
}

export function init(target: Target): RequestInit {
  const value: RequestInit = { method: target.method ?? 'GET' };
  if (target.headers) value.headers = target.headers;
  if (target.body) value.body = target.body;
  return value;
}

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] as number;
}

export async function waitFor(url: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 480; i++) {
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

export async function legacyApiKey(supabaseUrl: string): Promise<string> {
  const key = process.env['SUPABASE_SERVICE_ROLE_KEY'] ?? '';
  const supabase = createClient(supabaseUrl, key, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data, error } = await supabase.from('profile').select('secret_api').eq('monthly_plan', 'legacy').limit(1).maybeSingle();
  if (error || !data) throw new Error(`No legacy seed account found: ${error?.message ?? 'no row'}`);
  return (data as { secret_api: string }).secret_api;
}

/** A process's peak resident memory in MB (Linux /proc), or null when it cannot be read. */
export function peakRssMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/** Settings that lift every per-client limit and allowance a benchmark would otherwise measure. */
export const UNLIMITED_ENV = {
  // Per-key API limits, the other per-client limits (validate-challenge per address) and the
  // visitors' free daily allowance for the report (autocannon sends no cookie).
  API_RATE_LIMIT_MULTIPLIER: '100000',
  RATE_LIMIT_MULTIPLIER: '100000',
  FREE_LOOKUPS_PER_DAY: '100000000',
  FREE_LOOKUPS_PER_ADDRESS_PER_DAY: '100000000',
};
