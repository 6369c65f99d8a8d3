/**
 * The postcode report as a document to keep (/postcode-data and /local-data): every figure the
 * report holds with its period and source, the crime and EPC charts, a map drawn from the data
 * and the sources with their attribution.
 */
import type { PostcodeReport } from '../data/queries/postcode-report.ts';
import {
  formatCount,
  formatDistance,
  formatMbps,
  formatPercentFigure,
  formatPoundsFigure,
  formatPoundsPenceFigure,
} from '../format/figures.ts';
import { periodWords } from '../data/figure-age.ts';
import { crimeRateFigures, crimeRateNotes } from './crime-figures.ts';
import { formatAddress } from '../format/address.ts';
import { figure, sourcesOf, sourceWords, type ReportDocument, type ReportFigure, type ReportSection } from './document.ts';

const RATINGS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;

/** Where each scorecard answer's figures come from (the national comparisons name ONS and Ofcom). */
const SCORECARD_SOURCES: Record<PostcodeReport['scorecard'][number]['id'], string> = {
  safety: 'police.uk; ONS population and crime statistics',
  connectivity: 'Ofcom',
  schools: 'DfE schools register (Ofsted grades)',
  value: 'HM Land Registry',
};

/**
 * The source of one scorecard figure: its answer's, except the deprivation rank the value answer
 * carries beside the prices, which comes from the Indices of Deprivation, not HM Land Registry.
 */
function scorecardSource(id: PostcodeReport['scorecard'][number]['id'], label: string): string {
  if (/deprivation/i.test(label)) return sourceWords('deprivation');
  return SCORECARD_SOURCES[id];
}

function named(x: { code: string; name: string | null } | null): string {
  return x ? (x.name ? `${x.name} (${x.code})` : x.code) : 'Not in the data we hold';
}

