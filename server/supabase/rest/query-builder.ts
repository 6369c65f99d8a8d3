/**
 * Turns parsed PostgREST requests into one SQL statement whose single row holds the JSON body
 * (as text) and the number of rows, the way PostgREST builds its queries. Identifiers are
 * checked against the schema cache and quoted; every value is a bound parameter.
 */
import type { Filter } from './filters.ts';
import { filterSql } from './filters.ts';
import { findEmbedding, type SchemaCache } from './schema-cache.ts';
import type { SelectItem } from './select-parser.ts';

export interface RestError {
  status: number;
  code: string;
  message: string;
  details?: string | null;
  hint?: string | null;
}

export type Built = { ok: true; value: string } | { ok: false; error: RestError };

export interface OrderTerm {
  column: string;
  direction: 'asc' | 'desc';
  nulls?: 'nullsfirst' | 'nullslast';
}

const q = (ident: string): string => `"${ident.replaceAll('"', '""')}"`;

export function noRelation(table: string): RestError {
  return {
    status: 404,
    code: 'PGRST205',
    message: `Could not find the table 'public.${table}' in the schema cache`,
    details: null,
    hint: null,
  };
}

/** A written column the table does not have (PostgREST's schema-cache miss on insert/update). */
export function noWritableColumn(table: string, column: string): RestError {
  return {
    status: 400,
    code: 'PGRST204',
    message: `Could not find the '${column}' column of '${table}' in the schema cache`,
    details: null,
    hint: null,
  };
}

export function noColumn(table: string, column: string): RestError {
  return { status: 400, code: '42703', message: `column ${table}.${column} does not exist`, details: null, hint: null };
}

interface SelectSql {
  list: string;
  innerConditions: string[];
}

type SelectBuilt = { ok: true; value: SelectSql } | { ok: false; error: RestError };

/** The select list for `items` on `table` aliased `alias`. */
export function selectList(
  cache: SchemaCache,
  table: string,
  alias: string,
  items: SelectItem[],
  counter = { n: 0 },
): SelectBuilt {
  const relation = cache.relations.get(table);
  if (!relation) return { ok: false, error: noRelation(table) };
  const parts: string[] = [];
  const innerConditions: string[] = [];
  for (const item of items) {
    if (item.kind === 'star') {
      parts.push(`${alias}.*`);
      continue;
    }
    if (item.kind === 'column') {
      if (!relation.columns.includes(item.name)) return { ok: false, error: noColumn(table, item.name) };
      parts.push(`${alias}.${q(item.name)}${item.cast ? `::${item.cast}` : ''} as ${q(item.alias ?? item.name)}`);
      continue;
    }
    const embedding = findEmbedding(cache, table, item.relation, item.hint);
    if (!embedding) {
      return {
        ok: false,
        error: {
          status: 400,
          code: 'PGRST200',
          message: `Could not find a relationship between '${table}' and '${item.relation}' in the schema cache`,
          details: null,
          hint: null,
        },
      };
    }
    counter.n += 1;
    const child = `_${counter.n}`;
    const inner = selectList(cache, item.relation, child, item.items, counter);
    if (!inner.ok) return inner;
    const { fk } = embedding;
    const join =
      embedding.kind === 'to-one-parent'
        ? fk.columns.map((c, i) => `${child}.${q(fk.foreignColumns[i]!)} = ${alias}.${q(c)}`).join(' and ')
        : fk.columns.map((c, i) => `${child}.${q(c)} = ${alias}.${q(fk.foreignColumns[i]!)}`).join(' and ');
    const where = [join, ...inner.value.innerConditions].join(' and ');
    const from = `from public.${q(item.relation)} ${child} where ${where}`;
    const name = q(item.alias ?? item.relation);
    if (embedding.kind === 'to-many') {
      parts.push(
        `coalesce((select json_agg(${child}_r) from (select ${inner.value.list} ${from}) ${child}_r), '[]'::json) as ${name}`,
      );
    } else {
      parts.push(`(select to_json(${child}_r) from (select ${inner.value.list} ${from} limit 1) ${child}_r) as ${name}`);
    }
    if (item.inner) innerConditions.push(`exists (select 1 ${from})`);
  }
  return { ok: true, value: { list: parts.join(', ') || `${alias}.*`, innerConditions } };
}

export function whereSql(
  cache: SchemaCache,
  table: string,
  alias: string,
  filters: Filter[],
  params: unknown[],
  extra: string[] = [],
): Built {
  const relation = cache.relations.get(table);
  if (!relation) return { ok: false, error: noRelation(table) };
  const conditions = [...extra];
  for (const filter of filters) {
    if (!relation.columns.includes(filter.column)) return { ok: false, error: noColumn(table, filter.column) };
    conditions.push(filterSql(filter, alias, params));
  }
  return { ok: true, value: conditions.length ? `where ${conditions.join(' and ')}` : '' };
}

export function orderSql(cache: SchemaCache, table: string, alias: string, order: OrderTerm[]): Built {
  const relation = cache.relations.get(table);
  if (!relation) return { ok: false, error: noRelation(table) };
  const terms: string[] = [];
  for (const term of order) {
    if (!relation.columns.includes(term.column)) return { ok: false, error: noColumn(table, term.column) };
    const nulls = term.nulls === 'nullsfirst' ? ' nulls first' : term.nulls === 'nullslast' ? ' nulls last' : '';
    terms.push(`${alias}.${q(term.column)} ${term.direction}${nulls}`);
  }
  return { ok: true, value: terms.length ? `order by ${terms.join(', ')}` : '' };
}

/** Wraps a row source (`from …` with alias _0) into `select <body text>, <row count>`. */
export function jsonBody(list: string, source: string): string {
  return `select coalesce(json_agg(_r), '[]'::json)::text as body, count(_r)::int as n from (select ${list} ${source}) _r`;
}

export { q as quoteIdent };
