/**
 * The crime checker's headline where no rate per resident can be given (no population for the
 * neighbourhood): the count of crimes and anti-social behaviour around the postcode, with its period
 * and age — a count, never a rate, and never a month called a year.
 *
 *   → "31 crimes and anti-social behaviour incidents within 500 m of WN1 1AE in June 2016 (one month
 *      held; data to June 2016). No rate per resident: no population figure is held for this neighbourhood."
 */
import { formatCount } from '../format/figures.ts';
import { periodWords } from './figure-age.ts';
import { dataToWords } from './headline-age.ts';
import type { CrimeSummary } from './types.ts';

/** The count line, or null when no police file covers the place. */
export function crimeCountHeadline(crime: CrimeSummary, today: string, why?: string | null): string | null {
  if (!crime.covered) return null;
  const where =
    crime.mode === 'radius'
      ? `within ${crime.radiusMetres ?? 0} m of ${crime.postcode}`
      : `in ${crime.lsoa?.name ?? crime.lsoa?.code ?? 'the neighbourhood'}`;
  const n = crime.months.length;
  const span =
    n === 0 ? '' : n === 1 ? ` in ${periodWords(crime.months[0]!)}` : ` over ${n} months to ${periodWords(crime.months.at(-1)!)}`;
  const held = n === 1 ? 'one month held' : n >= 12 ? null : `${n} of 12 months held, not a yearly figure`;
  const age = dataToWords(crime.provenance.asOf, today);
  const notes = [held, age].filter(Boolean).join('; ');
  const noun = crime.total === 1 ? 'crime or anti-social behaviour incident' : 'crimes and anti-social behaviour incidents';
  const line = `${formatCount(crime.total)} ${noun} ${where}${span}${notes ? ` (${notes})` : ''}.`;
  return why ? `${line} ${why}` : line;
}
