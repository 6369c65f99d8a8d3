/**
 * The local Supabase-compatible backend: Auth (/auth/v1), PostgREST (/rest/v1) and Storage
 * (/storage/v1) on PGlite or PostgreSQL, with the same migrations and row-level security as
 * production. Without a DATABASE_URL it serves PGlite over the Postgres wire protocol on
 * loopback and talks to it through `pg`, as everything else (the functions) does.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { openDatabase, type Database } from '../db/database.ts';
import { startPgliteServer, type PgliteServer } from '../db/pglite-server.ts';
import { migrate } from '../db/migrate.ts';
import { seedAccounts } from './seed.ts';
import type { BackendContext } from './context.ts';
import { corsHeaders, header, sendJson } from './http.ts';
import { apiKey, DEFAULT_JWT_SECRET, verifyJwt, type JwtClaims } from './keys.ts';
import { isApiRole } from './as-role.ts';
import { handleAuth } from './auth/routes.ts';
import { RestService } from './rest/routes.ts';
import { handleStorage } from './storage/routes.ts';

export interface LocalBackendOptions {
  port: number;
  /** The address to listen on (default 127.0.0.1: this machine only). */
  host?: string;
  dataDir?: string;
  databaseUrl?: string;
  outboxDir?: string;
  /** Skip creating the seed accounts. */
  seed?: boolean;
}

export interface LocalBackend {
  url: string;
  /** The connection string of the database the backend uses (PGlite's loopback server when no DATABASE_URL was given). */
  databaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  db: Database;
  close(): Promise<void>;
}

/** Opens the database, runs the migrations, seeds the seed accounts (idempotently) and serves HTTP. */
export async function startLocalBackend(options: LocalBackendOptions): Promise<LocalBackend> {
  const jwtSecret = process.env['SUPABASE_JWT_SECRET'] || DEFAULT_JWT_SECRET;
  const dataDir = resolve(options.dataDir ?? (process.env['LOCAL_DATA_DIR'] || '.local'));
  const configuredUrl = (options.databaseUrl ?? process.env['DATABASE_URL'] ?? '').trim();
  const pglite: PgliteServer | undefined = configuredUrl ? undefined : await startPgliteServer({ dataDir });
  const databaseUrl = configuredUrl || (pglite?.databaseUrl ?? '');
  const db = await openDatabase({ databaseUrl });
  const closeDatabase = async () => {
    await db.close();
    await pglite?.close();
  };
  try {
    await migrate(db);
    if (options.seed !== false) await seedAccounts(db);
  } catch (error) {
    await closeDatabase();
    throw error;
  }
  const ctx: BackendContext = {
    db,
    jwtSecret,
    url: '',
    siteUrl: process.env['LOCAL_SITE_URL'] || `http://localhost:${process.env['PORT'] || 4321}`,
    outboxDir: resolve(options.outboxDir ?? join(dataDir, 'outbox')),
    storageDir: join(dataDir, 'storage'),
    anonKey: await apiKey('anon', jwtSecret),
    serviceRoleKey: await apiKey('service_role', jwtSecret),
  };
  const rest = new RestService(ctx);
  const server = createServer((req, res) => {
    route(ctx, rest, req, res).catch((error: unknown) => {
      console.error(JSON.stringify({ level: 'error', msg: 'local backend failure', url: req.url, error: String(error) }));
      if (!res.headersSent) sendJson(res, 500, { error: 'internal_error', message: 'Something went wrong.' });
      else res.end();
    });
  });
  // Keep idle connections open longer than clients do (as the runner and Supabase's gateway do), so a
  // client never reuses a keep-alive socket at the moment the server closes it (ECONNRESET).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolveListen());
  });
  const port = (server.address() as AddressInfo).port;
  ctx.url = `http://localhost:${port}`;
  return {
    url: ctx.url,
    databaseUrl,
    anonKey: ctx.anonKey,
    serviceRoleKey: ctx.serviceRoleKey,
    db,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await closeDatabase();
    },
  };
}

type ClaimsResult = { ok: true; value: JwtClaims } | { ok: false; status: number; body: Record<string, unknown> };

/** The API gateway check Supabase does before any service: a valid project API key. */
async function gatewayKey(ctx: BackendContext, req: IncomingMessage, url: URL): Promise<ClaimsResult> {
  const key = header(req, 'apikey') ?? url.searchParams.get('apikey') ?? undefined;
  if (!key)
    return {
      ok: false,
      status: 401,
      body: { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
    };
  const verified = await verifyJwt(key, ctx.jwtSecret);
  if (!verified.ok || (verified.value.role !== 'anon' && verified.value.role !== 'service_role')) {
    return {
      ok: false,
      status: 401,
      body: { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
    };
  }
  return { ok: true, value: verified.value };
}

/** The role claims PostgREST and Storage act as: the bearer JWT, else the API key. */
async function requestClaims(ctx: BackendContext, req: IncomingMessage, apiKeyClaims: JwtClaims): Promise<ClaimsResult> {
  const authorization = req.headers.authorization;
  const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (!token) return { ok: true, value: apiKeyClaims };
  const verified = await verifyJwt(token, ctx.jwtSecret);
  if (!verified.ok) {
    return verified.error === 'expired'
      ? { ok: false, status: 401, body: { code: 'PGRST303', details: null, hint: null, message: 'JWT expired' } }
      : {
          ok: false,
          status: 401,
          body: { code: 'PGRST301', details: null, hint: null, message: 'No suitable key or wrong key type' },
        };
  }
  if (!isApiRole(verified.value.role)) {
    return {
      ok: false,
      status: 401,
      body: { code: 'PGRST301', details: null, hint: null, message: `role "${String(verified.value.role)}" is not allowed` },
    };
  }
  return { ok: true, value: verified.value };
}

async function route(ctx: BackendContext, rest: RestService, req: IncomingMessage, res: ServerResponse): Promise<void> {
  for (const [key, value] of Object.entries(corsHeaders(req))) res.setHeader(key, value);
  if (req.method === 'OPTIONS') {
    res.writeHead(204);
    res.end();
    return;
  }
  const url = new URL(req.url ?? '/', ctx.url);
  const path = url.pathname;
  const service = path.match(/^\/(auth|rest|storage)\/v1(\/.*)?$/);
  if (!service) return sendJson(res, 404, { error: 'not_found', message: `No route ${req.method} ${path}` });
  const [, name, rest_ = '/'] = service;
  const subPath = rest_ || '/';

  // Routes a browser opens directly: the emailed link, signed and public file URLs.
  if (name === 'auth' && req.method === 'GET' && subPath === '/verify') {
    await handleAuth(ctx, req, res, url, subPath);
    return;
  }
  if (name === 'storage' && (req.method === 'GET' || req.method === 'HEAD') && /^\/object\/(sign|public)\//.test(subPath)) {
    await handleStorage(ctx, req, res, url, subPath, undefined);
    return;
  }

  const key = await gatewayKey(ctx, req, url);
  if (!key.ok) return sendJson(res, key.status, key.body);
  if (name === 'auth') {
    if (!(await handleAuth(ctx, req, res, url, subPath))) sendJson(res, 404, { code: 'not_found', message: 'Not found' });
    return;
  }
  const claims = await requestClaims(ctx, req, key.value);
  if (!claims.ok) return sendJson(res, claims.status, claims.body);
  if (name === 'rest') return rest.handle(req, res, url, subPath, claims.value);
  if (!(await handleStorage(ctx, req, res, url, subPath, claims.value))) {
    sendJson(res, 404, { statusCode: '404', error: 'not_found', message: `No route ${req.method} ${path}` });
  }
}
