/** Reads the PostgREST parts of a request URL: select, filters, order, limit and offset. */
import { parseFilter, type Filter } from './filters.ts';
import type { OrderTerm } from './query-builder.ts';

export interface ReadParams {
  select: string | null;
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  onConflict?: string[];
  columns?: string[];
}

export type ParamsResult = { ok: true; value: ReadParams } | { ok: false; error: string };

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'apikey']);

function parseOrder(text: string): OrderTerm[] | undefined {
  const terms: OrderTerm[] = [];
  for (const part of text.split(',')) {
    const [column, ...modifiers] = part.split('.');
    if (!column) return undefined;
    const term: OrderTerm = { column, direction: 'asc' };
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') term.direction = modifier;
      else if (modifier === 'nullsfirst' || modifier === 'nullslast') term.nulls = modifier;
      else return undefined;
    }
    terms.push(term);
  }
  return terms;
}

const nonNegativeInt = (text: string | null): number | undefined | null => {
  if (text === null) return undefined;
  return /^\d+$/.test(text) ? Number(text) : null;
};

export function parseParams(search: URLSearchParams): ParamsResult {
  const filters: Filter[] = [];
  for (const [key, value] of search) {
    if (RESERVED.has(key)) continue;
    if (key === 'or' || key === 'and' || key.includes('.')) {
      return { ok: false, error: `Filter "${key}" is not supported by the local backend` };
    }
    const filter = parseFilter(key, value);
    if (!filter.ok) return filter;
    filters.push(filter.value);
  }
  const params: ReadParams = { select: search.get('select'), filters, order: [] };
  const order = search.get('order');
  if (order) {
    const terms = parseOrder(order);
    if (!terms) return { ok: false, error: `"failed to parse order (${order})" (line 1, column 1)` };
    params.order = terms;
  }
  const limit = nonNegativeInt(search.get('limit'));
  const offset = nonNegativeInt(search.get('offset'));
  if (limit === null || offset === null) return { ok: false, error: 'limit and offset must be non-negative integers' };
  if (limit !== undefined) params.limit = limit;
  if (offset !== undefined) params.offset = offset;
  const onConflict = search.get('on_conflict');
  if (onConflict) params.onConflict = onConflict.split(',');
  const columns = search.get('columns');
  if (columns) params.columns = columns.split(',').map((c) => c.replaceAll('"', ''));
  return { ok: true, value: params };
}

/** Prefer header → map (return, count, resolution, missing, tx). */
export function parsePrefer(header: string | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (header ?? '').split(',')) {
    const [key, value] = part.trim().split('=');
    if (key) map.set(key, value ?? '');
  }
  return map;
}
