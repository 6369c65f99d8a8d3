/**
 * What PostgREST keeps in its schema cache, read from the catalogue of the `public` schema:
 * relations with their columns and keys, foreign keys (for embedding) and functions (for rpc).
 */
import type { Database } from '../../db/database.ts';

export interface Relation {
  name: string;
  columns: string[];
  primaryKey: string[];
  /** Column sets with a primary key or unique constraint. */
  uniqueKeys: string[][];
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  foreignTable: string;
  foreignColumns: string[];
}

export interface DbFunction {
  name: string;
  /** Input argument names and SQL types, in order. */
  args: { name: string; type: string }[];
  returnsSet: boolean;
  returnsComposite: boolean;
}

export interface SchemaCache {
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  functions: Map<string, DbFunction>;
}

export async function loadSchemaCache(db: Database): Promise<SchemaCache> {
  const relations = await db.query<{ name: string; columns: string[]; keys: { cols: string[]; pk: boolean }[] | null }>(`
    select c.relname as name,
      (select json_agg(a.attname::text order by a.attnum) from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
      (select json_agg(json_build_object('pk', k.contype = 'p', 'cols',
          (select json_agg(a.attname::text order by u.i) from unnest(k.conkey) with ordinality u(n, i)
            join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n)))
        from pg_constraint k where k.conrelid = c.oid and k.contype in ('p', 'u')) as keys
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')`);
  const foreignKeys = await db.query<ForeignKey>(`
    select k.conname::text as name, cl.relname::text as "table", fcl.relname::text as "foreignTable",
      (select json_agg(a.attname::text order by u.i) from unnest(k.conkey) with ordinality u(n, i)
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n) as columns,
      (select json_agg(a.attname::text order by u.i) from unnest(k.confkey) with ordinality u(n, i)
        join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n) as "foreignColumns"
    from pg_constraint k
      join pg_class cl on cl.oid = k.conrelid join pg_namespace n on n.oid = cl.relnamespace
      join pg_class fcl on fcl.oid = k.confrelid join pg_namespace fn on fn.oid = fcl.relnamespace
    where k.contype = 'f' and n.nspname = 'public' and fn.nspname = 'public'`);
  const functions = await db.query<{
    name: string;
    names: string[] | null;
    modes: string[] | null;
    types: string[] | null;
    retset: boolean;
    composite: boolean;
  }>(`
    select p.proname::text as name, to_json(p.proargnames) as names, to_json(p.proargmodes::text[]) as modes,
      (select json_agg(format_type(t, null) order by i) from unnest(p.proargtypes::oid[]) with ordinality x(t, i)) as types,
      p.proretset as retset, (rt.typtype = 'c' or rt.oid = 'record'::regtype) as composite
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
    where n.nspname = 'public' and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')`);

  const cache: SchemaCache = { relations: new Map(), foreignKeys: foreignKeys.rows, functions: new Map() };
  for (const row of relations.rows) {
    const keys = row.keys ?? [];
    cache.relations.set(row.name, {
      name: row.name,
      columns: row.columns ?? [],
      primaryKey: keys.find((k) => k.pk)?.cols ?? [],
      uniqueKeys: keys.map((k) => k.cols),
    });
  }
  for (const fn of functions.rows) {
    const names = fn.names ?? [];
    const modes = fn.modes ?? names.map(() => 'i');
    const inputNames = names.filter((_, i) => ['i', 'b', 'v'].includes(modes[i] ?? 'i'));
    const types = fn.types ?? [];
    cache.functions.set(fn.name, {
      name: fn.name,
      args: types.map((type, i) => ({ name: inputNames[i] ?? `$${i + 1}`, type })),
      returnsSet: fn.retset,
      returnsComposite: fn.composite,
    });
  }
  return cache;
}

export type Embedding =
  { kind: 'to-many'; fk: ForeignKey } | { kind: 'to-one-child'; fk: ForeignKey } | { kind: 'to-one-parent'; fk: ForeignKey };

/** How `child` embeds into `parent`: the child references the parent (to-many, or to-one when the
 * referencing columns are unique), or the parent references the child (to-one). */
export function findEmbedding(cache: SchemaCache, parent: string, child: string, hint?: string): Embedding | undefined {
  const matches = (fk: ForeignKey) => !hint || fk.name === hint || fk.columns.includes(hint);
  const childFk = cache.foreignKeys.find((fk) => fk.table === child && fk.foreignTable === parent && matches(fk));
  if (childFk) {
    const unique = cache.relations
      .get(child)
      ?.uniqueKeys.some((key) => key.length === childFk.columns.length && key.every((c) => childFk.columns.includes(c)));
    return { kind: unique ? 'to-one-child' : 'to-many', fk: childFk };
  }
  const parentFk = cache.foreignKeys.find((fk) => fk.table === parent && fk.foreignTable === child && matches(fk));
  return parentFk ? { kind: 'to-one-parent', fk: parentFk } : undefined;
}
