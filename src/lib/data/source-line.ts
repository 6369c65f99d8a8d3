/**
 * The words of a one-line source ("police.uk · June 2016 · 9 years old") and of its detail,
 * from a figure's provenance, shared by the islands' SourceLine and the static pages' SourceNote.
 */
import { formatGeography } from '../format/figures.ts';
import { DATASETS } from './datasets.ts';
import { ageWords, periodWords } from './figure-age.ts';
import { staleness } from './staleness.ts';
import type { Provenance } from './types.ts';

export interface SourceWords {
  /** "police.uk" */
  short: string;
  /** "June 2016", or "date not stated". */
  period: string;
  /** "9 years old" for figures two years old or more, else null. */
  age: string | null;
  /** What the figure describes: "Ward Sale Central (E05015254)", "Within 500 m of M33 2AU". */
  covers: string;
  /** Set when the figure is older than its publisher's cycle: a newer release exists. */
  staleMessage: string | null;
}

export function describeSource(provenance: Provenance, today: string): SourceWords {
  const stale = staleness(provenance.datasetId, provenance.asOf, today);
  const dated = /^\d{4}/.test(provenance.asOf);
  return {
    short: DATASETS[provenance.datasetId]?.short ?? provenance.source,
    period: dated ? periodWords(provenance.asOf) : 'date not stated',
    age: ageWords(provenance.asOf, today),
    covers: formatGeography(provenance.geography),
    staleMessage: stale?.stale ? stale.message : null,
  };
}
