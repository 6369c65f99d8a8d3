/**
 * The property age checker's headline and its confidence in words that say how much evidence there
 * is. "Low confidence" beside "3 of 3 matching sales" read as a contradiction; the wording now says
 * what the estimate rests on and how large the sample is.
 *
 * Worked example (BL1 8FU, Bolton: three homes sold new in 2019): strongest evidence new-build sales,
 * all three from 2018–2019 → "Built 2018–2019 is the best estimate for homes at BL1 8FU, from 3 of 3
 * new-build sales (sales to June 2019, data to June 2019)" and "A rough guide: 3 of 3 new-build sales
 * agree, a small sample, and a sale shows only that a home was new by then."
 */
import { formatCount } from '../format/figures.ts';
import { dataToWords, endMonthWords, latestPeriod } from './headline-age.ts';
import type { PropertyAgeEstimate, PropertyAgeEvidence } from './types.ts';

/** Fewer pieces of evidence than this are called a small sample. */
export const SMALL_SAMPLE = 5;

const ORDER: PropertyAgeEvidence['kind'][] = ['epc_age_band', 'epc_new_dwelling', 'ppd_new_build'];

const NOUN: Record<PropertyAgeEvidence['kind'], [one: string, many: string]> = {
  epc_age_band: ['EPC age band', 'EPC age bands'],
  epc_new_dwelling: ['new-home EPC', 'new-home EPCs'],
  ppd_new_build: ['new-build sale', 'new-build sales'],
};

/** The strongest kind of evidence held, how many of them, and how many agree with the estimate. */
export function ageSample(age: PropertyAgeEstimate): { kind: PropertyAgeEvidence['kind']; n: number; agree: number } | null {
  if (!age.estimate) return null;
  for (const kind of ORDER) {
    const list = age.evidence.filter((e) => e.kind === kind);
    if (list.length === 0) continue;
    const agree = list.filter((e) => e.fromYear === age.estimate!.fromYear && e.toYear === age.estimate!.toYear).length;
    return { kind, n: list.length, agree };
  }
  return null;
}

/** "3 of 3 new-build sales", "1 EPC age band". */
function sampleWords(s: { kind: PropertyAgeEvidence['kind']; n: number; agree: number }): string {
  const [one, many] = NOUN[s.kind];
  return s.n === 1 ? `1 ${one}` : `${formatCount(s.agree)} of ${formatCount(s.n)} ${many}`;
}

/** How far to trust the estimate, with the sample size said: never "Low confidence" alone. */
export function confidenceWords(age: PropertyAgeEstimate): string {
  const s = ageSample(age);
  if (!s) return 'No estimate: no construction date evidence is held.';
  const small = s.n < SMALL_SAMPLE ? ', a small sample' : '';
  const agree = s.n === 1 ? '' : ' agree';
  if (s.kind === 'epc_age_band') {
    const lead = age.confidence === 'high' ? 'Good evidence' : 'Fair evidence';
    return `${lead}: ${sampleWords(s)}${agree}${small}. An age band is the assessor’s estimate for each home.`;
  }
  const by = s.kind === 'ppd_new_build' ? 'a sale' : 'a new-home certificate';
  return `A rough guide: ${sampleWords(s)}${agree}${small}, and ${by} shows only that a home was new by then.`;
}

/** The one quotable line, or null when no evidence is held (not held, never a guess). */
export function propertyAgeHeadline(age: PropertyAgeEstimate, today: string): string | null {
  const s = ageSample(age);
  if (!age.estimate || !s) return null;
  const scope = age.addressFilter ? `the address matching “${age.addressFilter}”` : `homes at ${age.postcode}`;
  const latest = latestPeriod(age.evidence.filter((e) => e.kind === s.kind).map((e) => e.provenance.asOf));
  const what = s.kind === 'ppd_new_build' ? 'sales' : 'certificates lodged';
  const dates = latest ? [`${what} to ${endMonthWords(latest)}`, dataToWords(latest, today)].filter(Boolean).join(', ') : null;
  return `Built ${age.estimate.label} is the best estimate for ${scope}, from ${sampleWords(s)}${dates ? ` (${dates})` : ''}.`;
}
