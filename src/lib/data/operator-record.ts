/**
 * What /operator/data shows (docs/decisions/operator.md): the import record — every file loaded,
 * its rows and rejected rows, when — and the data refresh's per-source state and last runs. The
 * shape the operator function answers with, and the island reads.
 */
import type { SourceFreshness } from './refresh/freshness.ts';

export interface ImportRecordRow {
  file: string;
  dataset: string;
  rowsLoaded: number;
  rowsRejected: number;
  asOf: string | null;
  importedAt: string;
}

export interface RefreshRunRow {
  id: number;
  startedAt: string;
  finishedAt: string | null;
  status: string;
  dryRun: boolean;
  onlySources: string[] | null;
  message: string | null;
  /** One line per source the run looked at: "price-paid: loaded pp-monthly (2026-10)". */
  report: string[];
}

export interface OperatorRecord {
  imports: ImportRecordRow[];
  sources: SourceFreshness[];
  runs: RefreshRunRow[];
}

/** A run's report (the refresh's outcome per source, JSON) as lines a person reads. */
export function reportLines(report: unknown): string[] {
  if (!Array.isArray(report)) return [];
  return report.map((entry) => {
    if (entry === null || typeof entry !== 'object') return String(entry);
    const e = entry as Record<string, unknown>;
    const detail =
      e['status'] === 'loaded'
        ? `${String(e['rows'] ?? 0)} rows from ${String(e['files'] ?? 0)} file(s)`
        : e['status'] === 'held' && Array.isArray(e['reasons'])
          ? (e['reasons'] as unknown[]).map(String).join('; ')
          : (e['error'] ?? e['reason']);
    const parts = [e['source'], e['status'], e['release'], detail]
      .filter((p) => p !== undefined && p !== null && p !== '')
      .map(String);
    return parts.length > 0 ? parts.join(' · ') : JSON.stringify(entry);
  });
}
