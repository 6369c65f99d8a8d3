/**
 * UK VAT standard rate. Source: GOV.UK, "VAT rates" https://www.gov.uk/vat-rates
 * (20% since 4 January 2011, Finance (No. 2) Act 2010).
 */
import type { Dated } from './types.ts';

export interface VatRate extends Dated {
  standardRateBps: number;
}

export const VAT_RATES: readonly VatRate[] = [
  {
    effectiveFrom: '2011-01-04',
    effectiveTo: null,
    standardRateBps: 2_000,
    sources: [{ label: 'GOV.UK: VAT rates', url: 'https://www.gov.uk/vat-rates' }],
    verifiedOn: '2026-11-22',
  },
];
