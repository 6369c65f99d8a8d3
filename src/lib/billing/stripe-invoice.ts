/**
 * Stripe's invoice and credit note objects (docs.stripe.com/api/invoices/object,
 * /api/credit_notes/object, /api/invoice-line-item/object) as the records we keep for full VAT
 * invoices. Line VAT comes from each line's `taxes` (amount and taxable_amount, the net); a
 * line without taxes is split with the configured rate when its amount includes VAT (our prices
 * always do). Pure: the webhook and the invoice retrieval path both use it.
 */
import type { CheckoutItem } from './catalogue.ts';
import { documentTotals, inclusiveLine, readAddress, type DocumentLine, type PostalAddress } from './invoice-document.ts';
import type { Supplier } from './supplier.ts';

type Obj = Record<string, unknown>;

const asObj = (value: unknown): Obj => (value && typeof value === 'object' ? (value as Obj) : {});
const asString = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const asNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const idOf = (value: unknown): string | null => asString(value) ?? asString(asObj(value)['id']);
const isoOf = (seconds: unknown): string | null => {
  const n = asNumber(seconds);
  return n === null ? null : new Date(n * 1000).toISOString();
};
const listOf = (list: unknown): Obj[] => {
  const data = asObj(list)['data'];
  return Array.isArray(data) ? data.map(asObj) : [];
};

export interface InvoiceRecord {
  id: string;
  /** Null for a local invoice: the database numbers it from the gapless series. */
  number: string | null;
  description: string;
  totalPence: number;
  taxPence: number;
  netPence: number;
  currency: string;
  status: string;
  hostedUrl: string | null;
  pdfUrl: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  issuedAt: string;
  taxPoint: string | null;
  paidAt: string | null;
  billingReason: string | null;
  customerName: string | null;
  customerEmail: string | null;
  customerAddress: PostalAddress | null;
  supplier: Supplier;
  lines: DocumentLine[];
  /** The customer's VAT (or other business tax) number, when they gave one. */
  customerTaxId: string | null;
  /** Supplied under the reverse charge: a business customer outside the UK, no UK VAT charged. */
  reverseCharge: boolean;
}

export interface CreditNoteRecord {
  id: string;
  invoiceId: string;
  number: string | null;
  /** Stripe's `type`: `pre_payment` (an unpaid invoice reduced or cancelled), `post_payment` (money back) or `mixed`. */
  type: string | null;
  reason: string | null;
  totalPence: number;
  taxPence: number;
  netPence: number;
  currency: string;
  issuedAt: string;
  pdfUrl: string | null;
  customerName: string | null;
  customerAddress: PostalAddress | null;
  supplier: Supplier;
  lines: DocumentLine[];
}

/** The sum of a `total_taxes` array, or null without one. */
function taxesOf(value: unknown): number | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  return value.reduce<number>((sum, tax) => sum + (asNumber(asObj(tax)['amount']) ?? 0), 0);
}

/** A Stripe line item (invoice or credit note) as a document line. */
function lineOf(line: Obj, fallbackDescription: string, vatRatePercent: number, fallbackAmount: number): DocumentLine {
  const amount = asNumber(line['amount']) ?? fallbackAmount;
  const quantity = Math.max(1, asNumber(line['quantity']) ?? 1);
  const description = asString(line['description']) ?? fallbackDescription;
  const taxes = Array.isArray(line['taxes']) ? (line['taxes'] as unknown[]).map(asObj) : [];
  if (taxes.length === 0) return inclusiveLine(description, amount, vatRatePercent, quantity);
  const vatPence = taxes.reduce((sum, tax) => sum + (asNumber(tax['amount']) ?? 0), 0);
  const inclusive = taxes.every((tax) => tax['tax_behavior'] !== 'exclusive');
  const netPence = asNumber(taxes[0]!['taxable_amount']) ?? (inclusive ? amount - vatPence : amount);
  const totalPence = netPence + vatPence;
  return {
    description,
    quantity,
    unitNetPence: Math.round(netPence / quantity),
    netPence,
    vatRatePercent: vatPence === 0 ? 0 : vatRatePercent,
    vatPence,
    totalPence,
  };
}

function linesOf(object: Obj, fallbackDescription: string, vatRatePercent: number): DocumentLine[] {
  const total = asNumber(object['total']) ?? 0;
  const data = listOf(object['lines']);
  // A single line without its own amount is the whole document.
  const lines = data.map((line) => lineOf(line, fallbackDescription, vatRatePercent, data.length === 1 ? total : 0));
  return lines.length > 0 ? lines : [inclusiveLine(fallbackDescription, total, vatRatePercent)];
}

