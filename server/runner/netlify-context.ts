/**
 * The Netlify `Context` a function receives, built for a local call: `ip` from the socket (never
 * from a client-sent header), a fresh `requestId`, the path `params`, request `cookies` (and
 * the ones the function sets, applied to its answer), an empty `geo`, and `waitUntil`.
 */
import type { Context } from '@netlify/functions';

type Cookies = Context['cookies'];

/** A cookie to set (Netlify's Cookie shape). */
interface CookieInput {
  name: string;
  value: string;
  expires?: Date | number;
  maxAge?: number;
  domain?: string;
  path?: string;
  secure?: boolean;
  httpOnly?: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
}

export interface LocalContextInput {
  request: Request;
  ip: string;
  requestId: string;
  params: Record<string, string>;
  siteUrl: string;
  /** Collects promises passed to waitUntil, so the runner can log their failures. */
  pending: Promise<unknown>[];
}

export interface LocalContext {
  context: Context;
  /** Set-Cookie values for cookies the function set or deleted. */
  setCookies: string[];
}

function parseCookieHeader(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      cookies.set(name, value);
    }
  }
  return cookies;
}

function serialise(cookie: CookieInput): string {
  const parts = [`${cookie.name}=${encodeURIComponent(cookie.value)}`];
  if (cookie.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(cookie.maxAge)}`);
  if (cookie.expires !== undefined) parts.push(`Expires=${new Date(cookie.expires).toUTCString()}`);
  if (cookie.domain) parts.push(`Domain=${cookie.domain}`);
  parts.push(`Path=${cookie.path ?? '/'}`);
  if (cookie.secure) parts.push('Secure');
  if (cookie.httpOnly) parts.push('HttpOnly');
  if (cookie.sameSite) parts.push(`SameSite=${cookie.sameSite}`);
  return parts.join('; ');
}

export function createLocalContext(input: LocalContextInput): LocalContext {
  const jar = parseCookieHeader(input.request.headers.get('cookie'));
  const setCookies: string[] = [];
  const cookies: Cookies = {
    get: (name) => jar.get(name) as string,
    set: ((nameOrCookie: CookieInput | string, value?: string) => {
      const cookie = typeof nameOrCookie === 'string' ? { name: nameOrCookie, value: value ?? '' } : nameOrCookie;
      jar.set(cookie.name, cookie.value);
      setCookies.push(serialise(cookie));
    }) as Cookies['set'],
    delete: (options) => {
      const target = typeof options === 'string' ? { name: options } : options;
      jar.delete(target.name);
      setCookies.push(serialise({ name: target.name, value: '', maxAge: 0, path: target.path, domain: target.domain }));
    },
  };
  const url = new URL(input.request.url);
  const context = {
    account: { id: 'local' },
    cookies,
    deploy: { context: 'dev', id: 'local', published: false },
    geo: {},
    ip: input.ip,
    json: (body: unknown) => Response.json(body),
    log: (...data: unknown[]) => console.log(...data),
    next: () => Promise.reject(new Error('context.next() is only available in edge functions')),
    params: input.params,
    rewrite: () => Promise.reject(new Error('context.rewrite() is only available in edge functions')),
    requestId: input.requestId,
    server: { region: 'local' },
    site: { id: 'local', name: 'local', url: input.siteUrl },
    url,
    waitUntil: (promise: Promise<unknown>) => {
      input.pending.push(promise);
    },
  } as unknown as Context;
  return { context, setCookies };
}
