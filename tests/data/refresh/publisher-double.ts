/**
 * A loopback double of the publishers' download sites for the refresh tests: a node http server
 * on 127.0.0.1 (port 0) serving what the test puts at a path, as the real sites do: HEAD with
 * Content-Length, Last-Modified and ETag; GET with Range (206) for resumed downloads; and, when
 * asked, a download cut off halfway (the connection closed) or an error status.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface Served {
  body: Buffer | string;
  /** Day the publisher last changed it (YYYY-MM-DD). */
  lastModified?: string;
  /** Default: the body's MD5 in quotes, as S3 gives for a single-part upload. */
  etag?: string;
  contentType?: string;
  /** Close the connection halfway through the next full GET (a truncated download). */
  truncateOnce?: boolean;
  status?: number;
  /** Answer 302 to this path on the double (an API handing out a signed download address). */
  redirect?: string;
  /** Answer 401 unless the request carries this Authorization header (a bearer-token API). */
  authorization?: string;
}

export interface PublisherDouble {
  /** http://127.0.0.1:<port> */
  url: string;
  set(path: string, served: Served): void;
  requests: { method: string; path: string; range: string | null; authorization: string | null }[];
  close(): Promise<void>;
}

export async function startPublisherDouble(): Promise<PublisherDouble> {
  const files = new Map<string, Served>();
  const requests: PublisherDouble['requests'] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    requests.push({
      method: req.method ?? 'GET',
      path,
      range: req.headers.range ?? null,
      authorization: req.headers.authorization ?? null,
    });
    // An API answers by its query (Nomis): a file set at the path with its query string first.
    const served = files.get(`${path}${url.search}`) ?? files.get(path);
    if (!served) return void res.writeHead(404).end('not found');
    if (served.status && served.status >= 400) return void res.writeHead(served.status).end('error');
    if (served.authorization && req.headers.authorization !== served.authorization)
      return void res.writeHead(401, { 'content-type': 'application/json' }).end('{"data":{"error":"Unauthorised"}}');
    if (served.redirect) return void res.writeHead(302, { location: served.redirect }).end();
    const body = Buffer.from(served.body);
    const headers: Record<string, string> = {
      'content-type': served.contentType ?? 'application/octet-stream',
      etag: served.etag ?? `"${createHash('md5').update(body).digest('hex')}"`,
      'accept-ranges': 'bytes',
      ...(served.lastModified ? { 'last-modified': new Date(`${served.lastModified}T08:00:00Z`).toUTCString() } : {}),
    };
    const range = /^bytes=(\d+)-$/.exec(req.headers.range ?? '');
    if (req.method === 'HEAD') return void res.writeHead(200, { ...headers, 'content-length': String(body.length) }).end();
    if (range) {
      const start = Number(range[1]);
      if (start >= body.length) return void res.writeHead(416, { 'content-range': `bytes */${body.length}` }).end();
      res.writeHead(206, {
        ...headers,
        'content-length': String(body.length - start),
        'content-range': `bytes ${start}-${body.length - 1}/${body.length}`,
      });
      return void res.end(body.subarray(start));
    }
    res.writeHead(200, { ...headers, 'content-length': String(body.length) });
    if (served.truncateOnce) {
      served.truncateOnce = false;
      // Half the bytes, then (once the client has had time to read them: a web stream that errors
      // drops what it has not handed on) the connection closed cleanly, short of Content-Length.
      res.write(body.subarray(0, Math.floor(body.length / 2)), () => setTimeout(() => res.socket?.end(), 500));
      return;
    }
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    set: (path, served) => files.set(path, served),
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A zip archive (Info-ZIP `zip`) holding `entries` (name → text or bytes), folders kept, as police.uk and ONS ship. */
export function zipOf(entries: Record<string, string | Buffer>): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'zip-double-'));
  try {
    for (const [name, text] of Object.entries(entries)) {
      mkdirSync(dirname(join(dir, 'in', name)), { recursive: true });
      writeFileSync(join(dir, 'in', name), text);
    }
    execFileSync('zip', ['-q', '-X', '-r', join(dir, 'out.zip'), ...Object.keys(entries)], { cwd: join(dir, 'in') });
    return readFileSync(join(dir, 'out.zip'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
