/**
 * A small in-process cache for public, deterministic answers keyed by postcode (the postcode
 * report): the same postcode asked again, or by 200 people at once, is computed once. Entries
 * belong to the database client they were read from and are dropped as soon as an import bumps
 * `open_data.import_state.version` (checked at most once per `versionTtlMs`, one query shared by
 * every request waiting on it). Least recently used entries go first past `maxEntries`.
 */
import type { SqlClient } from '../sql-client.ts';

export interface AnswerCacheOptions {
  /** Most answers kept per database client (default 2,000). */
  maxEntries?: number;
  /** How long a read of the import version is trusted, in ms (default 1,000). */
  versionTtlMs?: number;
  now?: () => number;
}

interface PerClient<T> {
  version: number | null;
  checkedAt: number;
  checking: Promise<number | null> | null;
  entries: Map<string, Promise<T>>;
}

export interface AnswerCache<T> {
  /** The cached answer for `key`, or `produce()`'s (shared by concurrent callers; failures are not kept). */
  get(db: SqlClient, key: string, produce: () => Promise<T>): Promise<T>;
}

export function createAnswerCache<T>(options: AnswerCacheOptions = {}): AnswerCache<T> {
  const maxEntries = options.maxEntries ?? 2000;
  const ttl = options.versionTtlMs ?? 1000;
  const now = options.now ?? (() => Date.now());
  const clients = new WeakMap<SqlClient, PerClient<T>>();

  async function currentVersion(db: SqlClient, state: PerClient<T>): Promise<number | null> {
    if (now() - state.checkedAt < ttl) return state.version;
    state.checking ??= db
      .query<{ version: string | number }>('select version from open_data.import_state where id = 1')
      .then(
        ({ rows }) => (rows[0] ? Number(rows[0].version) : null),
        () => null,
      )
      .then((version) => {
        if (version !== state.version) state.entries.clear();
        state.version = version;
        state.checkedAt = now();
        state.checking = null;
        return version;
      });
    return state.checking;
  }

  return {
    async get(db, key, produce) {
      let state = clients.get(db);
      if (!state) {
        state = { version: null, checkedAt: -Infinity, checking: null, entries: new Map() };
        clients.set(db, state);
      }
      // Without an import version (table missing, database error) nothing is cached.
      if ((await currentVersion(db, state)) === null) return produce();
      const hit = state.entries.get(key);
      if (hit) {
        state.entries.delete(key);
        state.entries.set(key, hit);
        return hit;
      }
      const entries = state.entries;
      const pending = produce();
      entries.set(key, pending);
      pending.catch(() => {
        if (entries.get(key) === pending) entries.delete(key);
      });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return pending;
    },
  };
}
