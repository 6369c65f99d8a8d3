/**
 * `/api/v1/keys`: the account's named keys over the API (src/lib/api/v1/keys-api.ts), signed in
 * with a Supabase session's access token (`Authorization: Bearer <access token>`), never with an
 * API key: a key that leaks cannot mint more keys that outlive it. Each call runs the dashboard's
 * own database functions as the signed-in user (through Supabase with the user's token, so RLS and
 * auth.uid() hold exactly as on /api-keys): nothing here can touch credits, plan or the account key.
 *   GET /keys · POST /keys · GET /keys/{id} · POST /keys/{id}/rotate · DELETE /keys/{id}
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { keyRow, type KeyRow } from '../../src/lib/api/keys/key-row.ts';
import { apiKeyOf, readCreateKeyBody } from '../../src/lib/api/v1/keys-api.ts';
import { readBearerToken, verifyBearer } from './auth.ts';
import { hashKey, rateLimitHeaders, takeRateLimit } from './rate-limit.ts';
import { jsonError, jsonResponse } from './respond.ts';
import { sqlClient } from './sql-client.ts';
import { adminClient } from './supabase-admin.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PRIVATE = { 'cache-control': 'private, no-store' };
/** Key changes per account per minute: plenty for automation, little for a stolen session. */
export const KEYS_RULE = { bucket: 'api-keys-manage', windowSeconds: 60, limit: 30 };

const SESSION_NEEDED =
  'Key management takes your signed-in session’s access token in Authorization: Bearer <access token> (from Supabase Auth, as the dashboard uses), not an API key.';

function answer(status: number, data: unknown, requestId: string, path: string, headers: Record<string, string> = {}): Response {
  return jsonResponse(
    status,
    { data, meta: { requestId, apiVersion: 'v1', endpoint: path, sandbox: false, dataDate: null, sources: [] } },
    { ...PRIVATE, ...headers },
  );
}

