/**
 * The postcode scorecard: four questions a buyer asks — is it safe, well connected, good for
 * schools, good value — each answered with a comparison, a plain-words verdict, a tone that reads
 * without colour (the verdict says it) and the period every figure is true for. Pure: the data
 * layer gathers the inputs (src/lib/data/queries/scorecard.ts).
 */
import { ENGLAND_WALES_CRIME_RATE, UK_MEDIAN_BROADBAND, type NationalFigure } from '../../data/reference/national-figures.ts';
import { isYearly } from '../data/crime-headline.ts';
import { crimeRate as rateOver, englandRate, type CrimeRate } from '../data/crime-rate.ts';
import type { CrimeCount } from '../data/queries/crime-rates.ts';
import type { BroadbandCoverage, MobileCoverage, PriceStats, SchoolNearby, Sourced } from '../data/types.ts';

export type Tone = 'good' | 'neutral' | 'poor' | 'unknown';

export interface Comparison {
  label: string;
  value: string;
  period: string;
}

export interface ScorecardAnswer {
  id: 'safety' | 'connectivity' | 'schools' | 'value';
  question: string;
  verdict: string;
  tone: Tone;
  /** The headline figure and what it is compared with, each with its period. */
  figures: Comparison[];
  /** What to keep in mind, in one or two sentences. */
  note: string;
  /** The checker with the detail. */
  href: string;
}

export interface ScorecardInput {
  postcode: string;
  authorityName: string | null;
  lsoaName: string | null;
  lsoaCrime: CrimeCount | null;
  lsoaPopulation: Sourced<number> | null;
  authorityCrime: CrimeCount | null;
  authorityPopulation: Sourced<number> | null;
  broadband: BroadbandCoverage | null;
  mobile: MobileCoverage | null;
  schools: SchoolNearby[] | null;
  sectorPrices: Sourced<PriceStats> | null;
  /** Prices of the wider place the sector is compared with (the postcode district). */
  comparisonPrices: Sourced<PriceStats> | null;
  comparisonName: string;
  /** True when the imported sale prices are a partial extract (e.g. a price band), not the full register. */
  pricesPartial: boolean;
  pricesPartialNote: string | null;
  /** IMD rank of average rank for the authority (1 = most deprived) and how many authorities are ranked. */
  deprivation: { rank: number; of: number; period: string } | null;
}

