/**
 * One refresh at a time, across machines: a single row in open_data.refresh_lock names the
 * holder. Taking it succeeds when the row is absent or its holder stopped beating its heart for
 * longer than the stale window (a killed job); the holder beats every minute while it runs.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../../server/db/database.ts';

/** A holder silent this long has died: its lock may be taken. A national load beats throughout. */
const STALE_MINUTES = 30;
const HEARTBEAT_MS = 60_000;

export interface RefreshLock {
  holder: string;
  release(): Promise<void>;
}

export type LockResult = { ok: true; lock: RefreshLock } | { ok: false; holder: string; since: string };

export async function takeRefreshLock(db: Database, staleMinutes = STALE_MINUTES): Promise<LockResult> {
  const holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const { rows } = await db.query<{ holder: string }>(
    `insert into open_data.refresh_lock (id, holder) values (1, $1)
     on conflict (id) do update set holder = excluded.holder, run_id = null, acquired_at = now(), heartbeat_at = now()
     where open_data.refresh_lock.heartbeat_at < now() - make_interval(mins => $2::int)
     returning holder`,
    [holder, staleMinutes],
  );
  if (rows[0]?.holder !== holder) {
    const current = await db.query<{ holder: string; acquired_at: string | Date }>(
      'select holder, acquired_at from open_data.refresh_lock where id = 1',
    );
    const row = current.rows[0];
    return { ok: false, holder: row?.holder ?? 'unknown', since: row ? new Date(row.acquired_at).toISOString() : '' };
  }
  const timer = setInterval(() => {
    db.query('update open_data.refresh_lock set heartbeat_at = now() where holder = $1', [holder]).catch(() => undefined);
  }, HEARTBEAT_MS);
  timer.unref();
  return {
    ok: true,
    lock: {
      holder,
      async release() {
        clearInterval(timer);
        await db.query('delete from open_data.refresh_lock where holder = $1', [holder]);
      },
    },
  };
}