/** Supabase as the signed-in user (the service key opens the gateway; the user's token sets the role). */
function asUser(token: string): SupabaseClient {
  const url = process.env['SUPABASE_URL']?.trim() ?? '';
  const gateway = process.env['SUPABASE_ANON_KEY']?.trim() || process.env['SUPABASE_SERVICE_ROLE_KEY']?.trim() || '';
  return createClient(url, gateway, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
}

/** The answer for a database refusal, in the API's codes. */
function refused(error: { code?: string; message?: string }): Response {
  const message = error.message ?? 'The key could not be changed.';
  if (error.code === '22023') return jsonError(400, 'invalid_request', message);
  if (error.code === 'P0002' || error.code === '22P02')
    return jsonError(404, 'not_found', 'There is no such active key on this account.');
  if (error.code === '54000') return jsonError(409, 'key_limit_reached', message);
  if (error.code === '42501' || error.code === 'PGRST301' || error.code === 'PGRST303')
    return jsonError(401, 'unauthorized', SESSION_NEEDED, { 'www-authenticate': 'Bearer' });
  return jsonError(503, 'data_unavailable', 'We could not reach your keys just now. Please try again in a moment.');
}

async function keysOf(client: SupabaseClient): Promise<KeyRow[] | Response> {
  const { data, error } = await client.rpc('api_keys_mine');
  if (error) return refused(error);
  const parsed = z.array(keyRow).safeParse(data);
  return parsed.success ? parsed.data : jsonError(503, 'data_unavailable', 'Your keys came back in a shape we did not expect.');
}

async function oneKey(client: SupabaseClient, id: string): Promise<KeyRow | Response> {
  const rows = await keysOf(client);
  if (rows instanceof Response) return rows;
  return rows.find((r) => r.id === id) ?? jsonError(404, 'not_found', 'There is no such key on this account.');
}

const methodNotAllowed = (allowed: string) =>
  jsonError(405, 'method_not_allowed', `Use ${allowed} for this endpoint.`, { allow: allowed });

/** Answers a request below /api/v1/keys (`rest` is the path after /keys: "", "/{id}", "/{id}/rotate"). */
export async function manageKeys(request: Request, rest: string, requestId: string): Promise<Response> {
  const token = readBearerToken(request);
  // A JWT has three dot-separated parts; an API key (x-api-key, or as a Bearer token) has none.
  if (request.headers.has('x-api-key') || !token || token.split('.').length !== 3)
    return jsonError(401, 'unauthorized', SESSION_NEEDED, { 'www-authenticate': 'Bearer' });
  const user = await verifyBearer(request, adminClient());
  if (!user) return jsonError(401, 'unauthorized', SESSION_NEEDED, { 'www-authenticate': 'Bearer' });
  const decision = await takeRateLimit(KEYS_RULE, hashKey('api-keys-manage', user.id), sqlClient());
  const limits = { ...rateLimitHeaders(decision, KEYS_RULE.windowSeconds), 'ratelimit-policy': `${decision.limit};w=60` };
  const out = (response: Response) => {
    for (const [name, value] of Object.entries(limits)) if (!response.headers.has(name)) response.headers.set(name, value);
    return response;
  };
  if (!decision.allowed)
    return out(
      jsonError(429, 'rate_limited', `Too many key changes: ${decision.limit} a minute. Retry after the seconds in Retry-After.`),
    );
  const client = asUser(token);
  const path = `/keys${rest}`;
  const [, id = '', action = ''] = rest.split('/');

  if (rest === '') {
    if (request.method === 'GET') {
      const rows = await keysOf(client);
      return out(rows instanceof Response ? rows : answer(200, rows.map(apiKeyOf), requestId, path));
    }
    if (request.method !== 'POST') return out(methodNotAllowed('GET, POST'));
    const json = (await request.json().catch(() => undefined)) as unknown;
    const read = readCreateKeyBody(json);
    if (!read.ok) return out(jsonError(400, 'invalid_request', read.message, {}, { parameter: read.parameter }));
    const { data, error } = await client.rpc('api_key_create', {
      p_label: read.value.label,
      p_endpoints: read.value.endpoints,
      p_monthly_cap: read.value.monthlyCap,
    });
    if (error) return out(refused(error));
    const made = (Array.isArray(data) ? data[0] : data) as { id?: string; api_key?: string } | null;
    const row = made?.id ? await oneKey(client, made.id) : null;
    if (!row || row instanceof Response || !made?.api_key) return out(row instanceof Response ? row : refused({}));
    return out(answer(201, { ...apiKeyOf(row), key: made.api_key }, requestId, path, { location: `/api/v1/keys/${row.id}` }));
  }
  if (!UUID.test(id) || (action !== '' && action !== 'rotate') || rest.split('/').length > 3)
    return out(jsonError(404, 'not_found', `There is no endpoint at /api/v1${path}. Keys are at /api/v1/keys/{id}.`));
  if (action === 'rotate') {
    if (request.method !== 'POST') return out(methodNotAllowed('POST'));
    const { data, error } = await client.rpc('api_key_rotate', { p_id: id });
    if (error || typeof data !== 'string') return out(refused(error ?? {}));
    const row = await oneKey(client, id);
    return out(row instanceof Response ? row : answer(200, { ...apiKeyOf(row), key: data }, requestId, path));
  }
  if (request.method === 'GET') {
    const row = await oneKey(client, id);
    return out(row instanceof Response ? row : answer(200, apiKeyOf(row), requestId, path));
  }
  if (request.method !== 'DELETE') return out(methodNotAllowed('GET, DELETE'));
  const { error } = await client.rpc('api_key_revoke', { p_id: id });
  if (error) return out(refused(error));
  const row = await oneKey(client, id);
  return out(row instanceof Response ? row : answer(200, apiKeyOf(row), requestId, path));
}
