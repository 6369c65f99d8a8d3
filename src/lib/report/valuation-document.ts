/**
 * The valuation as a document to keep: the figure and its 80% range, the confidence grade and
 * why, the index used, the comparable sales behind it (a full answer) with a map drawn from their
 * postcodes, and the sources with their attribution, dated.
 */
import { periodWords } from '../data/figure-age.ts';
import { formatPoundsFigure } from '../format/figures.ts';
import type { ValuationAnswer } from '../valuation/answer.ts';
import { figure, sourcesOf, type ReportDocument, type ReportSection } from './document.ts';

export function valuationDocument(answer: ValuationAnswer, produced: string): ReportDocument {
  const r = answer.result;
  const main = answer.sources[0];
  const source = main ? figure('', '', main) : null;
  const asOf = periodWords(r.asOf);
  const at = (label: string, value: string) => ({ label, value, period: asOf, source: source?.source ?? 'HM Land Registry' });
  const sections: ReportSection[] = [
    {
      heading: 'Valuation',
      figures: [
        at('Estimated value', formatPoundsFigure(r.estimate)),
        at('80% range', `${formatPoundsFigure(r.range.low)} to ${formatPoundsFigure(r.range.high)}`),
        at('Confidence', r.confidence.grade),
        at('Comparable sales used', String(answer.comparablesUsed)),
      ],
      notes: [
        ...(r.headline ? [r.headline] : []),
        r.confidence.reason,
        answer.asOfNote,
        `Prices brought to ${asOf} with ${r.index.label}: ${r.index.reason}`,
      ],
    },
  ];
  if (r.comparables.length > 0) {
    const centre = answer.centres[answer.subject.postcode];
    sections.push({
      heading: 'Comparable sales',
      figures: r.comparables.slice(0, 20).map((c) => ({
        label: `${c.address}, ${c.postcode} (${c.reason})`,
        value: `${formatPoundsFigure(c.price)} on ${c.date}; ${formatPoundsFigure(c.adjustedPrice)} adjusted`,
        period: periodWords(c.date),
        source: source?.source ?? 'HM Land Registry',
      })),
      charts: [
        {
          kind: 'bars',
          title: 'Adjusted prices of the comparable sales',
          unit: '£',
          points: r.comparables
            .slice(0, 12)
            .map((c) => ({ label: c.address.split(',')[0] ?? c.postcode, value: c.adjustedPrice })),
        },
      ],
      ...(centre
        ? {
            map: {
              centre: { ...centre, label: answer.subject.postcode },
              points: [...new Set(r.comparables.map((c) => c.postcode))].flatMap((pc) => {
                const at = answer.centres[pc];
                return at && pc !== answer.subject.postcode
                  ? [{ lat: at.lat, lng: at.lng, label: pc, kind: 'point' as const }]
                  : [];
              }),
            },
          }
        : {}),
    });
  }
  return {
    title: `Valuation: ${answer.subject.postcode}`,
    subtitle: [answer.subject.propertyType, answer.subject.tenure].filter(Boolean).join(', '),
    produced,
    sections,
    sources: sourcesOf(answer.sources),
    footer: [
      'An automated estimate from recorded sales, not a survey or a mortgage valuation. Method: brickstack.co.uk/valuation-methodology.',
      'Full licence text and what we hold of each dataset: brickstack.co.uk/data-sources.',
    ],
  };
}
