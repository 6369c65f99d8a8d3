/**
 * What the imported data can say about one postcode, before anyone pays for a lookup: for each
 * checker, whether its dataset covers the place, at what level (the postcode itself, a radius
 * around it, its neighbourhood, ward or local authority) and as of when. Pure: the facts come
 * from one query module (queries/coverage.ts); pages and the free /api/data/coverage answer
 * read this.
 *
 *   buildCoverage({ postcode: 'M33 3HJ', crime: { months: ['2016-06'], … }, … })
 *     → { items: [{ topic: 'crime', status: 'covered', level: 'radius', asOf: '2016-06', … }, …] }
 */
import type { DatasetId } from './datasets.ts';
import type { GeographyLevel, NamedCode } from './types.ts';

/** The questions the checkers answer, one per checker page. */
export type CoverageTopic = 'prices' | 'crime' | 'schools' | 'epc' | 'property-age' | 'broadband' | 'mobile' | 'economic';

/**
 * covered: the checker answers for this place at the level it is built for; partial: it answers,
 * but only for a wider area or with some of its figures; none: a lookup would hold nothing.
 */
export type CoverageStatus = 'covered' | 'partial' | 'none';

export interface CoverageItem {
  topic: CoverageTopic;
  /** "Crime", "Schools"… */
  label: string;
  status: CoverageStatus;
  /** The geography the answer describes, when there is one. */
  level: GeographyLevel | null;
  /** e.g. "Within 500 m of M33 3HJ", "Ward Sale Moor", "Trafford". */
  place: string | null;
  /** The period of the newest figures ("2016-06", "2022-05", "2023-24"), or null. */
  asOf: string | null;
  /** One sentence: what the lookup would show, or why there is nothing. */
  summary: string;
  datasetId: DatasetId;
  /** The checker page that answers it. */
  href: string;
}

export interface CoverageAnswer {
  postcode: string;
  /** False when the postcode is not in the postcode tables we hold. */
  known: boolean;
  authority: NamedCode | null;
  ward: NamedCode | null;
  items: CoverageItem[];
}

/** Plain facts about one postcode, gathered by bounded index lookups. */
export interface CoverageFacts {
  postcode: string;
  known: boolean;
  hasPoint: boolean;
  authority: NamedCode | null;
  ward: NamedCode | null;
  lsoa: NamedCode | null;
  /** Months the police files cover for the place's authority, ascending "YYYY-MM". */
  crimeMonths: string[];
  /** Whether the neighbourhood has a population figure, so a rate per resident can be given. */
  lsoaPopulation: boolean;
  /** Open schools within 5 km, and the register's date. */
  schools: { count: number; asOf: string | null };
  epc: { atPostcode: number; districtHasAny: boolean; asOf: string | null };
  /** Evidence of age at the postcode: EPC age bands or new-dwelling lodgements, new-build sales. */
  ageEvidence: { epc: number; newBuildSales: number };
  broadband: {
    postcodeSpeeds: string | null;
    postcodeAvailability: string | null;
    /** The nearest area with a median speed (ward, LSOA or authority). */
    area: { level: GeographyLevel; name: string; period: string } | null;
  };
  mobile: { area: string; period: string } | null;
  economic: { indicators: string[]; newestPeriod: string | null; councilTax: string | null; deprivation: string | null };
  prices: { atPostcode: number; latest: string | null; inSector: number; partialExtract: boolean };
}

const HREF: Record<CoverageTopic, string> = {
  prices: '/postcode-data',
  crime: '/postcode-crime-check',
  schools: '/find-a-school',
  epc: '/epc-search',
  'property-age': '/check-property-age',
  broadband: '/broadband-speed-checker-postcode',
  mobile: '/mobile-signal-checker',
  economic: '/economic-data',
};

