/**
 * The report's crime rates: crimes per 1,000 residents for the neighbourhood, its authority and
 * England and Wales, each with its unit and period (a year only over 12 months held), and the
 * quotable line with its comparisons and trend.
 */
import { crimeHeadline, headlineLabel } from '../data/crime-headline.ts';
import { formatRate } from '../data/crime-rate.ts';
import type { CrimeContext } from '../data/queries/crime-context.ts';
import { figure, type ReportFigure } from './document.ts';

/** The neighbourhood's, authority's and England and Wales's crimes per 1,000 residents, each with its unit and period. */
export function crimeRateFigures(context: CrimeContext | null): ReportFigure[] {
  const n = context?.neighbourhood;
  if (!context || !n) return [];
  const rows: ReportFigure[] = [figure(headlineLabel(n.rate, n.name), formatRate(n.rate.perThousand), n.provenance)];
  if (context.authority)
    rows.push(
      figure(
        headlineLabel(context.authority.rate, context.authority.name),
        formatRate(context.authority.rate.perThousand),
        context.authority.provenance,
      ),
    );
  if (context.england)
    rows.push({
      label: `${headlineLabel(n.rate, 'England and Wales')}, scaled from the yearly rate`,
      value: formatRate(context.england.perThousand),
      period: context.england.period,
      source: 'ONS, Crime in England and Wales',
    });
  return rows;
}

/** The quotable line first, then why a rate is missing. */
export function crimeRateNotes(context: CrimeContext | null): string[] {
  if (!context) return [];
  const n = context.neighbourhood;
  const notes: string[] = [];
  if (n) {
    const line = crimeHeadline({
      place: n,
      authority: context.authority,
      england: context.england?.perThousand ?? null,
      trend: context.yearTrend,
    });
    notes.push(line.charAt(0).toUpperCase() + line.slice(1));
  }
  if (context.gap) notes.push(context.gap);
  return notes;
}
