import { provenance } from '../data/provenance.ts';
import type { Provenance } from '../data/types.ts';
import { formatIsoDate as formatLongDate } from '../format/date.ts';
import type { ValuationQuery } from './request.ts';
import type { Subject, ValuationResult } from './types.ts';

/** Where a postcode is, for the map (the ONS postcode centroid). */
export interface PostcodeCentre {
  lat: number;
  lng: number;
}

/**
 * What GET /api/valuation answers. `detail` is 'full' for a signed-in user or API key (the
 * comparables with their adjustments and map positions) and 'summary' for a visitor (the figure,
 * the range, the grade and how many sales stand behind it).
 */
export interface ValuationAnswer {
  detail: 'full' | 'summary';
  query: ValuationQuery;
  subject: Subject;
  /** The latest sale date in the imported Price Paid Data, or null when none is imported. */
  dataDate: string | null;
  /** Plain words when the valuation date differs from the one asked for (or none was asked). */
  asOfNote: string;
  result: Extract<ValuationResult, { status: 'valued' }>;
  /** How many comparable sales stand behind the figure (also in a summary). */
  comparablesUsed: number;
  /** Postcode centroids for the subject and every comparable's postcode ('full' only). */
  centres: Record<string, PostcodeCentre>;
  sources: Provenance[];
}

/** Explains which date the valuation is as of and why. */
export function asOfNote(asked: string | undefined, used: string, dataDate: string | null): string {
  const latest = dataDate ? `the latest sale in our data is dated ${formatLongDate(dataDate)}` : 'no sale prices are imported';
  if (!asked) return `Valued as of ${formatLongDate(used)}: ${latest}, and only earlier sales can be evidence.`;
  if (asked === used) return `Valued as of ${formatLongDate(used)}, the date you chose; only sales before it are used.`;
  return `You asked for ${formatLongDate(asked)}, but ${latest}, so the valuation is as of ${formatLongDate(used)}.`;
}

/** Why the valuation date is what it is, as a short clause for the limits line. */
export function asOfReason(asked: string | undefined, used: string, dataDate: string | null): string {
  if (asked === used) return 'the date you chose';
  if (dataDate && used > dataDate)
    return `the day after the latest sale we hold${asked ? ` (you asked for ${formatLongDate(asked)})` : ''}`;
  return asked ? `today, the latest possible (you asked for ${formatLongDate(asked)})` : 'today';
}

/** The sources behind a valuation, with their as-of dates. */
export function valuationSources(
  subject: Subject,
  dataDate: string | null,
  indexSource: string,
  epc: { lodgementDate: string | null } | null = null,
): Provenance[] {
  const sources = [provenance('price_paid', { level: 'district', code: subject.district }, dataDate)];
  if (indexSource === 'uk-hpi') sources.push(provenance('uk_hpi', { level: 'region' }, subject.asOf.slice(0, 7)));
  if (epc) sources.push(provenance('epc_domestic', { level: 'address', code: subject.postcode }, epc.lodgementDate));
  return sources;
}

/** A visitor's summary: the same figure without the comparables' addresses, prices or positions. */
export function summaryOf(answer: ValuationAnswer): ValuationAnswer {
  return { ...answer, detail: 'summary', result: { ...answer.result, comparables: [] }, centres: {} };
}
