import type { Config } from '@netlify/functions';
import { isOperator } from '../src/lib/account/operator.ts';
import { reportLines, type OperatorRecord } from '../src/lib/data/operator-record.ts';
import { readImportRecord, readReleaseRows } from '../src/lib/data/queries/open-data-record.ts';
import { freshnessOf } from '../src/lib/data/refresh/freshness.ts';
import { verifyBearer } from './_shared/auth.ts';
import { withLogging } from './_shared/handler.ts';
import { authenticationRequired, jsonError, jsonResponse, methodNotAllowed } from './_shared/respond.ts';
import { sqlClient } from './_shared/sql-client.ts';
import { adminClient } from './_shared/supabase-admin.ts';

const PRIVATE = { 'cache-control': 'private, no-store' };

/**
 * GET /api/operator/data → OperatorRecord: the import record (open_data.source_files), each
 * refresh source's state (open_data.data_releases) and the last 30 refresh runs
 * (open_data.refresh_runs), for /operator/data. Operators only (docs/decisions/operator.md): the
 * verified session's confirmed email must be in OPERATOR_EMAILS; anyone else gets 403.
 */
export default withLogging('operator-data', async (request) => {
  if (request.method !== 'GET') return methodNotAllowed(['GET']);
  const user = await verifyBearer(request, adminClient());
  if (!user) return authenticationRequired();
  if (!isOperator(user, process.env))
    return jsonError(403, 'forbidden', 'This page is for the people who run the site. Your account is not one of them.');
  const db = sqlClient();
  const [imports, releases, runs] = await Promise.all([
    readImportRecord(db),
    readReleaseRows(db),
    db.query<{
      id: number | string;
      started_at: string;
      finished_at: string | null;
      status: string;
      dry_run: boolean;
      only_sources: string[] | null;
      report: unknown;
      message: string | null;
    }>(
      `select id, started_at::text as started_at, finished_at::text as finished_at, status, dry_run, only_sources, report, message
       from open_data.refresh_runs order by started_at desc limit 30`,
    ),
  ]);
  const record: OperatorRecord = {
    imports,
    sources: freshnessOf(releases, new Date()),
    runs: runs.rows.map((r) => ({
      id: Number(r.id),
      startedAt: r.started_at,
      finishedAt: r.finished_at,
      status: r.status,
      dryRun: r.dry_run,
      onlySources: r.only_sources,
      message: r.message,
      report: reportLines(typeof r.report === 'string' ? (JSON.parse(r.report) as unknown) : r.report),
    })),
  };
  return jsonResponse(200, record, PRIVATE);
});

export const config: Config = { path: '/api/operator/data' };
