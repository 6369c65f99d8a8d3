/**
 * Stored invoices and credit notes (public.billing_invoices, public.billing_credit_notes) and
 * Stripe's invoice records as {@link BillingDocument}s, the one shape the invoice page, the PDF
 * and the emails read. Rows recorded before the VAT details were kept get one line split with
 * the VAT they recorded, and today's supplier details.
 */
import { documentTotals, inclusiveLine, readAddress, type BillingDocument, type DocumentLine } from './invoice-document.ts';
import type { InvoiceRecord } from './stripe-invoice.ts';
import type { Supplier } from './supplier.ts';

/** The columns of public.billing_invoices the page and the PDF read. */
export interface InvoiceRow {
  id: string;
  number: string | null;
  description: string;
  total_pence: number;
  tax_pence: number;
  net_pence: number | null;
  currency: string;
  status: string;
  hosted_url: string | null;
  pdf_url: string | null;
  period_start: string | null;
  period_end: string | null;
  issued_at: string;
  tax_point: string | null;
  paid_at?: string | null;
  billing_reason: string | null;
  customer_name: string | null;
  customer_email: string | null;
  customer_address: unknown;
  supplier: unknown;
  lines: unknown;
  customer_tax_id?: string | null;
  reverse_charge?: boolean | null;
}

/** The columns of public.billing_credit_notes the page and the PDF read. */
export interface CreditNoteRow {
  id: string;
  invoice_id: string;
  invoice_number: string | null;
  number: string;
  reason: string | null;
  total_pence: number;
  tax_pence: number;
  net_pence: number;
  currency: string;
  lines: unknown;
  customer_name: string | null;
  customer_address: unknown;
  supplier: unknown;
  pdf_url: string | null;
  credits_removed: number;
  issued_at: string;
  /** 'refund', or 'cancellation' for a credit note on an invoice never paid. */
  kind?: string | null;
  customer_tax_id?: string | null;
  reverse_charge?: boolean | null;
}

export const INVOICE_COLUMNS =
  'id, number, description, total_pence, tax_pence, net_pence, currency, status, hosted_url, pdf_url, period_start, period_end, issued_at, tax_point, paid_at, billing_reason, customer_name, customer_email, customer_address, supplier, lines, customer_tax_id, reverse_charge';

export const CREDIT_NOTE_COLUMNS =
  'id, invoice_id, invoice_number, number, reason, total_pence, tax_pence, net_pence, currency, lines, customer_name, customer_address, supplier, pdf_url, credits_removed, issued_at, kind, customer_tax_id, reverse_charge';

function readSupplier(value: unknown, fallback: Supplier): Supplier {
  if (!value || typeof value !== 'object') return fallback;
  const s = value as Record<string, unknown>;
  return {
    name: typeof s['name'] === 'string' && s['name'] ? s['name'] : fallback.name,
    address: Array.isArray(s['address']) ? s['address'].filter((l): l is string => typeof l === 'string') : [],
    vatNumber: typeof s['vatNumber'] === 'string' && s['vatNumber'] ? s['vatNumber'] : null,
  };
}

function readLines(value: unknown): DocumentLine[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  return value.map((raw) => {
    const l = (raw ?? {}) as Record<string, unknown>;
    const n = (key: string) => (typeof l[key] === 'number' ? (l[key] as number) : 0);
    return {
      description: typeof l['description'] === 'string' ? l['description'] : '',
      quantity: n('quantity') || 1,
      unitNetPence: n('unitNetPence'),
      netPence: n('netPence'),
      vatRatePercent: n('vatRatePercent'),
      vatPence: n('vatPence'),
      totalPence: n('totalPence'),
    };
  });
}

/** The VAT rate a row without lines recorded: its VAT as a share of its net, to the nearest whole percent. */
function impliedRate(totalPence: number, taxPence: number): number {
  const net = totalPence - taxPence;
  return net > 0 && taxPence > 0 ? Math.round((taxPence / net) * 100) : 0;
}

export function invoiceDocument(row: InvoiceRow, fallbackSupplier: Supplier): BillingDocument {
  const lines = readLines(row.lines) ?? [
    inclusiveLine(row.description, row.total_pence, impliedRate(row.total_pence, row.tax_pence)),
  ];
  const totals = documentTotals(lines);
  const plan = ['subscription_create', 'subscription_cycle', 'subscription_update'].includes(row.billing_reason ?? '');
  return {
    kind: 'invoice',
    number: row.number ?? row.id,
    issuedAt: row.issued_at,
    taxPoint: row.tax_point ?? row.issued_at,
    status: row.status,
    supplier: readSupplier(row.supplier, fallbackSupplier),
    customer: {
      name: row.customer_name,
      email: row.customer_email,
      address: readAddress(row.customer_address),
      taxId: row.customer_tax_id ?? null,
    },
    lines,
    netPence: row.net_pence ?? totals.netPence,
    vatPence: row.tax_pence,
    totalPence: row.total_pence,
    currency: row.currency,
    period: plan && row.period_start && row.period_end ? { start: row.period_start, end: row.period_end } : null,
    correcting: null,
    reason: null,
    paidAt: row.paid_at ?? null,
    test: row.id.includes('_local_'),
    reverseCharge: row.reverse_charge === true,
  };
}

export function creditNoteDocument(
  row: CreditNoteRow,
  invoice: { issued_at: string } | null,
  fallbackSupplier: Supplier,
): BillingDocument {
  const lines = readLines(row.lines) ?? [inclusiveLine('Refund', row.total_pence, impliedRate(row.total_pence, row.tax_pence))];
  return {
    kind: 'credit_note',
    number: row.number,
    issuedAt: row.issued_at,
    taxPoint: row.issued_at,
    status: 'issued',
    supplier: readSupplier(row.supplier, fallbackSupplier),
    customer: {
      name: row.customer_name,
      email: null,
      address: readAddress(row.customer_address),
      taxId: row.customer_tax_id ?? null,
    },
    lines,
    netPence: row.net_pence,
    vatPence: row.tax_pence,
    totalPence: row.total_pence,
    currency: row.currency,
    period: null,
    correcting: { number: row.invoice_number ?? row.invoice_id, issuedAt: invoice?.issued_at ?? null },
    reason: row.reason,
    test: row.id.includes('_local_'),
    cancellation: row.kind === 'cancellation',
    reverseCharge: row.reverse_charge === true,
  };
}

/** Stripe's invoice as retrieved from its API (production), as a document. */
export function recordDocument(record: InvoiceRecord): BillingDocument {
  return invoiceDocument(
    {
      id: record.id,
      number: record.number,
      description: record.description,
      total_pence: record.totalPence,
      tax_pence: record.taxPence,
      net_pence: record.netPence,
      currency: record.currency,
      status: record.status,
      hosted_url: record.hostedUrl,
      pdf_url: record.pdfUrl,
      period_start: record.periodStart,
      period_end: record.periodEnd,
      issued_at: record.issuedAt,
      tax_point: record.taxPoint,
      paid_at: record.paidAt,
      billing_reason: record.billingReason,
      customer_name: record.customerName,
      customer_email: record.customerEmail,
      customer_address: record.customerAddress,
      supplier: record.supplier,
      lines: record.lines,
      customer_tax_id: record.customerTaxId,
      reverse_charge: record.reverseCharge,
    },
    record.supplier,
  );
}
