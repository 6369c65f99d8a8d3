import { openDatabase } from '../server/db/database.ts';
import { refreshPriceAggregates } from './data/lib/price-aggregates.ts';
const db = await openDatabase({ databaseUrl: process.env['BENCH_DATABASE_URL'] ?? '', dataDir: '/tmp/prep-local' });
const t = performance.now();
await refreshPriceAggregates(db);
console.log(`full recompute with pivots and month prices ${((performance.now() - t) / 1000).toFixed(1)} s`);
await db.close();
