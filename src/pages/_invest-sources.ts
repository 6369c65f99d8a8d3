/** Sources shown on the investor pages, read from the engines' data tables (never typed into page copy). */
import { tryCalculateStampDuty, type Region } from '../lib/tax/stamp-duty.ts';
import { INCOME_TAX_RUK, INCOME_TAX_VERIFIED_ON } from '../data/calculators/income-tax-ruk.ts';
import { BTL_LENDING_RULES } from '../data/calculators/btl-lending.ts';

export interface Source {
  label: string;
  url: string;
}

/** The stamp duty sources in force today for all three UK taxes, and the latest verification date. */
export function stampDutySources(on: Date = new Date()): { sources: Source[]; verifiedOn: string } {
  const sources: Source[] = [];
  let verifiedOn = '';
  for (const region of ['england-ni', 'scotland', 'wales'] as Region[]) {
    const r = tryCalculateStampDuty({ price: 100_000_00, region, buyerType: 'additional', completionDate: on });
    if (!r.ok) continue;
    for (const s of r.value.rulesInForce.sources)
      if (!sources.some((x) => x.url === s.url)) sources.push({ label: s.label, url: s.url });
    if (r.value.rulesInForce.verifiedOn > verifiedOn) verifiedOn = r.value.rulesInForce.verifiedOn;
  }
  return { sources, verifiedOn };
}

export const INCOME_TAX_SOURCES: Source[] = [
  { label: 'GOV.UK: Income Tax rates and allowances for current and past years', url: INCOME_TAX_RUK[0]!.source },
  {
    label: "GOV.UK: Changes to tax relief for residential landlords: how it's worked out, including case studies",
    url: 'https://www.gov.uk/guidance/changes-to-tax-relief-for-residential-landlords-how-its-worked-out-including-case-studies',
  },
];

export const BTL_SOURCES: Source[] = [
  {
    label: 'Bank of England PRA SS13/16: Underwriting standards for buy-to-let mortgage contracts',
    url: BTL_LENDING_RULES.source,
  },
];

export { INCOME_TAX_VERIFIED_ON };
