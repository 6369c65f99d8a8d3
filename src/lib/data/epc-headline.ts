/**
 * The EPC checker's headline: how many certificates the register holds for the postcode, how many
 * are rated C or better (the band the government's 2035 ambition names), against the share of the
 * local authority's lodgements where held, and the date of the latest certificate.
 *
 * Worked example (FY1 6DY, Blackpool sample): 7 certificates, 6 rated E and 1 F, none C or better;
 * Blackpool's lodgements 41% C or better; latest lodged 12 March 2021 → "7 energy certificates for
 * FY1 6DY, none rated C or better (most common rating E, 6 of 7), against 41% C or better across
 * Blackpool (certificates lodged to March 2021, data to March 2021)".
 */
import { formatCount, formatPercentFigure } from '../format/figures.ts';
import { dataToWords, endMonthWords, latestPeriod } from './headline-age.ts';
import type { EpcRating, EpcSearchResult } from './types.ts';

const RATINGS: EpcRating[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
const C_OR_BETTER = new Set<EpcRating>(['A', 'B', 'C']);

/** Certificates rated C or better, and how many carry a rating. */
export function cOrBetter(counts: Record<EpcRating, number>): { good: number; rated: number } {
  let good = 0;
  let rated = 0;
  for (const r of RATINGS) {
    const n = counts[r] ?? 0;
    rated += n;
    if (C_OR_BETTER.has(r)) good += n;
  }
  return { good, rated };
}

/** The most common rating and its count; ties go to the better rating. */
export function commonestRating(counts: Record<EpcRating, number>): { rating: EpcRating; count: number } | null {
  let best: { rating: EpcRating; count: number } | null = null;
  for (const r of RATINGS) {
    const n = counts[r] ?? 0;
    if (n > 0 && (!best || n > best.count)) best = { rating: r, count: n };
  }
  return best;
}

/** The one quotable line, or null when no certificates file covers the place (not held, never "0 certificates"). */
export function epcHeadline(epc: EpcSearchResult, today: string): string | null {
  if (!epc.covered) return null;
  const fileAge = dataToWords(epc.provenance.asOf, today);
  if (epc.total === 0)
    return `No energy certificates are lodged for ${epc.postcode} in the register we hold${fileAge ? ` (${fileAge})` : ''}.`;
  const { good, rated } = cOrBetter(epc.ratingCounts);
  const common = commonestRating(epc.ratingCounts);
  const noun = epc.total === 1 ? 'energy certificate' : 'energy certificates';
  let line = `${formatCount(epc.total)} ${noun} for ${epc.postcode}`;
  if (rated > 0) {
    line += good === 0 ? ', none rated C or better' : `, ${formatCount(good)} of ${formatCount(rated)} rated C or better`;
    if (common && rated > 1)
      line += ` (most common rating ${common.rating}, ${formatCount(common.count)} of ${formatCount(rated)})`;
  }
  const authority = epc.authorityRatings;
  if (authority) {
    const a = cOrBetter(authority.value);
    const name = authority.provenance.geography.name ?? 'the local authority';
    if (a.rated > 0) line += `, against ${formatPercentFigure((a.good / a.rated) * 100)} C or better across ${name}`;
  }
  const lodged = latestPeriod(epc.certificates.map((c) => c.lodgementDate));
  const dates = [lodged ? `certificates lodged to ${endMonthWords(lodged)}` : null, fileAge].filter(Boolean).join(', ');
  return `${line}${dates ? ` (${dates})` : ''}.`;
}