const LABEL: Record<CoverageTopic, string> = {
  prices: 'Sale prices',
  crime: 'Crime',
  schools: 'Schools',
  epc: 'Energy certificates',
  'property-age': 'Property age',
  broadband: 'Broadband',
  mobile: 'Mobile signal',
  economic: 'Area economy',
};

function item(
  topic: CoverageTopic,
  datasetId: DatasetId,
  status: CoverageStatus,
  summary: string,
  where: { level?: GeographyLevel | null; place?: string | null; asOf?: string | null } = {},
): CoverageItem {
  return {
    topic,
    label: LABEL[topic],
    status,
    level: where.level ?? null,
    place: where.place ?? null,
    asOf: where.asOf ?? null,
    summary,
    datasetId,
    href: HREF[topic],
  };
}

function crime(f: CoverageFacts): CoverageItem {
  const authority = f.authority?.name ?? 'this area';
  if (f.crimeMonths.length === 0 || !f.hasPoint) {
    return item(
      'crime',
      'police_street_crime',
      'none',
      f.known
        ? `We have not imported police.uk crime for ${authority}. That is not the same as no crime.`
        : 'This postcode is not in the postcode files we hold, so we cannot place it to count crime around it.',
    );
  }
  const asOf = f.crimeMonths.at(-1) ?? null;
  const months = f.crimeMonths.length;
  const span = months === 1 ? 'one month' : `${months} months`;
  const rate = f.lsoaPopulation && f.lsoa;
  return item(
    'crime',
    'police_street_crime',
    rate ? 'covered' : 'partial',
    rate
      ? `Crimes within 500 m (${span} held), and a rate per 1,000 residents for the neighbourhood against ${authority}.`
      : `Crimes within 500 m (${span} held). No neighbourhood population here, so no rate per resident.`,
    { level: 'radius', place: `Within 500 m of ${f.postcode}`, asOf },
  );
}

function schools(f: CoverageFacts): CoverageItem {
  if (!f.hasPoint || f.schools.count === 0) {
    return item(
      'schools',
      'gias',
      'none',
      f.known
        ? 'No school register covering this area has been imported.'
        : 'This postcode is not in the postcode files we hold, so we cannot measure distances from it.',
    );
  }
  return item('schools', 'gias', 'covered', 'Open schools within walking distance, nearest first, with Ofsted ratings.', {
    level: 'radius',
    place: `Around ${f.postcode}`,
    asOf: f.schools.asOf,
  });
}

function epc(f: CoverageFacts): CoverageItem {
  if (f.epc.atPostcode > 0) {
    const n = f.epc.atPostcode;
    return item('epc', 'epc_domestic', 'covered', `${n} energy certificate${n === 1 ? '' : 's'} lodged at this postcode.`, {
      level: 'postcode',
      place: f.postcode,
      asOf: f.epc.asOf,
    });
  }
  return item(
    'epc',
    'epc_domestic',
    'none',
    f.epc.districtHasAny
      ? 'The certificate files we hold for this district list none at this postcode.'
      : 'No energy certificate file covering this area has been imported.',
  );
}

function propertyAge(f: CoverageFacts): CoverageItem {
  const { epc: fromEpc, newBuildSales } = f.ageEvidence;
  if (fromEpc + newBuildSales === 0) {
    return item(
      'property-age',
      'epc_domestic',
      'none',
      'No construction age band, new-dwelling certificate or new-build sale at this postcode in the data we hold.',
    );
  }
  return item(
    'property-age',
    fromEpc > 0 ? 'epc_domestic' : 'price_paid',
    fromEpc > 0 ? 'covered' : 'partial',
    fromEpc > 0
      ? 'Construction dates from the energy certificates at this postcode.'
      : 'Only new-build sales at this postcode date its homes (a year range, not every home).',
    { level: 'postcode', place: f.postcode },
  );
}

