/**
 * POST /local/v1/sql — local only. Netlify functions run in worker threads and cannot share the
 * in-process PGlite, so they send read-only SQL here: `{ sql, params }` with
 * `Authorization: Bearer <service_role key>`, run in a READ ONLY transaction, answered with
 * `{ rows }`, or 400 `{ error, message }` for SQL errors. Production uses DATABASE_URL instead.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendContext } from './context.ts';
import { bearer, readJson, sendJson } from './http.ts';
import { verifyJwt } from './keys.ts';

/** JSON.stringify replacer for driver values JSON cannot hold (int8 as bigint, bytea). */
export function jsonSafe(_key: string, value: unknown): unknown {
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  return value;
}

export async function handleSql(ctx: BackendContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'POST') return sendJson(res, 405, { error: 'method_not_allowed', message: 'Use POST.' });
  const token = bearer(req);
  const verified = token ? await verifyJwt(token, ctx.jwtSecret) : undefined;
  if (!verified?.ok || verified.value.role !== 'service_role') {
    return sendJson(res, 401, { error: 'unauthorized', message: 'The service_role key is required.' });
  }
  const body = await readJson(req);
  const input = body.ok ? (body.value as { sql?: unknown; params?: unknown }) : undefined;
  if (
    !input ||
    typeof input.sql !== 'string' ||
    input.sql.trim() === '' ||
    (input.params !== undefined && !Array.isArray(input.params))
  ) {
    return sendJson(res, 400, { error: 'invalid_request', message: 'Send JSON { "sql": string, "params": unknown[] }.' });
  }
  const sql = input.sql;
  const params = (input.params ?? []) as unknown[];
  try {
    const rows = await ctx.db.transaction(async (tx) => {
      await tx.exec('set transaction read only');
      const result = await tx.query(sql, params);
      return result.rows;
    });
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ rows }, jsonSafe));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    sendJson(res, 400, { error: 'sql_error', message });
  }
}
