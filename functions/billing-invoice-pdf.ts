import type { Config } from '@netlify/functions';
import {
  CREDIT_NOTE_COLUMNS,
  INVOICE_COLUMNS,
  creditNoteDocument,
  invoiceDocument,
  recordDocument,
  type CreditNoteRow,
  type InvoiceRow,
} from '../src/lib/billing/document-rows.ts';
import type { BillingDocument } from '../src/lib/billing/invoice-document.ts';
import { verifyBearer } from './_shared/auth.ts';
import { billingAccount } from './_shared/billing/account.ts';
import { billingConfig } from './_shared/billing/config.ts';
import { invoiceLinkValid } from './_shared/billing/invoice-link.ts';
import { documentTitle, renderDocumentPdf } from './_shared/billing/document-pdf.ts';
import { billingProvider } from './_shared/billing/provider.ts';
import { withLogging } from './_shared/handler.ts';
import { describeError, log } from './_shared/log.ts';
import { authenticationRequired, jsonError, methodNotAllowed } from './_shared/respond.ts';
import { sqlClient } from './_shared/sql-client.ts';
import { adminClient } from './_shared/supabase-admin.ts';

const ID = /^[A-Za-z0-9_]{3,200}$/;

/**
 * GET /api/billing/invoice-pdf?id=<invoice> or ?credit_note=<credit note>, with the owner's
 * bearer token → the full VAT invoice or credit note as a PDF download. With Stripe, the invoice
 * is read from Stripe's API (its invoice object is the record); locally, from the database. 404
 * for anything that is not the caller's. Or ?id=&expires=&sig=, a receipt's signed 30-day link
 * to that one invoice (invoice-link.ts), without signing in; 403 link_expired once it has expired.
 */
export default withLogging('billing-invoice-pdf', async (request) => {
  if (request.method !== 'GET') return methodNotAllowed(['GET']);
  const url = new URL(request.url);
  const invoiceId = url.searchParams.get('id');
  const creditNoteId = url.searchParams.get('credit_note');
  const id = invoiceId ?? creditNoteId ?? '';
  if (!ID.test(id)) return jsonError(400, 'invalid_request', 'Give the invoice as ?id= or the credit note as ?credit_note=.');
  const db = sqlClient();
  const config = billingConfig();
  // A receipt's 30-day link (invoice-link.ts): that one invoice, from the stored record, no sign-in.
  const sig = url.searchParams.get('sig');
  if (sig !== null && invoiceId && !creditNoteId) {
    if (!invoiceLinkValid(invoiceId, url.searchParams.get('expires') ?? '', sig)) {
      return jsonError(
        403,
        'link_expired',
        'This invoice link has expired. Sign in with your email address to see your invoices.',
      );
    }
    const { rows } = await db.query<InvoiceRow>(`select ${INVOICE_COLUMNS} from public.billing_invoices where id = $1`, [
      invoiceId,
    ]);
    return rows[0] ? pdfResponse(invoiceDocument(rows[0], config.supplier)) : jsonError(404, 'not_found', 'No such invoice.');
  }
  const user = await verifyBearer(request, adminClient());
  if (!user) return authenticationRequired();
  let doc: BillingDocument | null = null;

  if (creditNoteId) {
    const { rows } = await db.query<CreditNoteRow & { invoice_issued_at: string | null }>(
      `select ${CREDIT_NOTE_COLUMNS.split(', ')
        .map((c) => `c.${c}`)
        .join(', ')}, i.issued_at::text as invoice_issued_at
       from public.billing_credit_notes c left join public.billing_invoices i on i.id = c.invoice_id
       where c.id = $1 and c.user_id = $2`,
      [creditNoteId, user.id],
    );
    const row = rows[0];
    if (row) doc = creditNoteDocument(row, row.invoice_issued_at ? { issued_at: row.invoice_issued_at } : null, config.supplier);
  } else {
    const { rows } = await db.query<InvoiceRow>(
      `select ${INVOICE_COLUMNS} from public.billing_invoices where id = $1 and user_id = $2`,
      [invoiceId, user.id],
    );
    const row = rows[0];
    if (row && config.mode === 'stripe') {
      const account = await billingAccount(db, user.id, user.email ?? '');
      try {
        const record = account ? await billingProvider(db, config).readInvoice(account, row.id) : null;
        doc = record ? recordDocument(record) : null;
      } catch (error) {
        log('error', 'Stripe invoice not read; the stored copy is used', describeError(error));
        doc = invoiceDocument(row, config.supplier);
      }
    } else if (row) {
      doc = invoiceDocument(row, config.supplier);
    }
  }
  if (!doc) return jsonError(404, 'not_found', 'No such invoice or credit note on your account.');
  return pdfResponse(doc);
});

async function pdfResponse(doc: BillingDocument): Promise<Response> {
  const pdf = await renderDocumentPdf(doc);
  const filename = `${documentTitle(doc).replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
    },
  });
}

export const config: Config = { path: '/api/billing/invoice-pdf' };
