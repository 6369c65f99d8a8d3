/**
 * A Postgres wire-protocol server in front of one PGlite instance, so `pg` pools (the backend's
 * and the functions') reach the local database exactly as they reach Supabase Postgres.
 *
 * PGlite is a single session, so connections take turns. A connection's messages run as whole
 * batches (up to a Sync, a simple Query or a Terminate) while it holds the session, and it keeps
 * the session for as long as Postgres reports it inside a transaction (ReadyForQuery status T or
 * E), so no other connection's statement can land in its unnamed prepared statement or its
 * transaction. A connection that closes mid-transaction is rolled back. Other connections wait
 * in arrival order.
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
/** Message types that end a batch: Sync, simple Query, Terminate. */
const BATCH_END = new Set(['S', 'Q', 'X']);

/** Hands the PGlite session to one connection at a time, first come first served. */
class SessionLock {
  private owner: object | undefined;
  private readonly waiting: Array<{ who: object; grant: () => void }> = [];

  async acquire(who: object): Promise<void> {
    if (this.owner === who) return;
    if (!this.owner) {
      this.owner = who;
      return;
    }
    await new Promise<void>((grant) => this.waiting.push({ who, grant }));
  }

  release(who: object): void {
    if (this.owner !== who) return;
    const next = this.waiting.shift();
    this.owner = next?.who;
    next?.grant();
  }

  /** Forget a closed connection that is still waiting. */
  forget(who: object): void {
    const index = this.waiting.findIndex((w) => w.who === who);
    if (index >= 0) this.waiting.splice(index, 1);
  }

  holds(who: object): boolean {
    return this.owner === who;
  }
}

/** The transaction status of the last ReadyForQuery ('Z') message in `output`, if any. */
export function lastReadyStatus(output: Uint8Array): string | undefined {
  let status: string | undefined;
  let offset = 0;
  while (offset + 5 <= output.length) {
    const type = String.fromCharCode(output[offset] ?? 0);
    const length =
      ((output[offset + 1] ?? 0) << 24) |
      ((output[offset + 2] ?? 0) << 16) |
      ((output[offset + 3] ?? 0) << 8) |
      (output[offset + 4] ?? 0);
    if (type === 'Z' && offset + 5 < output.length) status = String.fromCharCode(output[offset + 5] ?? 0);
    offset += 1 + length;
  }
  return status;
}

function simpleQuery(sql: string): Uint8Array {
  const text = Buffer.from(`${sql}\0`, 'utf8');
  const message = Buffer.alloc(5 + text.length);
  message.write('Q', 0, 'ascii');
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return message;
}

class Connection {
  private buffer: Buffer = Buffer.alloc(0);
  private started = false;
  private batch: Buffer[] = [];
  private queue: Promise<void> = Promise.resolve();
  private inTransaction = false;
  private closed = false;
  private readonly db: PGlite;
  private readonly lock: SessionLock;
  private readonly socket: Socket;

  constructor(db: PGlite, lock: SessionLock, socket: Socket) {
    this.db = db;
    this.lock = lock;
    this.socket = socket;
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    socket.on('error', () => this.close());
    socket.on('close', () => this.close());
  }

  private receive(chunk: Buffer): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    for (;;) {
      if (!this.started) {
        if (this.buffer.length < 8) return;
        const length = this.buffer.readInt32BE(0);
        if (this.buffer.length < length) return;
        const code = this.buffer.readInt32BE(4);
        const message = this.buffer.subarray(0, length);
        this.buffer = this.buffer.subarray(length);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          this.socket.write('N');
          continue;
        }
        if (code === CANCEL_REQUEST) {
          this.socket.end();
          return;
        }
        this.started = true;
        this.enqueue([Buffer.from(message)]);
        continue;
      }
      if (this.buffer.length < 5) return;
      const total = 1 + this.buffer.readInt32BE(1);
      if (this.buffer.length < total) return;
      const type = String.fromCharCode(this.buffer[0] ?? 0);
      this.batch.push(Buffer.from(this.buffer.subarray(0, total)));
      this.buffer = this.buffer.subarray(total);
      if (BATCH_END.has(type)) {
        const batch = this.batch;
        this.batch = [];
        if (type === 'X') {
          this.socket.end();
          return;
        }
        this.enqueue(batch);
      }
    }
  }

  private enqueue(messages: Buffer[]): void {
    this.queue = this.queue
      .then(() => this.run(messages))
      .catch((error: unknown) => {
        console.error(JSON.stringify({ level: 'error', msg: 'pglite wire batch failed', error: String(error) }));
        this.socket.destroy();
      });
  }

  private async run(messages: Buffer[]): Promise<void> {
    if (this.closed) return;
    await this.lock.acquire(this);
    if (this.closed) {
      this.lock.release(this);
      return;
    }
    const output: Uint8Array[] = [];
    await this.db.runExclusive(async () => {
      for (const message of messages) {
        await this.db.execProtocolRawStream(new Uint8Array(message), { onRawData: (data) => output.push(data.slice()) });
      }
    });
    const bytes = Buffer.concat(output);
    const status = lastReadyStatus(bytes);
    if (status !== undefined) this.inTransaction = status !== 'I';
    if (!this.inTransaction && status !== undefined) this.lock.release(this);
    if (!this.closed && bytes.length > 0) this.socket.write(bytes);
  }

  private close(): void {
    if (this.closed) return;
    this.closed = true;
    this.lock.forget(this);
    this.queue = this.queue.then(async () => {
      if (this.lock.holds(this)) {
        if (this.inTransaction) {
          await this.db.runExclusive(() => this.db.execProtocolRawStream(simpleQuery('rollback'), { onRawData: () => {} }));
        }
        this.lock.release(this);
      }
    });
  }
}

export interface PgliteWireServer {
  port: number;
  close(): Promise<void>;
}

/** Serves `db` on 127.0.0.1:`port` (0 picks a free port). */
export async function servePglite(db: PGlite, port = 0): Promise<PgliteWireServer> {
  const lock = new SessionLock();
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    new Connection(db, lock, socket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('pglite wire server has no port');
  return {
    port: address.port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
