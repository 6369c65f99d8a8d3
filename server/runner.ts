/**
 * The local production runner: serves the built site (dist/) and the functions in functions/
 * in one process, the way Netlify serves them in production:
 * 1. netlify.toml redirects (forced ones first; error-status rules serve their page with that status);
 * 2. functions, routed by their own `config.path` / `config.method`, called in-process with a
 *    standard Request and a Netlify-shaped Context (see server/runner/);
 * 3. static files with pretty URLs, custom headers from netlify.toml and dist/_headers;
 * 4. anything else: dist/404.html with status 404.
 * Every answer carries an `x-nf-request-id`; no 5xx body carries internals.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { loadFunctions, matchFunction, type FunctionRoute } from './runner/functions.ts';
import { internalErrorResponse, invokeFunction } from './runner/invoke.ts';
import { readRequestBody, sendResponse, sendStatic, socketAddress, toRequest } from './runner/node-http.ts';
import { loadSiteRules, matchRedirect, staticHeaders, type SiteRules } from './runner/site-rules.ts';
import { startScheduler } from './runner/scheduler.ts';
import { StaticFiles } from './runner/static-files.ts';

export interface RunnerOptions {
  root: string;
  port: number;
  /** The address to listen on (default 127.0.0.1: this machine only; HOST in server/start.ts). */
  host?: string;
  /** Per-call function time limit (default: Netlify's synchronous limit, or FUNCTION_TIMEOUT_MS). */
  functionTimeoutMs?: number;
  /** The built site (default `<root>/dist`). */
  distDir?: string;
}

export interface RunningServer {
  url: string;
  port: number;
  close: () => Promise<void>;
}

interface Runner {
  rules: SiteRules;
  functions: FunctionRoute[];
  files: StaticFiles;
  siteUrl: string;
  timeoutMs?: number;
}

export async function startRunner(options: RunnerOptions): Promise<RunningServer> {
  const distDir = options.distDir ?? join(options.root, 'dist');
  const envTimeout = Number(process.env['FUNCTION_TIMEOUT_MS'] ?? '');
  const runner: Runner = {
    rules: loadSiteRules(options.root, distDir),
    functions: await loadFunctions(join(options.root, 'functions')),
    files: new StaticFiles(distDir),
    siteUrl: `http://localhost:${options.port}`,
    timeoutMs: options.functionTimeoutMs ?? (envTimeout > 0 ? envTimeout : undefined),
  };
  if (!(await runner.files.load('/404.html'))) throw new Error('dist/404.html is missing: run the build first');

  const server = createServer((req, res) => {
    const requestId = crypto.randomUUID();
    handle(runner, req, res, requestId).catch((error: unknown) => {
      console.error(
        JSON.stringify({
          level: 'error',
          msg: 'runner failure',
          url: req.url,
          requestId,
          stack: error instanceof Error ? error.stack : String(error),
        }),
      );
      if (!res.headersSent) void sendResponse(res, internalErrorResponse(requestId), req.method === 'HEAD', requestId);
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 65_000;
  await listen(server, options.port, options.host ?? '127.0.0.1');
  const port = (server.address() as import('node:net').AddressInfo).port;
  const scheduler = startScheduler(runner.functions, `http://localhost:${port}`);
  return {
    url: `http://localhost:${port}`,
    port,
    close: async () => {
      scheduler.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function handle(runner: Runner, req: IncomingMessage, res: ServerResponse, requestId: string): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  const isHead = method === 'HEAD';
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = url.pathname;

  const redirect = matchRedirect(runner.rules, path);
  const shadowed = redirect && !redirect.rule.force ? await runner.files.resolve(path) : null;
  if (redirect && !shadowed) {
    const headers = staticHeaders(runner.rules, path);
    if (redirect.rule.status >= 400 || redirect.rule.status === 200) {
      const page = await runner.files.load(redirect.target);
      if (page) return sendStatic(res, req, page, redirect.rule.status, { ...headers, 'cache-control': 'no-cache' }, requestId);
    } else {
      const location = redirect.target + (redirect.target.includes('?') ? '' : url.search);
      res.writeHead(redirect.rule.status, { ...headers, location, 'x-nf-request-id': requestId });
      res.end();
      return;
    }
  }

  const match = matchFunction(runner.functions, method, path);
  if (match && !(match.route.preferStatic && (await runner.files.resolve(path)))) {
    const body = await readRequestBody(req);
    if (!body.ok) return sendResponse(res, body.response, isHead, requestId);
    const request = toRequest(req, body.value);
    const response = await invokeFunction({
      match,
      request,
      ip: socketAddress(req),
      requestId,
      siteUrl: runner.siteUrl,
      timeoutMs: runner.timeoutMs,
    });
    return sendResponse(res, response, isHead, requestId);
  }

  const file = method === 'GET' || isHead ? await runner.files.resolve(path) : null;
  if (file) return sendStatic(res, req, file, 200, staticHeaders(runner.rules, path), requestId);

  const notFound = await runner.files.load('/404.html');
  if (!notFound) throw new Error('dist/404.html disappeared');
  return sendStatic(res, req, notFound, 404, { ...staticHeaders(runner.rules, path), 'cache-control': 'no-cache' }, requestId);
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}
