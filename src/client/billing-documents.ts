/** The signed-in user's invoices and credit notes (owner-readable rows) and their PDF downloads. */
import { CREDIT_NOTE_COLUMNS, INVOICE_COLUMNS, type CreditNoteRow, type InvoiceRow } from '../lib/billing/document-rows.ts';
import { savedBillingOf, type SavedBilling } from '../lib/billing/saved-billing.ts';
import type { Outcome } from './account.ts';
import { bearer } from './billing.ts';
import { supabase } from './supabase.ts';

export type { CreditNoteRow, InvoiceRow } from '../lib/billing/document-rows.ts';

/** The billing details of the user's last invoice, to fill the details step of a checkout in again. */
export async function fetchSavedBilling(userId: string): Promise<SavedBilling | null> {
  const { data } = await supabase()
    .from('billing_invoices')
    .select('customer_name, customer_address, customer_tax_id')
    .eq('user_id', userId)
    .not('customer_name', 'is', null)
    .order('issued_at', { ascending: false })
    .limit(1);
  const row = data?.[0] as
    { customer_name: string | null; customer_address: unknown; customer_tax_id: string | null } | undefined;
  return row ? savedBillingOf(row) : null;
}

/** The user's invoices, newest first. */
export async function fetchInvoices(userId: string): Promise<Outcome<InvoiceRow[]>> {
  const { data, error } = await supabase()
    .from('billing_invoices')
    .select(INVOICE_COLUMNS)
    .eq('user_id', userId)
    .order('issued_at', { ascending: false })
    .limit(50);
  if (error) return { ok: false, error: error.message || 'Could not load your invoices.' };
  return { ok: true, value: (data ?? []) as unknown as InvoiceRow[] };
}

/** The user's credit notes (refunds), newest first. */
export async function fetchCreditNotes(userId: string): Promise<Outcome<CreditNoteRow[]>> {
  const { data, error } = await supabase()
    .from('billing_credit_notes')
    .select(CREDIT_NOTE_COLUMNS)
    .eq('user_id', userId)
    .order('issued_at', { ascending: false })
    .limit(50);
  if (error) return { ok: false, error: error.message || 'Could not load your credit notes.' };
  return { ok: true, value: (data ?? []) as unknown as CreditNoteRow[] };
}

/** One invoice of the user's, or null. */
export async function fetchInvoice(userId: string, id: string): Promise<Outcome<InvoiceRow | null>> {
  const { data, error } = await supabase()
    .from('billing_invoices')
    .select(INVOICE_COLUMNS)
    .eq('user_id', userId)
    .eq('id', id)
    .maybeSingle();
  if (error) return { ok: false, error: error.message || 'Could not load the invoice.' };
  return { ok: true, value: (data as unknown as InvoiceRow | null) ?? null };
}

/** One credit note of the user's, or null. */
export async function fetchCreditNote(userId: string, id: string): Promise<Outcome<CreditNoteRow | null>> {
  const { data, error } = await supabase()
    .from('billing_credit_notes')
    .select(CREDIT_NOTE_COLUMNS)
    .eq('user_id', userId)
    .eq('id', id)
    .maybeSingle();
  if (error) return { ok: false, error: error.message || 'Could not load the credit note.' };
  return { ok: true, value: (data as unknown as CreditNoteRow | null) ?? null };
}

/** Downloads an invoice (`id`) or credit note (`credit_note`) as a PDF file, as the signed-in user. */
export async function downloadDocumentPdf(query: { id: string } | { credit_note: string }): Promise<Outcome<true>> {
  const token = await bearer();
  if (!token) return { ok: false, error: 'Please sign in again.' };
  try {
    const response = await fetch(`/api/billing/invoice-pdf?${new URLSearchParams(query)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      return { ok: false, error: body?.message ?? 'Could not make the PDF. Please try again.' };
    }
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'invoice.pdf';
    const url = URL.createObjectURL(await response.blob());
    const link = Object.assign(document.createElement('a'), { href: url, download: name });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return { ok: true, value: true };
  } catch {
    return { ok: false, error: 'Could not reach the server. Check your connection and try again.' };
  }
}
