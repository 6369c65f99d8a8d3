/**
 * The postcode data report's headline — the few figures a reader checks first, each with its period
 * — and which datasets hold nothing for the postcode, so the page folds them into one line
 * ("Not held for this postcode (3)") instead of an empty section each.
 *
 * Worked example (M33 2AU): latest sale £300,000 on 12 March 2019; Trafford 012E 2.7 crimes per 1,000
 * in June 2016 (one month); 12 schools within 1.6 km; ward median 127.8 Mbit/s (May 2022) →
 * "M33 2AU: latest sale £300,000 on 12 March 2019 (data to March 2019); 2.7 crimes per 1,000 residents
 * in June 2016 (the only month held, not a yearly figure); 12 schools within 1.6 km, 9 rated Good or
 * Outstanding; broadband 127.8 Mbit/s median across Sale Central ward (data to May 2022)."
 */
import { formatIsoDate } from '../format/date.ts';
import { formatCount, formatDistance, formatMbps, formatPoundsFigure } from '../format/figures.ts';
import { placeWords } from './broadband-headline.ts';
import { rateWords } from './crime-headline.ts';
import { dataToWords } from './headline-age.ts';
import type { PostcodeReport } from './queries/postcode-report.ts';
import { ratedGood } from './schools-headline.ts';

type Report = Omit<PostcodeReport, 'scorecard'>;

/** The sections of the full report (/local-data), by heading, each held for this postcode or not. */
export type ReportSection =
  | 'People'
  | 'Crime'
  | 'Schools nearby'
  | 'Energy performance certificates'
  | 'Property age'
  | 'Broadband'
  | 'Mobile signal'
  | 'Economy and housing';

export function reportSections(report: Report): Record<ReportSection, boolean> {
  const { crime, schools, epc, propertyAge, broadband, mobile, economy, population } = report;
  return {
    People: Boolean(population.lsoa || population.ward),
    Crime: Boolean(crime?.covered),
    'Schools nearby': Boolean(schools?.covered),
    'Energy performance certificates': epc.covered,
    'Property age': propertyAge.estimate !== null,
    Broadband: Boolean(broadband?.covered),
    'Mobile signal': Boolean(mobile?.covered && mobile.measures.length > 0),
    'Economy and housing': economy !== null,
  };
}

/** The headings of the sections that hold nothing for this postcode, folded into one line. */
export function reportNotHeld(report: Report): ReportSection[] {
  return (Object.entries(reportSections(report)) as [ReportSection, boolean][]).flatMap(([name, held]) => (held ? [] : [name]));
}

/** "Not held for this postcode (3)". */
export function notHeldLine(count: number): string {
  return `Not held for this postcode (${count})`;
}

/** The one quotable line: latest sale, crime rate, schools and broadband, each with its period, where held. */
export function reportHeadline(report: Report, today: string): string {
  const parts: string[] = [];
  const sale = report.sales.value[0];
  if (sale) {
    const age = dataToWords(sale.date, today);
    parts.push(`latest sale ${formatPoundsFigure(sale.price)} on ${formatIsoDate(sale.date)}${age ? ` (${age})` : ''}`);
  }
  const n = report.crimeContext?.neighbourhood;
  if (n) parts.push(rateWords(n.rate));
  const schools = report.schools;
  if (schools?.covered) {
    const total = Math.max(schools.total, schools.schools.length);
    const good = schools.schools.filter((s) => ratedGood(s.ofstedRating)).length;
    const radius = formatDistance(schools.radiusMetres);
    parts.push(
      total === 0
        ? `no open schools within ${radius}`
        : `${formatCount(total)} school${total === 1 ? '' : 's'} within ${radius}${schools.schools.length === total ? `, ${formatCount(good)} rated Good or Outstanding` : ''}`,
    );
  }
  const speed = report.broadband?.covered ? report.broadband.medianDownloadMbps : null;
  if (speed) {
    const geo = speed.provenance.geography;
    const age = dataToWords(speed.provenance.asOf, today);
    const where = geo.level === 'postcode' ? 'on its lines' : `across ${placeWords(geo)}`;
    parts.push(`broadband ${formatMbps(speed.value)} median ${where}${age ? ` (${age})` : ''}`);
  }
  const postcode = report.geography.postcode;
  if (parts.length === 0) return `${postcode}: none of the headline figures (sales, crime, schools, broadband) is held here.`;
  return `${postcode}: ${parts.join('; ')}.`;
}
