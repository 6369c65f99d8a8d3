/**
 * /data-sources for readers: one card per dataset — who publishes it, the period and places we
 * hold, its licence and when the next release is due — and the datasets we do not hold, said so.
 * File names, row counts and rejected rows are the operator's (/operator/data), not a reader's.
 * Pure: the page passes the import record, what each file holds and the refresh's freshness.
 */
import { addDays } from './refresh/cadence.ts';
import type { SourceFreshness } from './refresh/freshness.ts';
import { DATASETS, type DatasetId } from './datasets.ts';
import { periodWords } from './figure-age.ts';
import type { DatasetExtent } from './queries/dataset-extents.ts';
import { RELEASE_SCHEDULE } from './release-schedule.ts';

export interface ImportedFile {
  file: string;
  dataset: string;
  asOf: string | null;
}

export interface SourceCard {
  id: DatasetId;
  name: string;
  publisher: string;
  url: string;
  licence: string;
  attribution: string;
  /** "June 2016", "January 2019 to December 2019"; null when not held. */
  period: string | null;
  /** "Greater Manchester Police (1 police force)"; null when not held or not stated. */
  places: string | null;
  /** "Due by 23 December 2026" from the refresh, else the publisher's schedule ("Monthly"). */
  nextRelease: string;
}

const day = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Sorts periods as text: "2016-06" < "2019-12-20" < "2023-24" all start with the year. */
const earliest = (a: string, b: string) => (a < b ? a : b);
const latest = (a: string, b: string) => (a > b ? a : b);

function periodOf(files: readonly ImportedFile[], extents: ReadonlyMap<string, DatasetExtent>): string | null {
  let from: string | null = null;
  let to: string | null = null;
  for (const f of files) {
    const e = extents.get(f.file);
    const start = e?.from ?? f.asOf;
    const end = e?.to ?? f.asOf;
    if (start && /^\d{4}/.test(start)) from = from ? earliest(from, start) : start;
    if (end && /^\d{4}/.test(end)) to = to ? latest(to, end) : end;
  }
  if (!from || !to) return null;
  return from === to ? periodWords(from) : `${periodWords(from)} to ${periodWords(to)}`;
}

function placesOf(files: readonly ImportedFile[], extents: ReadonlyMap<string, DatasetExtent>): string | null {
  const held = files.map((f) => extents.get(f.file)).filter((e): e is DatasetExtent => !!e && e.areaCount > 0);
  if (held.length === 0) return null;
  // The file that names the most places speaks for the dataset (files of one dataset share a kind).
  const widest = held.reduce((a, b) => (b.areaCount > a.areaCount ? b : a));
  const names = [...new Set(held.flatMap((e) => e.areas))].sort();
  const count = Math.max(widest.areaCount, names.length);
  const shown = names.slice(0, 2);
  const more = count - shown.length;
  const kind = count === 1 ? widest.areaKind.replace(/ies$/, 'y').replace(/s$/, '') : widest.areaKind;
  return `${shown.join(', ')}${more > 0 ? ` and ${more.toLocaleString('en-GB')} more` : ''} (${count.toLocaleString('en-GB')} ${kind})`;
}

function nextReleaseOf(id: DatasetId, releases: readonly SourceFreshness[]): string {
  const due = releases
    .filter((r) => r.dataset === id)
    .map((r) => r.nextDue ?? (r.releasedOn ? addDays(r.releasedOn, r.cadenceDays) : null))
    .filter((d): d is string => d !== null)
    .sort()[0];
  return due ? `Due by ${day(due)}` : RELEASE_SCHEDULE[id];
}

export function sourceCards(input: {
  files: readonly ImportedFile[];
  extents: ReadonlyMap<string, DatasetExtent>;
  releases: readonly SourceFreshness[];
}): { held: SourceCard[]; notHeld: SourceCard[] } {
  const held: SourceCard[] = [];
  const notHeld: SourceCard[] = [];
  for (const id of Object.keys(DATASETS) as DatasetId[]) {
    const d = DATASETS[id];
    const files = input.files.filter((f) => f.dataset === id);
    const card: SourceCard = {
      id,
      name: d.name,
      publisher: d.publisher,
      url: d.url,
      licence: d.licence,
      attribution: d.attribution,
      period: files.length ? periodOf(files, input.extents) : null,
      places: files.length ? placesOf(files, input.extents) : null,
      nextRelease: nextReleaseOf(id, input.releases),
    };
    (files.length ? held : notHeld).push(card);
  }
  return { held, notHeld };
}
