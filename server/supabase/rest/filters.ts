/**
 * PostgREST horizontal filters (`col=op.value`): eq, neq, gt, gte, lt, lte, like, ilike, is,
 * in, each optionally negated with `not.`. Values become bound parameters.
 */

export interface Filter {
  column: string;
  operator: 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'is' | 'in';
  negate: boolean;
  /** `in` holds a list; `is` holds null | true | false | unknown; others a string. */
  value: string | string[] | null | boolean;
}

export type FilterResult = { ok: true; value: Filter } | { ok: false; error: string };

const OPERATORS = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'is', 'in']);
const SQL_OPERATORS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
};

/** Parses `(a,b,"c,d")` into its items. */
export function parseList(text: string): string[] | undefined {
  if (!text.startsWith('(') || !text.endsWith(')')) return undefined;
  const body = text.slice(1, -1);
  if (body === '') return [];
  const items: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (ch === '\\' && quoted && i + 1 < body.length) {
      current += body[++i];
    } else if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      items.push(current);
      current = '';
    } else current += ch;
  }
  items.push(current);
  return items;
}

export function parseFilter(column: string, raw: string): FilterResult {
  let text = raw;
  let negate = false;
  if (text.startsWith('not.')) {
    negate = true;
    text = text.slice(4);
  }
  const dot = text.indexOf('.');
  const operator = dot < 0 ? text : text.slice(0, dot);
  const operand = dot < 0 ? '' : text.slice(dot + 1);
  if (!OPERATORS.has(operator)) return { ok: false, error: `"failed to parse filter (${raw})" (line 1, column 1)` };
  if (operator === 'in') {
    const list = parseList(operand);
    if (!list) return { ok: false, error: `"failed to parse filter (${raw})" (line 1, column 4)` };
    return { ok: true, value: { column, operator: 'in', negate, value: list } };
  }
  if (operator === 'is') {
    const map: Record<string, null | boolean> = { null: null, true: true, false: false };
    if (!(operand.toLowerCase() in map)) return { ok: false, error: `"failed to parse filter (${raw})" (line 1, column 4)` };
    return { ok: true, value: { column, operator: 'is', negate, value: map[operand.toLowerCase()]! } };
  }
  return { ok: true, value: { column, operator: operator as Filter['operator'], negate, value: operand } };
}

/** SQL for one filter on `alias`; pushes its parameters onto `params`. Columns must already be validated. */
export function filterSql(filter: Filter, alias: string, params: unknown[]): string {
  const column = `${alias}."${filter.column}"`;
  let sql: string;
  if (filter.operator === 'is') {
    sql = `${column} is ${filter.value === null ? 'null' : filter.value ? 'true' : 'false'}`;
  } else if (filter.operator === 'in') {
    const list = filter.value as string[];
    if (list.length === 0) sql = 'false';
    else {
      const placeholders = list.map((item) => {
        params.push(item);
        return `$${params.length}`;
      });
      sql = `${column} in (${placeholders.join(', ')})`;
    }
  } else {
    let value = filter.value as string;
    if (filter.operator === 'like' || filter.operator === 'ilike') value = value.replaceAll('*', '%');
    params.push(value);
    const left = filter.operator === 'like' || filter.operator === 'ilike' ? `${column}::text` : column;
    sql = `${left} ${SQL_OPERATORS[filter.operator]} $${params.length}`;
  }
  return filter.negate ? `not (${sql})` : sql;
}
