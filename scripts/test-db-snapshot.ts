/**
 * `node scripts/test-db-snapshot.ts <folder> <kind>`: builds one database snapshot of a test run
 * into the run's folder (scripts/lib/db-snapshot.ts). `npm test` starts it for the open data
 * while the static checks run, so neither Vitest nor the e2e build waits for an import.
 */
import { resolve } from 'node:path';
import { snapshot, type SnapshotKind } from './lib/db-snapshot.ts';

const KINDS: SnapshotKind[] = ['migrated', 'seeded', 'open-data'];
const [dir, kind] = process.argv.slice(2);
if (!dir || !KINDS.includes(kind as SnapshotKind)) {
  console.error(`usage: node scripts/test-db-snapshot.ts <folder> <${KINDS.join('|')}>`);
  process.exit(2);
}
const started = Date.now();
await snapshot(resolve(dir), kind as SnapshotKind);
console.log(`Database snapshot ${kind} ready in ${((Date.now() - started) / 1000).toFixed(1)}s`);