export function postcodeReportDocument(report: PostcodeReport, produced: string): ReportDocument {
  const g = report.geography;
  const sections: ReportSection[] = [];
  const geoSource = g.provenance[0];
  sections.push({
    heading: 'Where it is',
    figures: [
      ['Postcode district', g.district],
      ['Ward', named(g.ward)],
      ['Neighbourhood (LSOA)', named(g.lsoa)],
      ['Local authority', named(g.authority)],
      ['Region', named(g.region)],
    ].map(([label, value]) =>
      geoSource ? figure(label!, value!, geoSource) : { label: label!, value: value!, period: '', source: 'ONS' },
    ),
    ...(g.lat !== null && g.lng !== null
      ? {
          map: {
            centre: { lat: g.lat, lng: g.lng, label: g.postcode },
            radiusMetres: report.crime?.radiusMetres ?? 500,
            points: (report.schools?.schools ?? [])
              .slice(0, 12)
              .flatMap((s) =>
                s.lat !== null && s.lng !== null ? [{ lat: s.lat, lng: s.lng, label: s.name, kind: 'school' as const }] : [],
              ),
          },
        }
      : {}),
  });
  if (report.scorecard.length > 0) {
    sections.push({
      heading: 'At a glance',
      figures: report.scorecard.flatMap((a) =>
        a.figures.map((f) => ({
          label: `${a.question} ${f.label}`,
          value: f.value,
          period: /^\d{4}/.test(f.period) ? periodWords(f.period) : f.period.startsWith('date not stated') ? '' : f.period,
          source: scorecardSource(a.id, f.label),
        })),
      ),
      notes: report.scorecard.map((a) => `${a.question} ${a.verdict}. ${a.note}`),
    });
  }
  const sales = report.sales;
  // "5 Hampson Street, Sale: £180,000", sold on its day ("Sold 14 March 2019"), not the register's capitals.
  const salesFigures: ReportFigure[] = sales.value.slice(0, 10).map((s) => ({
    ...figure(formatAddress(s.address), formatPoundsFigure(s.price), sales.provenance),
    period: `Sold ${periodWords(s.date)}`,
  }));
  if (report.sectorPrices)
    salesFigures.push(
      figure(
        `Median sale price in sector ${g.sector} (${formatCount(report.sectorPrices.value.sales)} sales)`,
        formatPoundsFigure(report.sectorPrices.value.medianPrice),
        report.sectorPrices.provenance,
      ),
    );
  sections.push({
    heading: 'Sale prices',
    figures: salesFigures,
    notes: sales.value.length === 0 ? [`No sales at ${g.postcode} in the Price Paid files we hold.`] : [],
  });
  const crime = report.crime;
  sections.push(
    crime?.covered
      ? {
          heading: 'Crime',
          figures: [
            ...crimeRateFigures(report.crimeContext ?? null),
            figure(
              `Crimes and anti-social behaviour within ${crime.radiusMetres ?? 500} m`,
              formatCount(crime.total),
              crime.provenance,
            ),
          ],
          notes: crimeRateNotes(report.crimeContext ?? null),
          charts: [
            {
              kind: 'bars',
              title: `Crimes by category within ${crime.radiusMetres ?? 500} m`,
              unit: 'crimes',
              points: crime.categories.map((c) => ({ label: c.category, value: c.count })),
            },
            ...(crime.burglaryTrend && crime.burglaryTrend.value.length > 1
              ? [
                  {
                    kind: 'line' as const,
                    title: 'Burglaries a month nearby',
                    unit: 'burglaries',
                    points: crime.burglaryTrend.value.map((p) => ({ label: p.period, value: p.value })),
                  },
                ]
              : []),
          ],
        }
      : {
          heading: 'Crime',
          figures: [],
          notes: ['We have not imported police.uk crime for this place. That is not the same as no crime.'],
        },
  );
  const schools = report.schools;
  sections.push(
    schools?.covered
      ? {
          heading: 'Schools nearby',
          figures: schools.schools
            .slice(0, 10)
            .map((s) =>
              figure(
                `${s.name} (${s.phase ?? 'phase not recorded'}, ${formatDistance(s.distanceMetres)})`,
                s.ofstedRating ?? 'No Ofsted rating in data',
                s.provenance,
              ),
            ),
        }
      : { heading: 'Schools nearby', figures: [], notes: ['No school register covering this place has been imported.'] },
  );
  const epc = report.epc;
  sections.push({
    heading: 'Energy certificates',
    figures: epc.certificates
      .slice(0, 10)
      .map((c) => figure(formatAddress(c.address), `Rating ${c.currentRating ?? 'not recorded'}`, epc.provenance)),
    notes: epc.total === 0 ? ['No energy certificates at this postcode in the files we hold.'] : [],
    ...(epc.authorityRatings
      ? {
          charts: [
            {
              kind: 'bars' as const,
              title: 'Certificates lodged in the authority, by rating',
              unit: 'certificates',
              points: RATINGS.map((r) => ({ label: r, value: epc.authorityRatings!.value[r] })),
            },
          ],
        }
      : {}),
  });
  const b = report.broadband;
  sections.push({
    heading: 'Broadband and mobile',
    figures: [
      ...(b?.medianDownloadMbps
        ? [figure('Median download speed', formatMbps(b.medianDownloadMbps.value), b.medianDownloadMbps.provenance)]
        : []),
      ...(report.mobile?.covered && report.mobile.provenance
        ? report.mobile.measures.map((m) =>
            figure(`${m.label} from at least one network`, formatPercentFigure(m.anyNetworkPct), report.mobile!.provenance!),
          )
        : []),
    ],
    notes: [
      ...(b?.medianDownloadMbps ? [] : ['No Ofcom broadband figures for this place are imported.']),
      ...(report.mobile?.covered ? [] : ['No Ofcom mobile figures for this place are imported.']),
    ],
  });
  const e = report.economy;
  const population = report.population;
  sections.push({
    heading: 'People and council tax',
    figures: [
      ...(population.lsoa
        ? [figure('Residents of the neighbourhood (LSOA)', formatCount(population.lsoa.value), population.lsoa.provenance)]
        : []),
      ...(population.ward
        ? [figure('Residents of the ward', formatCount(population.ward.value), population.ward.provenance)]
        : []),
      ...(e?.councilTax?.value.areaBandD != null
        ? [
            figure(
              `Average Band D council tax, ${e.councilTax.value.year}`,
              formatPoundsPenceFigure(e.councilTax.value.areaBandD),
              e.councilTax.provenance,
            ),
          ]
        : []),
      ...(e?.earnings?.series.value.at(-1)
        ? [
            figure(
              'Median annual pay of residents',
              formatPoundsFigure(e.earnings.series.value.at(-1)!.value),
              e.earnings.series.provenance,
            ),
          ]
        : []),
    ],
  });
  const provenances = [
    ...g.provenance,
    sales.provenance,
    report.sectorPrices?.provenance,
    crime?.covered ? crime.provenance : null,
    crime?.burglaryTrend?.provenance,
    schools?.covered ? schools.provenance : null,
    epc.total > 0 ? epc.provenance : null,
    epc.authorityRatings?.provenance,
    b?.medianDownloadMbps?.provenance,
    report.mobile?.provenance,
    population.lsoa?.provenance,
    population.ward?.provenance,
    e?.councilTax?.provenance,
    e?.earnings?.series.provenance,
    report.scorecard.some((a) => a.figures.some((f) => /deprivation/i.test(f.label))) ? e?.deprivation?.provenance : null,
  ];
  return {
    title: `Property data report: ${g.postcode}`,
    subtitle: [g.ward?.name, g.authority?.name].filter(Boolean).join(', ') || g.district,
    produced,
    sections,
    sources: sourcesOf(provenances),
    footer: [
      'Every figure names its period and source. Full licence text and what we hold of each dataset: brickstack.co.uk/data-sources.',
      'Figures from official open data, for information; not financial, legal or survey advice.',
    ],
  };
}
