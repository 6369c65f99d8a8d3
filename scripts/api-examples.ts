/**
 * `npm run api:examples`: answers every property API v1 endpoint's example request from the
 * imported data (the samples locally) and records the answers in src/data/api-v1-examples.json,
 * with the valuation accuracy the import's walk-forward stored.
 * The OpenAPI document shows them as each operation's example, and the contract tests check
 * that the running API still gives exactly these answers.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { loadLocalEnv } from '../server/env.ts';
import { ensureOpenData } from './data/ensure-open-data.ts';
import { V1_ENDPOINTS } from '../src/lib/api/v1/endpoints.ts';
import { exampleAnswer } from '../src/lib/api/v1/example-answer.ts';
import { latestCalibration } from '../src/lib/data/queries/valuation-calibration.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
loadLocalEnv(root);
const db = await openDatabase({ databaseUrl: process.env['DATABASE_URL'] ?? '' });
try {
  await migrate(db);
  await ensureOpenData(db);
  const out: Record<string, { query: Record<string, string>; body: unknown }> = {};
  for (const endpoint of V1_ENDPOINTS) {
    const body = await exampleAnswer(endpoint, db);
    out[endpoint.id] = { query: endpoint.example, body };
    console.log(`${endpoint.path}: ${JSON.stringify(body).length.toLocaleString('en-GB')} bytes`);
  }
  // The free accuracy endpoint's example: the walk-forward stored by the import.
  const accuracy = (await latestCalibration(db))?.accuracy;
  if (accuracy) out['valuation-accuracy'] = { query: {}, body: { data: accuracy, meta: { endpoint: '/valuation-accuracy' } } };
  writeFileSync(new URL('../src/data/api-v1-examples.json', import.meta.url), `${JSON.stringify(out, null, 2)}\n`);
  console.log('Wrote src/data/api-v1-examples.json');
} finally {
  await db.close();
}