const one = (n: number) => n.toLocaleString('en-GB', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const pounds = (n: number) => `£${Math.round(n).toLocaleString('en-GB')}`;

function monthsLabel(months: readonly string[]): string {
  if (months.length === 0) return 'no months';
  const f = (m: string) =>
    new Date(`${m}-01T00:00:00Z`).toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return months.length === 1 ? f(months[0]!) : `${f(months[0]!)} to ${f(months[months.length - 1]!)}`;
}

/**
 * Crimes per 1,000 residents under the crime headline's rule (src/lib/data/crime-headline.ts): over
 * the latest 12 months when 12 are held — a yearly figure — else over the months held, never scaled
 * up to a year. Null without residents or months.
 */
export function crimeRate(count: CrimeCount, population: number): CrimeRate | null {
  const series =
    count.byMonth.length > 0
      ? count.byMonth
      : count.months.length === 1
        ? [{ month: count.months[0]!, crimes: count.crimes }]
        : [];
  return rateOver(series, population);
}

/** The unit with the rate's span: "a year", "in one month (not a yearly figure)", "over 5 months (not a yearly figure)". */
export function rateUnitShort(rate: Pick<CrimeRate, 'months'>): string {
  const n = rate.months.length;
  if (isYearly(rate)) return 'a year';
  return n === 1 ? 'in one month (not a yearly figure)' : `over ${n} months (not a yearly figure)`;
}

/** Compares a figure with a reference: within ±15% is "about the same". */
export function compare(
  value: number,
  reference: number,
  lowerIsBetter: boolean,
): { word: 'lower' | 'higher' | 'about the same'; tone: Tone } {
  const ratio = value / reference;
  if (ratio > 0.85 && ratio < 1.15) return { word: 'about the same', tone: 'neutral' };
  const lower = ratio <= 0.85;
  return { word: lower ? 'lower' : 'higher', tone: lower === lowerIsBetter ? 'good' : 'poor' };
}

function national(f: NationalFigure, value: string): Comparison {
  return { label: f.label, value, period: f.period };
}

function safety(input: ScorecardInput): ScorecardAnswer {
  const href = `/postcode-crime-check?postcode=${encodeURIComponent(input.postcode)}`;
  const base = { id: 'safety' as const, question: 'Is it safe?', href };
  if (!input.lsoaCrime || !input.lsoaPopulation) {
    return {
      ...base,
      verdict: 'We cannot give a neighbourhood crime rate here',
      tone: 'unknown',
      figures: [],
      note: !input.lsoaCrime
        ? 'No police.uk crimes in our data carry this neighbourhood’s code: either no crime file covering it is imported, or its boundary changed at the 2021 census. The crime checker counts crimes by distance instead.'
        : 'No population figure for this neighbourhood is imported, so a rate per resident cannot be worked out.',
    };
  }
  const own = crimeRate(input.lsoaCrime, input.lsoaPopulation.value);
  if (!own) {
    return {
      ...base,
      verdict: 'We cannot give a neighbourhood crime rate here',
      tone: 'unknown',
      figures: [],
      note: 'No months of crime are held for this neighbourhood.',
    };
  }
  const rate = own.perThousand;
  const figures: Comparison[] = [
    {
      label: `This neighbourhood (${input.lsoaName ?? 'LSOA'})`,
      value: `${one(rate)} crimes per 1,000 residents ${rateUnitShort(own)}`,
      period: monthsLabel(own.months),
    },
  ];
  // England and Wales over the same number of months as the neighbourhood: a year only over 12.
  let reference = englandRate(own.months.length);
  let against = 'England and Wales';
  const authorityRate =
    input.authorityCrime && input.authorityPopulation ? crimeRate(input.authorityCrime, input.authorityPopulation.value) : null;
  if (authorityRate) {
    figures.push({
      label: input.authorityName ?? 'The local authority',
      value: `${one(authorityRate.perThousand)} ${rateUnitShort(authorityRate)}`,
      period: monthsLabel(authorityRate.months),
    });
    // Compared like with like: the authority's rate over as many months as the neighbourhood's.
    if (authorityRate.months.length === own.months.length) {
      reference = authorityRate.perThousand;
      against = input.authorityName ?? 'the local authority';
    }
  }
  figures.push(national(ENGLAND_WALES_CRIME_RATE, `${one(englandRate(own.months.length))} ${rateUnitShort(own)}`));
  const { word, tone } = compare(rate, reference, true);
  const verdict =
    word === 'about the same'
      ? `About the same recorded crime as ${against}`
      : `${word === 'lower' ? 'Lower' : 'Higher'} recorded crime than ${against}`;
  return {
    ...base,
    verdict,
    tone,
    figures,
    note: `Crimes recorded by police.uk, without anti-social behaviour, per resident of the neighbourhood (population ${input.lsoaPopulation.provenance.asOf}). Busy centres count crimes against visitors too.`,
  };
}

function connectivity(input: ScorecardInput): ScorecardAnswer {
  const href = `/broadband-speed-checker-postcode?postcode=${encodeURIComponent(input.postcode)}`;
  const base = { id: 'connectivity' as const, question: 'Is it well connected?', href };
  const speed = input.broadband?.medianDownloadMbps ?? null;
  const mobile = input.mobile?.covered ? (input.mobile.measures.find((m) => m.id === 'indoor_4g') ?? null) : null;
  const mobileFigure: Comparison[] = mobile
    ? [
        {
          label: `Indoor 4G from at least one network (${input.mobile?.area?.name ?? 'area'})`,
          value: `${one(mobile.anyNetworkPct)}% of premises`,
          period: input.mobile?.provenance?.asOf ?? '',
        },
      ]
    : [];
  if (!speed) {
    return {
      ...base,
      verdict: 'No broadband speeds for this place are imported',
      tone: 'unknown',
      figures: mobileFigure,
      note: input.broadband?.message ?? 'Ofcom’s figures for this place are not in our data.',
    };
  }
  const level = speed.provenance.geography.level;
  const { word, tone } = compare(speed.value, UK_MEDIAN_BROADBAND.value, false);
  return {
    ...base,
    verdict:
      word === 'about the same'
        ? 'Broadband about as fast as the UK median'
        : `Broadband ${word === 'higher' ? 'faster' : 'slower'} than the UK median`,
    tone,
    figures: [
      {
        label: level === 'postcode' ? 'This postcode, median download' : `Median download in the ${level} (postcode averages)`,
        value: `${one(speed.value)} Mbit/s`,
        period: speed.provenance.asOf,
      },
      national(UK_MEDIAN_BROADBAND, `${one(UK_MEDIAN_BROADBAND.value)} Mbit/s`),
      ...mobileFigure,
    ],
    note: 'Ofcom measures line speeds; the UK median comes from its home broadband panel, so treat the comparison as a guide.',
  };
}

const GOOD = new Set(['Outstanding', 'Good']);

function schools(input: ScorecardInput): ScorecardAnswer {
  const href = `/find-a-school?postcode=${encodeURIComponent(input.postcode)}`;
  const base = { id: 'schools' as const, question: 'Is it good for schools?', href };
  if (!input.schools) {
    return {
      ...base,
      verdict: 'No school register covering this place is imported',
      tone: 'unknown',
      figures: [],
      note: 'We only show schools from registers we hold.',
    };
  }
  const nearest = (phases: string[]) =>
    input
      .schools!.filter((s) => s.phase && phases.includes(s.phase) && s.ofstedRating && GOOD.has(s.ofstedRating))
      .sort((a, b) => a.distanceMetres - b.distanceMetres)[0] ?? null;
  const primary = nearest(['Primary', 'All-through']);
  const secondary = nearest(['Secondary', 'All-through']);
  const km = (m: number) => `${(m / 1000).toFixed(1)} km`;
  const figures: Comparison[] = [];
  for (const [label, school] of [
    ['Nearest good or outstanding primary', primary],
    ['Nearest good or outstanding secondary', secondary],
  ] as const) {
    figures.push(
      school
        ? {
            label,
            value: `${school.name}, ${km(school.distanceMetres)} (${school.ofstedRating})`,
            period: school.ofstedLastInspection ?? school.provenance.asOf,
          }
        : { label, value: 'None within the search radius', period: '' },
    );
  }
  const both = primary && secondary;
  const close = both && primary.distanceMetres <= 1000 && secondary.distanceMetres <= 2000;
  return {
    ...base,
    verdict: close
      ? 'Good or outstanding primary and secondary schools close by'
      : both
        ? 'Good or outstanding schools within reach'
        : 'Few good or outstanding schools close by',
    tone: close ? 'good' : both ? 'neutral' : 'poor',
    figures,
    note: 'Straight-line distances from the postcode centre. Being close does not guarantee a place: check each school’s admissions rules.',
  };
}

function value(input: ScorecardInput): ScorecardAnswer {
  const href = `/local-data?postcode=${encodeURIComponent(input.postcode)}`;
  const base = { id: 'value' as const, question: 'Is it good value?', href };
  const depFigure: Comparison[] = input.deprivation
    ? [
        {
          label: `${input.authorityName ?? 'Authority'}, deprivation (IMD)`,
          value: `decile ${Math.ceil((input.deprivation.rank / input.deprivation.of) * 10)} of 10 (1 = most deprived; rank ${input.deprivation.rank} of ${input.deprivation.of})`,
          period: input.deprivation.period,
        },
      ]
    : [];
  if (input.pricesPartial || !input.sectorPrices || !input.comparisonPrices) {
    return {
      ...base,
      verdict: 'We cannot judge value from the sale prices we hold here',
      tone: 'unknown',
      figures: depFigure,
      note: input.pricesPartial
        ? (input.pricesPartialNote ?? 'The sale prices imported are a partial extract, so their medians would mislead.')
        : 'Not enough recorded sales for this sector or district in our data.',
    };
  }
  const { word, tone } = compare(input.sectorPrices.value.medianPrice, input.comparisonPrices.value.medianPrice, true);
  return {
    ...base,
    verdict:
      word === 'about the same'
        ? `Prices about the same as ${input.comparisonName}`
        : `Prices ${word} than ${input.comparisonName}`,
    tone: word === 'about the same' ? 'neutral' : tone,
    figures: [
      {
        label: 'Median sale price in the postcode sector',
        value: pounds(input.sectorPrices.value.medianPrice),
        period: input.sectorPrices.provenance.asOf,
      },
      {
        label: `Median sale price in ${input.comparisonName}`,
        value: pounds(input.comparisonPrices.value.medianPrice),
        period: input.comparisonPrices.provenance.asOf,
      },
      ...depFigure,
    ],
    note: 'Medians mix property types and sizes; use the valuation for a particular home.',
  };
}

export function buildScorecard(input: ScorecardInput): ScorecardAnswer[] {
  return [safety(input), connectivity(input), schools(input), value(input)];
}
