/**
 * Freshness as data: per source, the release held, its period, when it was checked and when the
 * next one is due. `/api/health`, `/api/v1/data-freshness` and the pages read rows of
 * `open_data.data_releases` through `freshnessOf`; pages ask `datasetAge` for one dataset.
 */
import { daysLate, isOverdue } from './cadence.ts';

/** A row of open_data.data_releases as the database returns it (dates as text or Date). */
export interface ReleaseRow {
  source: string;
  dataset: string;
  cadence_days: number;
  release_name: string | null;
  released_on: string | Date | null;
  period: string | null;
  checked_at: string | Date | null;
  loaded_at: string | Date | null;
  next_due: string | Date | null;
  status: string;
  held_name: string | null;
}

export interface SourceFreshness {
  source: string;
  dataset: string;
  /** The publisher's own name for the release held, or null before the first load. */
  release: string | null;
  /** Day the publisher released it (YYYY-MM-DD). */
  releasedOn: string | null;
  /** The period the data covers up to (YYYY-MM or YYYY-MM-DD), as the data says. */
  period: string | null;
  checkedAt: string | null;
  loadedAt: string | null;
  /** Day the next release is due, from the publisher's cadence. */
  nextDue: string | null;
  cadenceDays: number;
  status: 'never' | 'current' | 'held' | 'failed';
  /** A newer release held back for a person (layout changed, sharp shrink), by name. */
  held: string | null;
  overdue: boolean;
  daysOverdue: number;
}

const day = (v: string | Date | null): string | null =>
  v === null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);
const instant = (v: string | Date | null): string | null => (v === null ? null : new Date(v).toISOString());
const STATUSES = new Set(['never', 'current', 'held', 'failed']);

/** Rows → the public freshness list, sorted by source. */
export function freshnessOf(rows: readonly ReleaseRow[], now: Date): SourceFreshness[] {
  return rows
    .map((r) => {
      const due = day(r.next_due);
      return {
        source: r.source,
        dataset: r.dataset,
        release: r.release_name,
        releasedOn: day(r.released_on),
        period: r.period,
        checkedAt: instant(r.checked_at),
        loadedAt: instant(r.loaded_at),
        nextDue: due,
        cadenceDays: r.cadence_days,
        status: (STATUSES.has(r.status) ? r.status : 'failed') as SourceFreshness['status'],
        held: r.held_name,
        overdue: isOverdue(due, now),
        daysOverdue: due === null ? 0 : daysLate(due, now),
      };
    })
    .sort((a, b) => a.source.localeCompare(b.source));
}

export interface DatasetAge {
  dataset: string;
  /** The newest release held among the dataset's sources. */
  release: string;
  releasedOn: string;
  period: string | null;
  /** Whole days since the publisher released it. */
  ageDays: number;
  overdue: boolean;
}

/** How old a dataset's newest held release is (for a page headline), or null when none is held. */
export function datasetAge(freshness: readonly SourceFreshness[], dataset: string, now: Date): DatasetAge | null {
  const held = freshness
    .filter((f) => f.dataset === dataset && f.release !== null && f.releasedOn !== null)
    .sort((a, b) => (b.releasedOn ?? '').localeCompare(a.releasedOn ?? ''));
  const newest = held[0];
  if (!newest?.release || !newest.releasedOn) return null;
  return {
    dataset,
    release: newest.release,
    releasedOn: newest.releasedOn,
    period: newest.period,
    ageDays: daysLate(newest.releasedOn, now),
    overdue: held.every((f) => f.overdue),
  };
}
