/** Small HTTP helpers shared by the local backend's services. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD',
  'access-control-allow-headers':
    'apikey, authorization, x-client-info, content-type, prefer, range, range-unit, accept, accept-profile, content-profile, x-upsert, cache-control, x-supabase-api-version, x-retry-count, x-region, x-metadata',
  'access-control-expose-headers': 'content-range, content-location, x-supabase-api-version, content-length, content-type, etag',
  'access-control-max-age': '86400',
};

/** Any localhost / 127.0.0.1 origin, plus SITE_URL's origin, may call the local backend. */
export function allowedOrigin(origin: string | undefined): string | undefined {
  if (!origin) return undefined;
  try {
    const url = new URL(origin);
    if (['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) return origin;
    const site = process.env['SITE_URL'];
    if (site && new URL(site).origin === url.origin) return origin;
  } catch {
    return undefined;
  }
  return undefined;
}

export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = allowedOrigin(req.headers.origin);
  return origin ? { ...CORS_HEADERS, 'access-control-allow-origin': origin, vary: 'Origin' } : { ...CORS_HEADERS };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8' });
  res.end(text);
}

export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, headers);
  res.end();
}

/** Reads the request body (limit in bytes); null when it is larger than the limit. */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; error: string };

/** Parses a JSON body; an empty body is `{}`. */
export async function readJson(req: IncomingMessage, limit = 1_000_000): Promise<JsonBody> {
  const body = await readBody(req, limit);
  if (body === null) return { ok: false, error: 'Request body is too large' };
  if (body.length === 0) return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(body.toString('utf8')) };
  } catch {
    return { ok: false, error: 'Request body is not valid JSON' };
  }
}

/** The bearer token of the Authorization header, if any. */
export function bearer(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1]?.trim();
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(',') : value;
}
