/**
 * A throwaway PostgreSQL 15 cluster for tests and `bench:scale`: initdb in a temp dir, started
 * with pg_ctl (fsync off: the data is thrown away), run as the `postgres` system user when run as
 * root (the server refuses root). `postgresAvailable()` is false when the binaries are missing
 * (PG_BIN, default /usr/lib/postgresql/15/bin).
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = process.env['PG_BIN'] ?? '/usr/lib/postgresql/15/bin';

export interface PgCluster {
  url: string;
  stop(): void;
}

export function postgresAvailable(): boolean {
  return existsSync(join(BIN, 'initdb')) && existsSync(join(BIN, 'pg_ctl'));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** runuser lives in /usr/sbin or /sbin, which a minimal PATH may leave out. */
const RUNUSER = ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find((p) => existsSync(p)) ?? 'runuser';

function run(command: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? [RUNUSER, ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(file, argv, { stdio: 'pipe' });
}

/** Starts a cluster on `port`, else PG_TEST_PORT, else a free port; `stop` removes it. */
export async function startPgCluster(port?: number): Promise<PgCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'brickstack-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  // PG_TEST_PORT pins the port (engineers sharing a machine each have their own); else a free one.
  port ??= Number(process.env['PG_TEST_PORT']) || (await freePort());
  run(join(BIN, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  run(join(BIN, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run(join(BIN, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
