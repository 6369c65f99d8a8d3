import { join } from 'node:path';
import { openDatabase } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { classify } from '../scripts/data/import-all.ts';
import { importFile } from '../scripts/data/lib/importer.ts';
import { afterImport } from '../scripts/data/lib/aggregates.ts';
import { runWalkForward } from '../scripts/valuation/walk-forward.ts';
import { WALK_FORWARD } from '../src/lib/valuation/walk-forward.ts';
const dataDir = '/work/shared/data';
const db = await openDatabase({ databaseUrl: '', memory: true } as any);
await migrate(db);
const { plan } = classify(dataDir);
for (const rel of ['price_paid/ppd_report_greater_manchester_2019.csv', 'price_paid/pp-complete-top100.csv']) {
  const e = plan.find((p) => p[2] === rel)!;
  await importFile(db, e[0], join(dataDir, rel), rel, { quiet: true });
}
await afterImport(db, ['price_paid']);
const t = Date.now();
const run = await runWalkForward(db, { ...WALK_FORWARD, perMonth: Number(process.argv[2] ?? 100) });
console.log('ms', Date.now() - t);
console.log(JSON.stringify({ ...run!.accuracy, byType: undefined }, null, 1));
console.log(JSON.stringify(run!.ranges.cells));
