/** `npm run data:refresh -- --status`: each source's freshness and the last runs, for the operator. */
import type { Database } from '../../../server/db/database.ts';
import { datasetAge, freshnessOf, type ReleaseRow } from '../../../src/lib/data/refresh/freshness.ts';

export async function statusReport(db: Database, now: Date, runs = 10): Promise<string> {
  const releases = await db.query<ReleaseRow & { message: string | null }>(
    'select *, rows_read::float8 as rows_read from open_data.data_releases',
  );
  const messages = new Map(releases.rows.map((r) => [r.source, r.message]));
  const lines = ['Sources (release held, period, checked, next due):'];
  for (const f of freshnessOf(releases.rows, now)) {
    const flag = f.overdue ? ` OVERDUE ${f.daysOverdue} days` : '';
    lines.push(
      `  ${f.source.padEnd(24)} ${f.status.padEnd(8)} ${f.release ?? '(none)'} · period ${f.period ?? '?'} · checked ${f.checkedAt?.slice(0, 16) ?? 'never'} · next due ${f.nextDue ?? '?'}${flag}`,
    );
    if (f.held) lines.push(`    held for review: ${f.held}`);
    const message = messages.get(f.source);
    if (message) lines.push(`    ${message}`);
  }
  const freshness = freshnessOf(releases.rows, now);
  lines.push('', 'Datasets (newest release held, as pages show it):');
  for (const dataset of [...new Set(freshness.map((f) => f.dataset))].sort()) {
    const age = datasetAge(freshness, dataset, now);
    lines.push(
      `  ${dataset.padEnd(24)} ${age ? `${age.release}, ${age.ageDays} days old${age.overdue ? ' (overdue)' : ''}` : 'nothing loaded yet'}`,
    );
  }
  const last = await db.query<{
    id: number;
    started_at: string | Date;
    status: string;
    dry_run: boolean;
    report: unknown;
    message: string | null;
  }>('select id::int as id, started_at, status, dry_run, report, message from open_data.refresh_runs order by id desc limit $1', [
    runs,
  ]);
  lines.push('', `Last ${last.rows.length} runs:`);
  for (const r of last.rows) {
    const report = (typeof r.report === 'string' ? JSON.parse(r.report) : r.report) as { source: string; status: string }[];
    const parts = report.map((o) => `${o.source} ${o.status}`).join(', ');
    lines.push(
      `  #${r.id} ${new Date(r.started_at).toISOString().slice(0, 16)} ${r.status}${r.dry_run ? ' (dry run)' : ''}: ${parts || '-'}${r.message ? ` — ${r.message}` : ''}`,
    );
  }
  return lines.join('\n');
}
