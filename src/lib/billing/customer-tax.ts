/**
 * Who a sale is to, for VAT (docs/decisions/billing-lifecycle.md, "VAT by customer"): a customer
 * in the United Kingdom (business or consumer) pays the price with UK VAT in it; a business
 * outside the UK gives its VAT (or business tax) number and is billed the price without the UK
 * VAT, under the reverse charge; a consumer outside the UK is refused before paying (their own
 * country's VAT on digital services would need an OSS registration we do not have). Pure.
 */
import { vatIncluded } from './vat.ts';

/** Printed on every reverse-charge invoice, credit note and receipt. */
export const REVERSE_CHARGE_NOTICE = 'Reverse charge: customer to account for VAT';

/** Why a consumer abroad cannot buy, shown before any payment. */
export const CONSUMER_ABROAD_REFUSAL =
  'We sell to consumers in the United Kingdom only. A business outside the UK can buy by entering its VAT number: the price is then charged without UK VAT (reverse charge).';

/** EU member states and their VAT number prefix (Greece uses EL). */
const EU_VAT_PREFIX: Record<string, string> = {
  AT: 'AT',
  BE: 'BE',
  BG: 'BG',
  HR: 'HR',
  CY: 'CY',
  CZ: 'CZ',
  DK: 'DK',
  EE: 'EE',
  FI: 'FI',
  FR: 'FR',
  DE: 'DE',
  GR: 'EL',
  HU: 'HU',
  IE: 'IE',
  IT: 'IT',
  LV: 'LV',
  LT: 'LT',
  LU: 'LU',
  MT: 'MT',
  NL: 'NL',
  PL: 'PL',
  PT: 'PT',
  RO: 'RO',
  SK: 'SK',
  SI: 'SI',
  ES: 'ES',
  SE: 'SE',
};

/** Regions Intl names that are not countries one bills to. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ', 'AA', 'XA', 'XB']);

/** Every country by name ("Ireland"), the United Kingdom first, then A to Z. */
export function countryOptions(locale = 'en-GB'): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const options: { code: string; name: string }[] = [];
  for (let a = 65; a <= 90; a += 1) {
    for (let b = 65; b <= 90; b += 1) {
      const code = String.fromCharCode(a, b);
      if (NOT_COUNTRIES.has(code) || code.startsWith('Q') || code.startsWith('X')) continue;
      let name: string | undefined;
      try {
        name = names.of(code);
      } catch {
        name = undefined;
      }
      if (name && name !== code) options.push({ code, name });
    }
  }
  options.sort((x, y) => x.name.localeCompare(y.name, locale));
  const uk = options.findIndex((o) => o.code === 'GB');
  if (uk > 0) options.unshift(...options.splice(uk, 1));
  return options;
}

/** "ie 638 8047v" → "IE6388047V": spaces, dots and hyphens go, letters are capitals. */
export function normaliseTaxId(raw: string): string {
  return raw.replace(/[\s.-]/g, '').toUpperCase();
}

/**
 * What is wrong with a customer's tax number for their country, or null when it looks right
 * (format only: an EU VAT number starts with its country's prefix and has 2 to 13 more letters
 * or digits; a UK one is GB and 9 or 12 digits; elsewhere 4 to 20 letters or digits).
 */
export function taxIdProblem(country: string, taxId: string): string | null {
  const id = normaliseTaxId(taxId);
  const prefix = EU_VAT_PREFIX[country];
  if (prefix) {
    return new RegExp(`^${prefix}[0-9A-Z]{2,13}$`).test(id)
      ? null
      : `Enter the business's VAT number as it is registered, starting with ${prefix}.`;
  }
  if (country === 'GB') {
    return /^GB(\d{9}|\d{12})$/.test(id) ? null : 'Enter a UK VAT number: GB and 9 digits, such as GB123456789.';
  }
  return /^[0-9A-Z]{4,20}$/.test(id) ? null : "Enter the business's VAT or tax registration number (letters and digits).";
}

/** Stripe's tax id type for a country's VAT number (docs.stripe.com/api/tax_ids/object), or null when it has none we use. */
export function stripeTaxIdType(country: string): string | null {
  if (EU_VAT_PREFIX[country]) return 'eu_vat';
  if (country === 'GB') return 'gb_vat';
  if (country === 'CH' || country === 'LI') return 'ch_vat';
  if (country === 'NO') return 'no_vat';
  return null;
}

/** A sale under the reverse charge: a business (it gave a tax number) outside the UK. */
export function isReverseChargeSale(details: { country: string; taxId?: string | null | undefined }): boolean {
  return details.country !== 'GB' && !!details.taxId;
}

/**
 * What the customer pays for a VAT-inclusive price: the price itself with its UK VAT, or under
 * the reverse charge the price less the UK VAT (£29.00 → £24.17), with no VAT.
 */
export function chargeFor(
  pricePence: number,
  vatRatePercent: number,
  reverseCharge: boolean,
): { totalPence: number; vatPence: number; netPence: number } {
  const { netPence, vatPence } = vatIncluded(pricePence, vatRatePercent);
  return reverseCharge ? { totalPence: netPence, vatPence: 0, netPence } : { totalPence: pricePence, vatPence, netPence };
}
