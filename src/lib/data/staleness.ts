/**
 * Whether a figure is older than its publisher's usual cycle, so pages can flag it. Each dataset
 * has the age (months after the end of its period) beyond which a newer release should exist:
 * the publication cycle plus the usual delay before publication.
 */
import type { DatasetId } from './datasets.ts';

interface Cycle {
  /** "monthly", "every year"… as a person would say it. */
  cycle: string;
  /** Age in months after which a newer release should exist. */
  staleAfterMonths: number;
}

export const PUBLICATION_CYCLES: Record<DatasetId, Cycle> = {
  onspd: { cycle: 'every quarter', staleAfterMonths: 9 },
  nspl: { cycle: 'every quarter', staleAfterMonths: 9 },
  gss_names: { cycle: 'when boundaries change', staleAfterMonths: 24 },
  police_street_crime: { cycle: 'every month', staleAfterMonths: 4 },
  police_burglary_points: { cycle: 'every month', staleAfterMonths: 4 },
  police_monthly_counts: { cycle: 'every month', staleAfterMonths: 4 },
  gias: { cycle: 'every day', staleAfterMonths: 3 },
  epc_domestic: { cycle: 'every month', staleAfterMonths: 4 },
  epc_lodgements: { cycle: 'every quarter', staleAfterMonths: 9 },
  ofcom_broadband: { cycle: 'every year', staleAfterMonths: 18 },
  ofcom_mobile: { cycle: 'every year', staleAfterMonths: 18 },
  price_paid: { cycle: 'every month', staleAfterMonths: 4 },
  ward_median_prices: { cycle: 'every quarter', staleAfterMonths: 9 },
  uk_hpi: { cycle: 'every month', staleAfterMonths: 4 },
  ons_population: { cycle: 'every year', staleAfterMonths: 24 },
  ons_earnings: { cycle: 'every year', staleAfterMonths: 18 },
  ons_employment: { cycle: 'every quarter', staleAfterMonths: 9 },
  ons_claimant_count: { cycle: 'every month', staleAfterMonths: 4 },
  ons_gva: { cycle: 'every year', staleAfterMonths: 24 },
  ons_affordability: { cycle: 'every year', staleAfterMonths: 18 },
  voa_council_tax_bands: { cycle: 'every year', staleAfterMonths: 18 },
  deprivation: { cycle: 'every four to six years', staleAfterMonths: 72 },
  council_tax: { cycle: 'every year', staleAfterMonths: 18 },
};

/** The last month an as-of text covers, as a month number (year × 12 + month − 1), or null. */
export function endMonth(asOf: string): number | null {
  const last = asOf.split(' to ').at(-1)?.trim() ?? '';
  const ym = /^(\d{4})-(\d{2})(-\d{2})?$/.exec(last);
  if (ym) {
    const second = Number(ym[2]);
    // "2023-24" is a financial year: it ends in March 2024.
    if (!ym[3] && second > 12) return (Number(ym[1]) + 1) * 12 + 2;
    return Number(ym[1]) * 12 + second - 1;
  }
  const year = /^(\d{4})$/.exec(last);
  return year ? Number(year[1]) * 12 + 11 : null;
}

export interface Staleness {
  stale: boolean;
  ageMonths: number;
  /** e.g. "Older than usual: police.uk crime is published every month; these figures are 125 months old." */
  message: string;
}

/** How old a figure is against its dataset's cycle, or null when its date cannot be read. */
export function staleness(datasetId: DatasetId, asOf: string, today: string): Staleness | null {
  const end = endMonth(asOf);
  const now = endMonth(today.slice(0, 7));
  const cycle = PUBLICATION_CYCLES[datasetId];
  if (end === null || now === null || !cycle) return null;
  const ageMonths = Math.max(0, now - end);
  const age = ageMonths >= 24 ? `${Math.floor(ageMonths / 12)} years` : `${ageMonths} months`;
  return {
    stale: ageMonths > cycle.staleAfterMonths,
    ageMonths,
    message: `Older than usual: this dataset is published ${cycle.cycle}, and these figures are ${age} old. A newer release exists.`,
  };
}
