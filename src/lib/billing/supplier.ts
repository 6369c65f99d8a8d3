/**
 * The supplier printed on every invoice and credit note (HMRC VAT Notice 700, section 16.3: the
 * supplier's name, address and VAT registration number). Configuration, not code:
 * SUPPLIER_NAME (default the brand's legal name), SUPPLIER_ADDRESS (lines separated by `|` or
 * new lines) and VAT_NUMBER. A copy of the site without them says so on the invoice rather than
 * printing an address nobody configured.
 */
import { BRAND } from '../site/brand.ts';

export interface Supplier {
  name: string;
  /** Postal address lines; empty when not configured. */
  address: string[];
  /** VAT registration number, e.g. "GB123456789"; null when not configured. */
  vatNumber: string | null;
}

export function supplierConfig(env: Record<string, string | undefined>): Supplier {
  const address = (env['SUPPLIER_ADDRESS'] ?? '')
    .split(/\||\\n|\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 8);
  return {
    name: env['SUPPLIER_NAME']?.trim() || BRAND.legalName,
    address,
    vatNumber: env['VAT_NUMBER']?.trim() || null,
  };
}
