/**
 * `npm run data:refresh`: fetches each dataset's newest official release, checks it and loads it
 * (scripts/data/refresh/run-refresh.ts) into the database (PGlite under LOCAL_DATA_DIR, or
 * DATABASE_URL). Options: `--only <source or dataset>[,…]` (a dataset id such as `ons_earnings`
 * stands for its sources), `--dry-run` (report what is new, load
 * nothing), `--accept-held` (with --only: load the release held for review), `--status` (each
 * source's freshness and the last runs). Files go to DATA_REFRESH_DIR (default
 * <LOCAL_DATA_DIR>/refresh); sources' addresses can be overridden with DATA_REFRESH_SOURCES.
 * Exits 1 when a source failed, 2 when a release was held, so a scheduler shows it.
 */
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { loadLocalEnv } from '../server/env.ts';
import { runRefresh } from './data/refresh/run-refresh.ts';
import { statusReport } from './data/refresh/status-report.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
loadLocalEnv(root);
const { values } = parseArgs({
  options: {
    only: { type: 'string', multiple: true },
    'dry-run': { type: 'boolean' },
    'accept-held': { type: 'boolean' },
    status: { type: 'boolean' },
  },
});
const only = values.only?.flatMap((v) => v.split(',')).filter(Boolean);
if (values['accept-held'] && !only?.length) {
  console.error('--accept-held needs --only <source>: accept a held release one source at a time, after checking it.');
  process.exit(64);
}
const db = await openDatabase({ databaseUrl: process.env['DATABASE_URL'] ?? '' });
let code = 0;
try {
  await migrate(db);
  if (values.status) console.log(await statusReport(db, new Date()));
  else {
    const dir = process.env['DATA_REFRESH_DIR']?.trim() || join(process.env['LOCAL_DATA_DIR'] ?? join(root, '.local'), 'refresh');
    const result = await runRefresh(db, {
      dir,
      ...(only?.length ? { only } : {}),
      dryRun: values['dry-run'] === true,
      acceptHeld: values['accept-held'] === true,
    });
    console.log(`Refresh run ${result.runId ?? '-'}: ${result.status}${result.message ? ` (${result.message})` : ''}`);
    code = result.status === 'failed' ? 1 : result.status === 'held' ? 2 : 0;
    // The scheduled workflow rebuilds the site after a run that loaded something (even if another source failed).
    const output = process.env['GITHUB_OUTPUT'];
    if (output) appendFileSync(output, `status=${result.status}\nloaded=${result.outcomes.some((o) => o.status === 'loaded')}\n`);
  }
} finally {
  await db.close();
}
process.exit(code);
