/**
 * An invoice or credit note as HMRC's rules for a full VAT invoice ask for it (VAT Notice 700,
 * section 16.3.1, "Full VAT invoices"): a unique sequential number, the date of issue and the
 * time of supply (tax point), the supplier's name, address and VAT registration number, the
 * customer's name and address, and for each line a description, quantity, unit price excluding
 * VAT, rate of VAT and amount excluding VAT, with the total excluding VAT, the total VAT and the
 * total payable. A credit note also names the invoice it corrects (section 18.2.7).
 * Pure: the invoice page, the PDF and the emails all read this one shape.
 */
import type { Supplier } from './supplier.ts';
import { vatIncluded } from './vat.ts';

export interface PostalAddress {
  line1: string;
  line2?: string | null;
  city: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2, e.g. "GB". */
  country: string;
}

export interface DocumentLine {
  description: string;
  quantity: number;
  /** Unit price excluding VAT, in pence. */
  unitNetPence: number;
  /** Amount excluding VAT, in pence. */
  netPence: number;
  vatRatePercent: number;
  vatPence: number;
  /** Amount including VAT, in pence. */
  totalPence: number;
}

export interface BillingDocument {
  kind: 'invoice' | 'credit_note';
  number: string;
  issuedAt: string;
  /** Time of supply; for a card payment the day it was paid. */
  taxPoint: string | null;
  status: string;
  supplier: Supplier;
  /** `taxId`: the customer's VAT (or business tax) number, when they gave one. */
  customer: { name: string | null; email: string | null; address: PostalAddress | null; taxId?: string | null };
  lines: DocumentLine[];
  netPence: number;
  vatPence: number;
  totalPence: number;
  currency: string;
  /** The period a plan invoice covers. */
  period: { start: string; end: string } | null;
  /** For a credit note: the number and date of the invoice it corrects, and why. */
  correcting: { number: string; issuedAt: string | null } | null;
  reason: string | null;
  /** When it was paid (an invoice paid late is paid after its date of issue and tax point). */
  paidAt?: string | null;
  /** Made by the local test checkout: no supply, no payment, never a VAT invoice. */
  test?: boolean;
  /** A credit note cancelling an invoice that was never paid (no money back). */
  cancellation?: boolean;
  /** Supplied under the reverse charge (a business outside the UK): no UK VAT charged. */
  reverseCharge?: boolean;
}

/** One line for a VAT-inclusive price: the VAT is the VAT fraction of the total, the net what remains. */
export function inclusiveLine(description: string, totalPence: number, vatRatePercent: number, quantity = 1): DocumentLine {
  const { netPence, vatPence } = vatIncluded(totalPence, vatRatePercent);
  return {
    description,
    quantity,
    unitNetPence: Math.round(netPence / quantity),
    netPence,
    vatRatePercent,
    vatPence,
    totalPence,
  };
}

/** Totals of the lines: net, VAT and total, each the sum of its column so the document adds up. */
export function documentTotals(lines: readonly DocumentLine[]): { netPence: number; vatPence: number; totalPence: number } {
  return lines.reduce(
    (sum, line) => ({
      netPence: sum.netPence + line.netPence,
      vatPence: sum.vatPence + line.vatPence,
      totalPence: sum.totalPence + line.totalPence,
    }),
    { netPence: 0, vatPence: 0, totalPence: 0 },
  );
}

/** What a full VAT invoice still lacks, in words (empty when it meets section 16.3.1). */
export function missingInvoiceDetails(doc: BillingDocument): string[] {
  const missing: string[] = [];
  if (!doc.number) missing.push('a document number');
  if (doc.supplier.address.length === 0) missing.push("the supplier's address");
  if (!doc.supplier.vatNumber) missing.push("the supplier's VAT registration number");
  if (!doc.customer.name) missing.push("the customer's name");
  if (!doc.customer.address) missing.push("the customer's billing address");
  if (doc.lines.length === 0) missing.push('the lines supplied');
  return missing;
}

const REGIONS = new Intl.DisplayNames(['en-GB'], { type: 'region' });

/** A country by name from its ISO code: "GB" → "United Kingdom", "IE" → "Ireland"; the text itself when not a code. */
function countryName(code: string): string {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return code.trim();
  try {
    return REGIONS.of(upper) ?? upper;
  } catch {
    return upper;
  }
}

/** The address as printable lines: "1 High Street", "Sale", "M33 2AU", "United Kingdom". */
export function addressLines(address: PostalAddress | null): string[] {
  if (!address) return [];
  const country = countryName(address.country);
  return [address.line1, address.line2 ?? '', address.city, address.postalCode, country].map((l) => l.trim()).filter(Boolean);
}

/** A stored address (Stripe's snake_case or ours), or null when it has no first line. */
export function readAddress(value: unknown): PostalAddress | null {
  if (!value || typeof value !== 'object') return null;
  const a = value as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const line1 = text(a['line1']);
  if (!line1) return null;
  return {
    line1,
    line2: text(a['line2']) || null,
    city: text(a['city']),
    postalCode: text(a['postalCode']) || text(a['postal_code']),
    country: text(a['country']) || 'GB',
  };
}
