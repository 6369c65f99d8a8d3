/**
 * Where `npm start` / `npm run dev` listen, and whether it is safe to (docs/decisions/runtime.md,
 * "Local addresses"):
 * - HOST: the address the site and the local backend listen on; default 127.0.0.1 (this machine
 *   only). Another value (0.0.0.0, a LAN address) must be asked for.
 * - PORT: the site (default 4321). SUPABASE_PORT: the local backend; when unset it follows PORT,
 *   PORT + 50000 (4321 → 54321, the usual one), or PORT + 1 when that would pass 65535; so
 *   `PORT=5000 npm start` runs beside the default copy. PUBLIC_SUPABASE_URL and SUPABASE_URL, when
 *   unset, point at that port, so the pages built with them find the backend.
 * - Off loopback, the local test checkout and the published local keys would let anyone on the
 *   network buy plans free or read the database: {@link exposureProblem} refuses that start.
 */
import { decideBillingMode } from '../src/lib/billing/billing-mode.ts';
import { DEFAULT_JWT_SECRET } from './supabase/keys.ts';

type Env = Record<string, string | undefined>;

export const DEFAULT_HOST = '127.0.0.1';
const DEFAULT_PORT = 4321;
/** How far above PORT the local backend listens when SUPABASE_PORT is unset. */
const BACKEND_PORT_OFFSET = 50_000;

const value = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

/** The address to listen on: HOST, else 127.0.0.1. */
export function listenHost(env: Env): string {
  return value(env, 'HOST') ?? DEFAULT_HOST;
}

/** Whether a listening address is reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

/** The site's port: PORT, else 4321. */
export function webPort(env: Env): number {
  const port = Number(value(env, 'PORT') ?? DEFAULT_PORT);
  return Number.isInteger(port) && port >= 0 && port <= 65_535 ? port : DEFAULT_PORT;
}

/** The local backend's port: SUPABASE_PORT, else derived from the site's port (see the module comment). */
export function backendPort(env: Env): number {
  const set = Number(value(env, 'SUPABASE_PORT'));
  if (Number.isInteger(set) && set > 0 && set <= 65_535) return set;
  const web = webPort(env) || DEFAULT_PORT;
  return web + BACKEND_PORT_OFFSET <= 65_535 ? web + BACKEND_PORT_OFFSET : web + 1;
}

/**
 * Fills SUPABASE_PORT, PUBLIC_SUPABASE_URL and SUPABASE_URL where they are unset or empty, from
 * PORT (after .env and .env.example are loaded: server/env.ts). Values already set are kept.
 */
export function applyLocalAddresses(env: Env): void {
  const port = backendPort(env);
  env['SUPABASE_PORT'] = String(port);
  const url = `http://localhost:${port}`;
  if (!value(env, 'PUBLIC_SUPABASE_URL')) env['PUBLIC_SUPABASE_URL'] = url;
  if (!value(env, 'SUPABASE_URL')) env['SUPABASE_URL'] = url;
}

/**
 * Why the site may not listen on `host` with this environment, or null. On loopback anything
 * goes; off it, refused while the local test checkout would run or the local backend would sign
 * with the published JWT secret of .env.example (which makes its service-role key public).
 */
export function exposureProblem(host: string, env: Env): string | null {
  if (isLoopbackHost(host)) return null;
  const reasons: string[] = [];
  if (decideBillingMode(env).mode === 'local')
    reasons.push('the local test checkout is on (set Stripe keys or BILLING_MODE=off)');
  const local = ['localhost', '127.0.0.1'].includes(hostOf(value(env, 'PUBLIC_SUPABASE_URL')));
  const secret = value(env, 'SUPABASE_JWT_SECRET') ?? DEFAULT_JWT_SECRET;
  if (local && secret === DEFAULT_JWT_SECRET)
    reasons.push('the local backend signs with the published SUPABASE_JWT_SECRET (set a secret of your own)');
  if (reasons.length === 0) return null;
  return `HOST=${host} would serve this copy to other machines, but ${reasons.join(', and ')}. Use HOST=127.0.0.1, or configure real keys.`;
}

function hostOf(url: string | undefined): string {
  try {
    return new URL(url ?? '').hostname;
  } catch {
    return '';
  }
}
