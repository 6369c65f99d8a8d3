/**
 * The local production runner: serves the built site (dist/) through Netlify's own local
 * emulation (@netlify/dev): static files, netlify.toml redirects and headers, and the
 * functions in functions/. Anything Netlify does not match gets dist/404.html with 404.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { NetlifyDev } from '@netlify/dev';
import { redirectsFromNetlifyToml } from '../src/lib/config/redirects.ts';

export interface RunnerOptions {
  root: string;
  port: number;
  host?: string;
}

export interface RunningServer {
  url: string;
  close: () => Promise<void>;
}

/** Paths under the project root that must never be served, whatever matches them. */
const PRIVATE_PREFIXES = ['/.env', '/.git', '/.local', '/node_modules', '/server', '/supabase', '/scripts', '/src', '/functions'];

export async function startRunner(options: RunnerOptions): Promise<RunningServer> {
  const netlify = new NetlifyDev({
    projectRoot: options.root,
    aiGateway: { enabled: false },
    blobs: { enabled: false },
    database: { enabled: false },
    edgeFunctions: { enabled: false },
    environmentVariables: { enabled: false },
    functions: { enabled: true },
    geolocation: { enabled: false },
    headers: { enabled: true },
    images: { enabled: false },
    redirects: { enabled: true },
    staticFiles: { enabled: true },
    serverAddress: null,
  });
  await netlify.start();
  const notFoundPage = await readFile(join(options.root, 'dist', '404.html'));
  const errorRewrites = await loadErrorRewrites(options.root);

  const server = createServer((req, res) => {
    handle(netlify, notFoundPage, errorRewrites, req, res).catch((error: unknown) => {
      console.error(JSON.stringify({ level: 'error', msg: 'runner failure', url: req.url, error: String(error) }));
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'internal_error', message: 'Something went wrong.' }));
      } else res.end();
    });
  });
  await listen(server, options.port, options.host ?? '0.0.0.0');
  return {
    url: `http://localhost:${options.port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await netlify.stop();
    },
  };
}

/**
 * netlify.toml rules that answer with an error status (e.g. /test-404 → 404). Netlify serves
 * the target page with that status; @netlify/dev answers plain "Not found", so the runner
 * serves the built page itself.
 */
async function loadErrorRewrites(root: string): Promise<Map<string, { status: number; body: Buffer }>> {
  const rules = redirectsFromNetlifyToml(await readFile(join(root, 'netlify.toml'), 'utf8'));
  const map = new Map<string, { status: number; body: Buffer }>();
  for (const rule of rules.filter((r) => r.status >= 400)) {
    map.set(rule.from, { status: rule.status, body: await readFile(join(root, 'dist', rule.to)) });
  }
  return map;
}

async function handle(
  netlify: NetlifyDev,
  notFoundPage: Buffer,
  errorRewrites: Map<string, { status: number; body: Buffer }>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  const rewrite = errorRewrites.get(path);
  if (rewrite) {
    res.writeHead(rewrite.status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : rewrite.body);
    return;
  }
  const isPrivate = PRIVATE_PREFIXES.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(prefix + '.'),
  );
  const collected: [string, string][] = [];
  const result = isPrivate
    ? undefined
    : await netlify.handleAndIntrospectNodeRequest(req, { headersCollector: (key, value) => collected.push([key, value]) });
  if (!result) {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : notFoundPage);
    return;
  }
  const { response } = result;
  const headers = new Headers(response.headers);
  for (const [key, value] of collected) if (!headers.has(key)) headers.set(key, value);
  res.writeHead(response.status, Object.fromEntries(headers));
  if (!response.body || req.method === 'HEAD') {
    res.end();
    return;
  }
  Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(res);
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}