function broadband(f: CoverageFacts): CoverageItem {
  const b = f.broadband;
  if (b.postcodeSpeeds) {
    return item('broadband', 'ofcom_broadband', 'covered', 'Speeds measured on the lines in this postcode.', {
      level: 'postcode',
      place: f.postcode,
      asOf: b.postcodeSpeeds,
    });
  }
  if (b.area || b.postcodeAvailability) {
    return item(
      'broadband',
      'ofcom_broadband',
      'partial',
      b.area
        ? `No postcode-level speeds imported: the median speed of the ${b.area.level === 'lsoa' ? 'neighbourhood' : b.area.level} (${b.area.name}) instead.`
        : 'Which services reach the postcode, without measured speeds.',
      b.area
        ? { level: b.area.level, place: b.area.name, asOf: b.area.period }
        : { level: 'postcode', place: f.postcode, asOf: b.postcodeAvailability },
    );
  }
  return item('broadband', 'ofcom_broadband', 'none', 'No Ofcom broadband figures for this area have been imported.');
}

function mobile(f: CoverageFacts): CoverageItem {
  if (!f.mobile) {
    return item('mobile', 'ofcom_mobile', 'none', `We hold no Ofcom mobile figures for ${f.authority?.name ?? 'this area'} yet.`);
  }
  return item('mobile', 'ofcom_mobile', 'partial', 'Ofcom publishes mobile coverage per local authority, not per postcode.', {
    level: 'authority',
    place: f.mobile.area,
    asOf: f.mobile.period,
  });
}

function economic(f: CoverageFacts): CoverageItem {
  const e = f.economic;
  const parts = [...e.indicators, ...(e.councilTax ? ['council tax'] : []), ...(e.deprivation ? ['deprivation'] : [])];
  if (!f.authority || parts.length === 0) {
    return item('economic', 'ons_earnings', 'none', 'No local-authority statistics for this place are imported.');
  }
  const full = e.indicators.length >= 3;
  return item('economic', 'ons_earnings', full ? 'covered' : 'partial', `For ${f.authority.name}: ${parts.join(', ')}.`, {
    level: 'authority',
    place: f.authority.name,
    asOf: e.newestPeriod ?? e.councilTax ?? e.deprivation,
  });
}

function prices(f: CoverageFacts): CoverageItem {
  const p = f.prices;
  if (p.atPostcode === 0 && p.inSector === 0) {
    return item('prices', 'price_paid', 'none', 'No Land Registry sales around this postcode in the files we hold.');
  }
  const partial = p.partialExtract || p.atPostcode === 0;
  const summary =
    p.atPostcode > 0
      ? `${p.atPostcode} sale${p.atPostcode === 1 ? '' : 's'} at this postcode${p.partialExtract ? ', from a partial extract of the register' : ''}.`
      : `No sales at this postcode; ${p.inSector} in its sector${p.partialExtract ? ', from a partial extract of the register' : ''}.`;
  return item('prices', 'price_paid', partial ? 'partial' : 'covered', summary, {
    level: p.atPostcode > 0 ? 'postcode' : 'sector',
    place: p.atPostcode > 0 ? f.postcode : null,
    asOf: p.latest,
  });
}

/** Coverage of every checker for one postcode, in the order the checkers are listed. */
export function buildCoverage(f: CoverageFacts): CoverageAnswer {
  return {
    postcode: f.postcode,
    known: f.known,
    authority: f.authority,
    ward: f.ward,
    items: [prices(f), crime(f), schools(f), epc(f), propertyAge(f), broadband(f), mobile(f), economic(f)],
  };
}

/** The item for one checker. */
export function coverageOf(answer: CoverageAnswer, topic: CoverageTopic): CoverageItem | undefined {
  return answer.items.find((i) => i.topic === topic);
}

/** Whether a lookup on this checker is worth offering: it would hold something. */
export function canAnswer(answer: CoverageAnswer, topic: CoverageTopic): boolean {
  return (coverageOf(answer, topic)?.status ?? 'none') !== 'none';
}
