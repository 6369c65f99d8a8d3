/** Node's http request and response, turned into and out of the Fetch API types functions use. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { encodedBody, type StaticFile } from './static-files.ts';

/** Netlify's request body limit for synchronous functions. */
export const MAX_BODY_BYTES = 6 * 1024 * 1024;

/** Headers Netlify sets itself; a client's copies are dropped so they cannot be forged. */
const PLATFORM_HEADER = /^x-nf-/i;

/** The client's address as the socket reports it (IPv4-mapped IPv6 shown as IPv4). */
export function socketAddress(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice(7) : address || 'unknown';
}

export async function readRequestBody(
  req: IncomingMessage,
): Promise<{ ok: true; value: Buffer | undefined } | { ok: false; response: Response }> {
  const method = (req.method ?? 'GET').toUpperCase();
  if (method === 'GET' || method === 'HEAD') return { ok: true, value: undefined };
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > MAX_BODY_BYTES) return { ok: false, response: tooLarge() };
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return { ok: false, response: tooLarge() };
    chunks.push(chunk as Buffer);
  }
  return { ok: true, value: Buffer.concat(chunks) };
}

function tooLarge(): Response {
  return new Response(JSON.stringify({ error: 'payload_too_large', message: 'The request body is larger than 6 MB.' }), {
    status: 413,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

const SAFE_HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

export function toRequest(req: IncomingMessage, body: Buffer | undefined): Request {
  const host = req.headers.host && SAFE_HOST.test(req.headers.host) ? req.headers.host : 'localhost';
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] ?? '';
    const value = req.rawHeaders[i + 1] ?? '';
    if (name.startsWith(':') || PLATFORM_HEADER.test(name)) continue;
    try {
      headers.append(name, value);
    } catch {
      // A header value fetch cannot carry (non-Latin-1): Netlify drops it too.
    }
  }
  headers.set('x-nf-client-connection-ip', socketAddress(req));
  return new Request(`http://${host}${req.url ?? '/'}`, {
    method: req.method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

export async function sendResponse(res: ServerResponse, response: Response, isHead: boolean, requestId: string): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  for (const [key, value] of response.headers) if (key !== 'set-cookie' && key !== 'x-nf-fetch-timing') headers[key] = value;
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  headers['x-nf-request-id'] = requestId;
  const body = response.body && !isHead ? Buffer.from(await response.arrayBuffer()) : undefined;
  if (body && !headers['content-length']) headers['content-length'] = String(body.length);
  res.writeHead(response.status, response.statusText || undefined, headers);
  res.end(body);
}

export function sendStatic(
  res: ServerResponse,
  req: IncomingMessage,
  file: StaticFile,
  status: number,
  extraHeaders: Record<string, string>,
  requestId: string,
): void {
  const headers: Record<string, string> = {
    'content-type': file.contentType,
    'cache-control': 'public, max-age=0, must-revalidate',
    etag: file.etag,
    vary: 'Accept-Encoding',
    ...extraHeaders,
    'x-nf-request-id': requestId,
  };
  if (status === 200 && req.headers['if-none-match'] === file.etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const encoded = encodedBody(file, req.headers['accept-encoding']);
  if (encoded.encoding) headers['content-encoding'] = encoded.encoding;
  headers['content-length'] = String(encoded.body.length);
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : encoded.body);
}
