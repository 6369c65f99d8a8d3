/**
 * The schools checker's headline: how many open schools lie within the search radius, how many of
 * them Ofsted rates Good or Outstanding, the nearest, and the date of the latest inspection counted.
 *
 * Worked example (M33 3HJ, Trafford register): 12 schools within 1.6 km, 9 rated Good or Outstanding,
 * latest inspection March 2024, register of September 2024 → "12 schools within 1.6 km of M33 3HJ,
 * 9 rated Good or Outstanding by Ofsted; the nearest is Moorlands Junior School, 850 m (Ofsted
 * inspections to March 2024; register data to September 2024)."
 */
import { formatCount, formatDistance } from '../format/figures.ts';
import { endMonthWords, headlinePeriod, isoDay, latestPeriod } from './headline-age.ts';
import type { SchoolsNearResult } from './types.ts';

const GOOD = new Set(['Outstanding', 'Good']);

/** Whether Ofsted's latest overall rating is Good or Outstanding. */
export function ratedGood(rating: string | null): boolean {
  return rating !== null && GOOD.has(rating.trim());
}

/** The one quotable line, or null when no school register covers the place (it is "not held", never "0 schools"). */
export function schoolsHeadline(result: SchoolsNearResult, today: string): string | null {
  if (!result.covered) return null;
  const radius = formatDistance(result.radiusMetres);
  const register = headlinePeriod(result.provenance.asOf, today);
  const total = Math.max(result.total, result.schools.length);
  if (total === 0) return `No open schools within ${radius} of ${result.postcode} (schools register, ${register}).`;
  const listed = result.schools;
  const good = listed.filter((s) => ratedGood(s.ofstedRating)).length;
  const noun = total === 1 ? 'school' : 'schools';
  // When only a page of the list is held here, say the share of the schools counted, not of all.
  const goodWords =
    listed.length < total
      ? `${formatCount(good)} of the nearest ${formatCount(listed.length)} rated Good or Outstanding by Ofsted`
      : `${formatCount(good)} rated Good or Outstanding by Ofsted`;
  const nearest = [...listed].sort((a, b) => a.distanceMetres - b.distanceMetres)[0];
  const inspected = latestPeriod(listed.map((s) => (s.ofstedLastInspection ? isoDay(s.ofstedLastInspection) : null)));
  const inspectedTo = inspected ? endMonthWords(inspected) : null;
  const dates = [inspectedTo ? `Ofsted inspections to ${inspectedTo}` : null, `register ${register}`].filter(Boolean).join('; ');
  let line = `${formatCount(total)} ${noun} within ${radius} of ${result.postcode}, ${goodWords}`;
  if (nearest) line += `; the nearest is ${nearest.name}, ${formatDistance(nearest.distanceMetres)}`;
  return `${line} (${dates}).`;
}
