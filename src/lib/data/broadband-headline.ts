/**
 * The broadband checker's headline: the median download speed — the postcode's own where Ofcom's
 * postcode file is held, else the median across postcodes in its ward (said as such) — against the
 * UK median Ofcom measured, with its period; or, where only availability is held, the share of
 * premises that can get superfast broadband.
 *
 * Worked example (M33 2AU, Trafford Data Lab ward medians of Connected Nations May 2022): 127.8 ÷ 59.4
 * = 2.2 → "127.8 Mbit/s median download across postcodes in Sale Central ward (Ofcom, data to May 2022),
 * 2.2 times the UK median of 59.4 Mbit/s (March 2022)."
 */
import { UK_MEDIAN_BROADBAND } from '../../data/reference/national-figures.ts';
import { formatMbps, formatPercentFigure } from '../format/figures.ts';
import { headlinePeriod } from './headline-age.ts';
import type { BroadbandCoverage } from './types.ts';

/** "2.2 times the UK median of 59.4 Mbit/s (March 2022)", "about the same as …", "below …". */
export function ukSpeedComparison(mbps: number): string {
  const uk = UK_MEDIAN_BROADBAND;
  const ratio = mbps / uk.value;
  const median = `the UK median of ${formatMbps(uk.value)} (${uk.period})`;
  if (ratio > 0.9 && ratio < 1.1) return `about the same as ${median}`;
  if (ratio >= 1.1) return `${ratio.toFixed(1)} times ${median}`;
  return `${Math.round((1 - ratio) * 100)}% below ${median}`;
}

/** A place by name with its level in words: "Sale Central ward", "Trafford", "neighbourhood Trafford 014D". */
export function placeWords(geo: { level: string; name: string | null; code: string | null }): string {
  const name = geo.name ?? geo.code ?? 'the area';
  if (geo.level === 'ward') return `${name} ward`;
  if (geo.level === 'lsoa') return `the neighbourhood ${name}`;
  return name;
}

/** The one quotable line, or null when nothing about broadband is held for the place. */
export function broadbandHeadline(broadband: BroadbandCoverage, today: string): string | null {
  if (!broadband.covered) return null;
  const speed = broadband.medianDownloadMbps;
  if (speed) {
    const geo = speed.provenance.geography;
    const where = geo.level === 'postcode' ? `on the lines in ${broadband.postcode}` : `across postcodes in ${placeWords(geo)}`;
    return `${formatMbps(speed.value)} median download ${where} (Ofcom, ${headlinePeriod(speed.provenance.asOf, today)}), ${ukSpeedComparison(speed.value)}.`;
  }
  const availability = broadband.availability;
  const superfast = availability?.value.superfast ?? null;
  if (availability && superfast !== null) {
    const fibre = availability.value.fullFibre;
    const fibreWords = fibre !== null ? `, full fibre to ${formatPercentFigure(fibre)}` : '';
    return `Superfast broadband (30 Mbit/s or more) can reach ${formatPercentFigure(superfast)} of premises in ${broadband.postcode}${fibreWords} (Ofcom, ${headlinePeriod(availability.provenance.asOf, today)}).`;
  }
  return null;
}
