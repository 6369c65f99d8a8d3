/**
 * `npm run bench:data`: imports every sample file into a fresh in-memory database and prints
 * import throughput (rows/s per dataset), then lookup latency p50/p99 for the postcode and
 * crime queries over a sample of imported postcodes. BENCH_LOOKUPS sets the sample size (default 200).
 */
import { openDatabase } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { importAll } from './data/import-all.ts';
import { resolveDataDir } from './data/lib/data-dir.ts';
import { parsePostcode, type ParsedPostcode } from '../src/lib/postcode/parse.ts';
import { getPostcodeGeography } from '../src/lib/data/queries/postcode-geography.ts';
import { getCrimeSummary } from '../src/lib/data/queries/crime.ts';

const dataDir = resolveDataDir();
if (!dataDir) {
  console.error('No data directory: set DATA_DIR (default ../shared/data).');
  process.exit(1);
}
const lookups = Number(process.env['BENCH_LOOKUPS'] ?? 200);
const db = await openDatabase({ memory: true });
await migrate(db);
console.error(`Importing ${dataDir} into an in-memory database…`);
const result = await importAll(db, { dataDir, quiet: true });

const byDataset = new Map<string, { rows: number; ms: number; files: number }>();
for (const f of result.files) {
  const e = byDataset.get(f.dataset) ?? { rows: 0, ms: 0, files: 0 };
  e.rows += f.rowsRead;
  e.ms += f.ms;
  e.files++;
  byDataset.set(f.dataset, e);
}
console.log('\nImport throughput');
console.log(
  `${'dataset'.padEnd(24)} ${'files'.padStart(5)} ${'rows'.padStart(9)} ${'seconds'.padStart(8)} ${'rows/s'.padStart(9)}`,
);
let totalRows = 0;
for (const [dataset, e] of [...byDataset].sort((a, b) => b[1].rows - a[1].rows)) {
  totalRows += e.rows;
  console.log(
    `${dataset.padEnd(24)} ${String(e.files).padStart(5)} ${e.rows.toLocaleString('en-GB').padStart(9)} ${(e.ms / 1000).toFixed(1).padStart(8)} ${Math.round(
      (e.rows / e.ms) * 1000,
    )
      .toLocaleString('en-GB')
      .padStart(9)}`,
  );
}
console.log(
  `${'all'.padEnd(24)} ${String(result.files.length).padStart(5)} ${totalRows.toLocaleString('en-GB').padStart(9)} ${(result.ms / 1000).toFixed(1).padStart(8)} ${Math.round(
    (totalRows / result.ms) * 1000,
  )
    .toLocaleString('en-GB')
    .padStart(9)}`,
);

// A deterministic spread of postcodes that have coordinates (every nth, so areas are mixed).
const { rows } = await db.query<{ postcode: string }>(
  `select postcode from (select distinct postcode from open_data.postcodes where lat is not null) p order by md5(postcode) limit $1`,
  [lookups],
);
const sample = rows
  .map((r) => parsePostcode(r.postcode))
  .filter((r): r is { ok: true; value: ParsedPostcode } => r.ok)
  .map((r) => r.value);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
async function time(label: string, fn: (p: ParsedPostcode) => Promise<unknown>): Promise<void> {
  await fn(sample[0] as ParsedPostcode);
  const times: number[] = [];
  for (const p of sample) {
    const t = performance.now();
    await fn(p);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(34)} n=${times.length}  p50 ${percentile(times, 50).toFixed(1)} ms  p99 ${percentile(times, 99).toFixed(1)} ms`,
  );
}
console.log('\nLookup latency (PGlite, in-process)');
await time('postcode → geography', (p) => getPostcodeGeography(db, p));
await time('crime summary (500 m radius)', (p) => getCrimeSummary(db, p));
await db.close();