/** The first of an invoice's `customer_tax_ids` (docs.stripe.com/api/invoices/object), e.g. "IE6388047V". */
function customerTaxIdOf(invoice: Obj): string | null {
  const ids = Array.isArray(invoice['customer_tax_ids']) ? (invoice['customer_tax_ids'] as unknown[]).map(asObj) : [];
  return ids.map((id) => asString(id['value'])).find((value): value is string => value !== null) ?? null;
}

/**
 * Whether the invoice is a reverse-charge supply: Stripe says so (`taxability_reason`
 * `reverse_charge`), or it is billed to a business abroad (a tax id and a country other than the
 * UK) without tax. Its lines then carry no UK VAT, whatever rate is configured.
 */
function isReverseCharge(invoice: Obj): boolean {
  const taxes = Array.isArray(invoice['total_taxes']) ? (invoice['total_taxes'] as unknown[]).map(asObj) : [];
  if (taxes.some((tax) => tax['taxability_reason'] === 'reverse_charge')) return true;
  const country = readAddress(invoice['customer_address'] ?? asObj(invoice['customer_details'])['address'])?.country;
  const taxed = taxes.some((tax) => (asNumber(tax['amount']) ?? 0) > 0);
  return customerTaxIdOf(invoice) !== null && !!country && country !== 'GB' && !taxed;
}

/** The record of a Stripe invoice; null without an id. */
export function invoiceRecord(
  invoice: Obj,
  item: CheckoutItem | null,
  context: { supplier: Supplier; vatRatePercent: number },
): InvoiceRecord | null {
  const id = idOf(invoice['id']);
  if (!id) return null;
  const description = item?.name ?? asString(listOf(invoice['lines'])[0]?.['description']) ?? 'Brickstack';
  const reverseCharge = isReverseCharge(invoice);
  const lines = linesOf(invoice, description, reverseCharge ? 0 : context.vatRatePercent);
  const totals = documentTotals(lines);
  const period = asObj(listOf(invoice['lines'])[0]?.['period']);
  const issuedAt = isoOf(invoice['effective_at']) ?? isoOf(invoice['created']) ?? new Date(0).toISOString();
  const paidAt = isoOf(asObj(invoice['status_transitions'])['paid_at']);
  const customer = asObj(invoice['customer_details']);
  return {
    id,
    number: asString(invoice['number']),
    description,
    totalPence: asNumber(invoice['total']) ?? totals.totalPence,
    taxPence: taxesOf(invoice['total_taxes']) ?? totals.vatPence,
    netPence: asNumber(invoice['total_excluding_tax']) ?? totals.netPence,
    currency: asString(invoice['currency']) ?? 'gbp',
    status: asString(invoice['status']) ?? 'open',
    hostedUrl: asString(invoice['hosted_invoice_url']),
    pdfUrl: asString(invoice['invoice_pdf']),
    periodStart: isoOf(period['start']),
    periodEnd: isoOf(period['end']),
    issuedAt,
    // The tax point is the earlier of the date of issue and the payment (VAT Notice 700, 14.2): a
    // renewal paid late keeps its date of issue; the payment date is kept apart (paidAt).
    taxPoint: paidAt && paidAt < issuedAt ? paidAt : issuedAt,
    paidAt,
    billingReason: asString(invoice['billing_reason']),
    customerName: asString(invoice['customer_name']) ?? asString(customer['name']),
    customerEmail: asString(invoice['customer_email']) ?? asString(customer['email']),
    customerAddress: readAddress(invoice['customer_address'] ?? customer['address']),
    supplier: context.supplier,
    lines,
    customerTaxId: customerTaxIdOf(invoice),
    reverseCharge,
  };
}

/** The record of a Stripe credit note; null without an id or an invoice. */
export function creditNoteRecord(note: Obj, context: { supplier: Supplier; vatRatePercent: number }): CreditNoteRecord | null {
  const id = idOf(note['id']);
  const invoiceId = idOf(note['invoice']);
  if (!id || !invoiceId) return null;
  const lines = linesOf(note, asString(note['memo']) ?? 'Refund', context.vatRatePercent);
  const totals = documentTotals(lines);
  return {
    id,
    invoiceId,
    number: asString(note['number']),
    type: asString(note['type']),
    reason: asString(note['memo']) ?? asString(note['reason']),
    totalPence: asNumber(note['total']) ?? totals.totalPence,
    taxPence: taxesOf(note['total_taxes']) ?? totals.vatPence,
    netPence: asNumber(note['total_excluding_tax']) ?? totals.netPence,
    currency: asString(note['currency']) ?? 'gbp',
    issuedAt: isoOf(note['effective_at']) ?? isoOf(note['created']) ?? new Date(0).toISOString(),
    pdfUrl: asString(note['pdf']),
    customerName: asString(note['customer_name']),
    customerAddress: readAddress(note['customer_address']),
    supplier: context.supplier,
    lines,
  };
}
