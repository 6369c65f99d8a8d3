/**
 * Auto-batching of small database calls: a call made while this instance's previous batch is in
 * the database waits for it and then goes with every other waiting call as one statement. With
 * nothing in flight a call is sent at once (no added latency); under load a request costs a
 * fraction of a round trip. Batches are per database client; a failed batch fails each of its calls.
 */
import type { SqlClient } from '../../src/lib/data/sql-client.ts';

interface Pending<I, O> {
  items: I[];
  resolve: (outputs: O[]) => void;
  reject: (error: unknown) => void;
}

interface Queue<I, O> {
  inFlight: boolean;
  waiting: Pending<I, O>[];
}

/**
 * `run` receives the calls of one batch (each call's items) and returns each call's outputs in
 * the same order. At most `limit` items go in one batch (a single larger call goes alone).
 */
export function createBatcher<I, O>(
  run: (db: SqlClient, calls: I[][]) => Promise<O[][]>,
  limit = 500,
): (db: SqlClient, items: I[]) => Promise<O[]> {
  const queues = new WeakMap<SqlClient, Queue<I, O>>();

  async function flush(db: SqlClient, queue: Queue<I, O>): Promise<void> {
    queue.inFlight = true;
    while (queue.waiting.length > 0) {
      const batch: Pending<I, O>[] = [];
      let size = 0;
      while (queue.waiting.length > 0 && (batch.length === 0 || size + queue.waiting[0]!.items.length <= limit)) {
        const next = queue.waiting.shift()!;
        batch.push(next);
        size += next.items.length;
      }
      try {
        const outputs = await run(
          db,
          batch.map((p) => p.items),
        );
        batch.forEach((pending, i) => pending.resolve(outputs[i] ?? []));
      } catch (error) {
        for (const pending of batch) pending.reject(error);
      }
    }
    queue.inFlight = false;
  }

  return (db, items) =>
    new Promise<O[]>((resolve, reject) => {
      let queue = queues.get(db);
      if (!queue) {
        queue = { inFlight: false, waiting: [] };
        queues.set(db, queue);
      }
      queue.waiting.push({ items, resolve, reject });
      if (!queue.inFlight) void flush(db, queue);
    });
}
