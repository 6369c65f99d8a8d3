/**
 * The PostgREST subset supabase-js sends for this product, on /rest/v1: read (GET/HEAD) with
 * select and embedding, filters, order, limit/offset, single object; insert/upsert (POST),
 * update (PATCH), delete (DELETE) with Prefer return=representation|minimal; and POST
 * /rpc/<function>. Each request is one transaction as the JWT's role (see as-role.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendContext } from '../context.ts';
import { asRole } from '../as-role.ts';
import { header, readJson, sendEmpty, sendJson } from '../http.ts';
import type { JwtClaims } from '../keys.ts';
import { parseParams, parsePrefer, type ReadParams } from './parse-request.ts';
import { restErrorFrom } from './pg-errors.ts';
import {
  jsonBody,
  noColumn,
  noWritableColumn,
  noRelation,
  orderSql,
  quoteIdent as q,
  selectList,
  whereSql,
  type RestError,
} from './query-builder.ts';
import { loadSchemaCache, type SchemaCache } from './schema-cache.ts';
import { parseSelect } from './select-parser.ts';

type Statement = { ok: true; value: { sql: string; params: unknown[] } } | { ok: false; error: RestError };

const OBJECT_ACCEPT = 'application/vnd.pgrst.object+json';

export class RestService {
  #ctx: BackendContext;
  #cache: SchemaCache | undefined;

  constructor(ctx: BackendContext) {
    this.#ctx = ctx;
  }

  /** Forgets the schema cache (after migrations); it reloads on the next request. */
  reloadSchema(): void {
    this.#cache = undefined;
  }

  async #schema(name: string, isFunction = false): Promise<SchemaCache> {
    const known = isFunction ? this.#cache?.functions.has(name) : this.#cache?.relations.has(name);
    if (!this.#cache || !known) this.#cache = await loadSchemaCache(this.#ctx.db);
    return this.#cache;
  }

  async handle(req: IncomingMessage, res: ServerResponse, url: URL, path: string, claims: JwtClaims): Promise<void> {
    const profile = header(req, req.method === 'GET' || req.method === 'HEAD' ? 'accept-profile' : 'content-profile');
    if (profile && profile !== 'public') {
      return sendError(res, {
        status: 406,
        code: 'PGRST106',
        message: 'The schema must be one of the following: public',
        details: null,
        hint: null,
      });
    }
    const params = parseParams(url.searchParams);
    if (!params.ok) return sendError(res, { status: 400, code: 'PGRST100', message: params.error, details: null, hint: null });
    const single = (header(req, 'accept') ?? '').includes(OBJECT_ACCEPT);
    const prefer = parsePrefer(header(req, 'prefer'));
    const segments = path.split('/').filter(Boolean);
    let statement: Statement;
    let status = 200;
    const isRpc = segments[0] === 'rpc' && segments.length === 2;
    if (isRpc) {
      if (req.method !== 'POST')
        return sendError(res, {
          status: 405,
          code: 'PGRST117',
          message: `Unsupported HTTP method: ${req.method}`,
          details: null,
          hint: null,
        });
      const body = await readJson(req);
      if (!body.ok || typeof body.value !== 'object' || body.value === null || Array.isArray(body.value)) {
        return sendError(res, { status: 400, code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null });
      }
      statement = this.#rpc(await this.#schema(segments[1]!, true), segments[1]!, body.value as Record<string, unknown>);
    } else if (segments.length === 1) {
      const table = segments[0]!;
      const cache = await this.#schema(table);
      if (req.method === 'GET' || req.method === 'HEAD') statement = this.#read(cache, table, params.value);
      else if (req.method === 'DELETE') statement = this.#delete(cache, table, params.value, prefer);
      else if (req.method === 'POST' || req.method === 'PATCH') {
        const body = await readJson(req, 10_000_000);
        if (!body.ok || typeof body.value !== 'object' || body.value === null) {
          return sendError(res, { status: 400, code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null });
        }
        statement =
          req.method === 'POST'
            ? this.#insert(cache, table, params.value, prefer, body.value)
            : this.#update(cache, table, params.value, prefer, body.value);
        if (req.method === 'POST') status = 201;
      } else
        return sendError(res, {
          status: 405,
          code: 'PGRST117',
          message: `Unsupported HTTP method: ${req.method}`,
          details: null,
          hint: null,
        });
    } else {
      return sendError(res, {
        status: 404,
        code: 'PGRST125',
        message: `Invalid path specified in request URL`,
        details: null,
        hint: null,
      });
    }
    if (!statement.ok) return sendError(res, statement.error);

    const role = typeof claims.role === 'string' ? claims.role : 'anon';
    const { sql, params: values } = statement.value;
    let result: { body: string | null; n: number } | undefined;
    try {
      result = await asRole(this.#ctx.db, claims, async (tx) => {
        const { rows } = await tx.query<{ body: string | null; n: number }>(sql, values);
        const row = rows[0] ?? { body: null, n: 0 };
        if (single && !isRpc && row.n !== 1) throw new SingleRowError(row.n);
        return row;
      });
    } catch (error) {
      if (error instanceof SingleRowError) {
        return sendError(res, {
          status: 406,
          code: 'PGRST116',
          message: 'JSON object requested, multiple (or no) rows returned',
          details: `The result contains ${error.rows} rows`,
          hint: null,
        });
      }
      return sendError(res, restErrorFrom(error, role));
    }

    const minimal = !isRpc && req.method !== 'GET' && req.method !== 'HEAD' && prefer.get('return') !== 'representation';
    const range = result.n > 0 ? `0-${result.n - 1}/*` : '*/*';
    if (minimal) return sendEmpty(res, req.method === 'POST' ? 201 : 204, { 'content-range': range });
    let text = result.body ?? 'null';
    if (single) {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) {
        if (parsed.length !== 1) {
          return sendError(res, {
            status: 406,
            code: 'PGRST116',
            message: 'JSON object requested, multiple (or no) rows returned',
            details: `The result contains ${parsed.length} rows`,
            hint: null,
          });
        }
        text = JSON.stringify(parsed[0]);
      }
    }
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-range': range });
    res.end(req.method === 'HEAD' ? undefined : text);
  }

  #read(cache: SchemaCache, table: string, params: ReadParams): Statement {
    const items = parseSelect(params.select);
    if (!items.ok)
      return { ok: false, error: { status: 400, code: 'PGRST100', message: items.error, details: null, hint: null } };
    const list = selectList(cache, table, '_0', items.value);
    if (!list.ok) return list;
    const values: unknown[] = [];
    const where = whereSql(cache, table, '_0', params.filters, values, list.value.innerConditions);
    if (!where.ok) return where;
    const order = orderSql(cache, table, '_0', params.order);
    if (!order.ok) return order;
    const limit = params.limit !== undefined ? `limit ${params.limit}` : '';
    const offset = params.offset !== undefined ? `offset ${params.offset}` : '';
    const source = `from public.${q(table)} _0 ${where.value} ${order.value} ${limit} ${offset}`;
    return { ok: true, value: { sql: jsonBody(list.value.list, source), params: values } };
  }

  /** `returning` rows reshaped through the select list (representation) or just counted. */
  #returning(cache: SchemaCache, table: string, params: ReadParams, mutation: string, values: unknown[]): Statement {
    const items = parseSelect(params.select);
    if (!items.ok)
      return { ok: false, error: { status: 400, code: 'PGRST100', message: items.error, details: null, hint: null } };
    const list = selectList(cache, table, '_0', items.value);
    if (!list.ok) return list;
    const sql = `with _m as (${mutation} returning _0.*) ${jsonBody(list.value.list, 'from _m _0')}`;
    return { ok: true, value: { sql, params: values } };
  }

  #mutation(
    cache: SchemaCache,
    table: string,
    params: ReadParams,
    prefer: Map<string, string>,
    mutation: string,
    values: unknown[],
  ): Statement {
    if (prefer.get('return') === 'representation') return this.#returning(cache, table, params, mutation, values);
    return {
      ok: true,
      value: {
        sql: `with _m as (${mutation} returning 1) select null::text as body, count(*)::int as n from _m`,
        params: values,
      },
    };
  }

  #insert(cache: SchemaCache, table: string, params: ReadParams, prefer: Map<string, string>, body: object): Statement {
    const relation = cache.relations.get(table);
    if (!relation) return { ok: false, error: noRelation(table) };
    const rows = (Array.isArray(body) ? body : [body]) as Record<string, unknown>[];
    if (rows.some((row) => typeof row !== 'object' || row === null || Array.isArray(row))) {
      return {
        ok: false,
        error: { status: 400, code: 'PGRST102', message: 'All object keys must match', details: null, hint: null },
      };
    }
    const columns = params.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
    const missing = columns.find((c) => !relation.columns.includes(c));
    if (missing) return { ok: false, error: noWritableColumn(table, missing) };
    const cols = columns.map(q).join(', ');
    const values: unknown[] = columns.length ? [JSON.stringify(rows)] : [];
    // An empty array inserts nothing; an empty object inserts one row of defaults (as PostgREST).
    const source = columns.length
      ? `(${cols}) select ${cols} from json_populate_recordset(null::public.${q(table)}, $1::json)`
      : rows.length === 0
        ? `overriding system value select * from public.${q(table)} where false`
        : `default values`;
    let conflict = '';
    const resolution = prefer.get('resolution');
    if (resolution === 'merge-duplicates' || resolution === 'ignore-duplicates') {
      const target = params.onConflict ?? relation.primaryKey;
      const bad = target.find((c) => !relation.columns.includes(c));
      if (bad) return { ok: false, error: noColumn(table, bad) };
      const updates = columns.filter((c) => !target.includes(c)).map((c) => `${q(c)} = excluded.${q(c)}`);
      conflict =
        resolution === 'ignore-duplicates' || updates.length === 0
          ? `on conflict (${target.map(q).join(', ')}) do nothing`
          : `on conflict (${target.map(q).join(', ')}) do update set ${updates.join(', ')}`;
    }
    return this.#mutation(cache, table, params, prefer, `insert into public.${q(table)} as _0 ${source} ${conflict}`, values);
  }

  #update(cache: SchemaCache, table: string, params: ReadParams, prefer: Map<string, string>, body: object): Statement {
    const relation = cache.relations.get(table);
    if (!relation) return { ok: false, error: noRelation(table) };
    if (Array.isArray(body))
      return {
        ok: false,
        error: { status: 400, code: 'PGRST102', message: 'Expected a JSON object for update', details: null, hint: null },
      };
    const columns = Object.keys(body);
    const missing = columns.find((c) => !relation.columns.includes(c));
    if (missing) return { ok: false, error: noWritableColumn(table, missing) };
    if (columns.length === 0) return this.#read(cache, table, { ...params, limit: 0 });
    const values: unknown[] = [JSON.stringify(body)];
    const where = whereSql(cache, table, '_0', params.filters, values);
    if (!where.ok) return where;
    const sets = columns.map((c) => `${q(c)} = _v.${q(c)}`).join(', ');
    const mutation = `update public.${q(table)} as _0 set ${sets} from json_populate_record(null::public.${q(table)}, $1::json) _v ${where.value}`;
    return this.#mutation(cache, table, params, prefer, mutation, values);
  }

  #delete(cache: SchemaCache, table: string, params: ReadParams, prefer: Map<string, string>): Statement {
    const values: unknown[] = [];
    const where = whereSql(cache, table, '_0', params.filters, values);
    if (!where.ok) return where;
    return this.#mutation(cache, table, params, prefer, `delete from public.${q(table)} as _0 ${where.value}`, values);
  }

  #rpc(cache: SchemaCache, name: string, args: Record<string, unknown>): Statement {
    const fn = cache.functions.get(name);
    const keys = Object.keys(args);
    if (!fn || keys.some((k) => !fn.args.some((a) => a.name === k))) {
      return {
        ok: false,
        error: {
          status: 404,
          code: 'PGRST202',
          message: `Could not find the function public.${name}(${keys.join(', ')}) in the schema cache`,
          details: null,
          hint: null,
        },
      };
    }
    const values: unknown[] = [];
    const named = fn.args
      .filter((a) => keys.includes(a.name))
      .map((a) => {
        const value = args[a.name];
        values.push(
          value === null || value === undefined ? null : typeof value === 'object' ? JSON.stringify(value) : String(value),
        );
        return `${q(a.name)} => $${values.length}::${a.type}`;
      });
    const call = `public.${q(name)}(${named.join(', ')})`;
    const sql = fn.returnsSet
      ? `select coalesce(json_agg(_r), '[]'::json)::text as body, count(*)::int as n from ${call} _r`
      : fn.returnsComposite
        ? `select to_json(_r)::text as body, 1 as n from ${call} _r`
        : `select to_json(${call})::text as body, 1 as n`;
    return { ok: true, value: { sql, params: values } };
  }
}

class SingleRowError extends Error {
  rows: number;
  constructor(rows: number) {
    super('single row expected');
    this.rows = rows;
  }
}

function sendError(res: ServerResponse, error: RestError): void {
  const { status, ...body } = error;
  sendJson(res, status, { code: body.code, details: body.details ?? null, hint: body.hint ?? null, message: body.message });
}
