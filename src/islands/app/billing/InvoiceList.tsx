import type { CreditNoteRow, InvoiceRow } from '../../../client/billing-documents.ts';
import { longDate } from '../../../lib/billing/billing-view.ts';
import { isSafeBillingRedirect } from '../../../lib/billing/safe-redirect.ts';
import type { VatConfig } from '../../../lib/billing/vat.ts';
import { formatPence } from '../../../lib/site/plans.ts';
import { PdfButton } from './PdfButton.tsx';

const STATUS: Record<string, string> = {
  paid: 'Paid',
  open: 'Unpaid',
  void: 'Cancelled, nothing owed',
  uncollectible: 'Uncollectible',
  draft: 'Draft',
  refunded: 'Refunded',
};

/** Links only to Stripe's hosted invoice pages or this site's invoice page. */
function safeLink(url: string | null): string | null {
  if (!url) return null;
  if (url.startsWith('/')) return isSafeBillingRedirect(url) ? url : null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && (parsed.hostname.endsWith('.stripe.com') || parsed.hostname === 'stripe.com')
      ? url
      : null;
  } catch {
    return null;
  }
}

interface Props {
  invoices: InvoiceRow[] | null;
  creditNotes: CreditNoteRow[] | null;
  vat: VatConfig | null;
}

const cell = 'py-2 pr-4';

/** Invoices and credit notes with their VAT, newest first, each opening the full document and its PDF. */
export default function InvoiceList({ invoices, creditNotes, vat }: Props) {
  const documents = [
    ...(invoices ?? []).map((invoice) => ({ kind: 'invoice' as const, at: invoice.issued_at, invoice })),
    ...(creditNotes ?? []).map((note) => ({ kind: 'credit_note' as const, at: note.issued_at, note })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <section aria-labelledby="invoices-title" className="rounded-xl border border-gray-200 p-5" data-invoices>
      <h2 id="invoices-title" className="font-semibold text-ink">
        Invoices
      </h2>
      {vat?.number && <p className="mt-1 text-sm text-ink-muted">VAT registration number {vat.number}.</p>}
      {invoices === null && <p className="mt-2 text-sm text-ink-muted">Loading…</p>}
      {invoices?.length === 0 && (
        <p className="mt-2 text-sm text-ink-muted">No invoices yet. They appear here after each payment.</p>
      )}
      {documents.length > 0 && (
        <div className="mt-3 overflow-x-auto">
          <table className="table-cards w-full text-left text-sm" data-invoice-table>
            <thead className="text-ink-faint">
              <tr>
                <th scope="col" className={`${cell} font-medium`}>
                  Date
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  Description
                </th>
                <th scope="col" className={`${cell} text-right font-medium`}>
                  Total
                </th>
                <th scope="col" className={`${cell} text-right font-medium`}>
                  VAT
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  Status
                </th>
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">Links</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {documents.map((doc) => {
                if (doc.kind === 'credit_note') {
                  const note = doc.note;
                  return (
                    <tr key={note.id} className="border-t border-gray-100" data-credit-note-row>
                      <td data-label="Date" className={`${cell} whitespace-nowrap text-ink-muted`}>
                        {longDate(note.issued_at)}
                      </td>
                      <td data-label="Description" className={`${cell} text-ink`}>
                        {note.kind === 'cancellation' ? 'Credit note (cancels an unpaid invoice)' : 'Credit note (refund)'}
                        <span className="block text-xs text-ink-faint">
                          {note.number}, corrects {note.invoice_number ?? note.invoice_id}
                        </span>
                      </td>
                      <td data-label="Total" className={`${cell} text-right tabular-nums text-ink`}>
                        −{formatPence(note.total_pence)}
                      </td>
                      <td data-label="VAT" className={`${cell} text-right tabular-nums text-ink-muted`}>
                        −{formatPence(note.tax_pence)}
                      </td>
                      <td data-label="Status" className={`${cell} text-ink`}>
                        Refunded
                      </td>
                      <td data-label="Links" className="py-2 whitespace-nowrap">
                        <a href={`/billing/invoice?credit_note=${encodeURIComponent(note.id)}`}>
                          View credit note<span className="sr-only"> {note.number}</span>
                        </a>
                      </td>
                    </tr>
                  );
                }
                const invoice = doc.invoice;
                const stripeView =
                  invoice.hosted_url && !invoice.hosted_url.startsWith('/') ? safeLink(invoice.hosted_url) : null;
                return (
                  <tr key={invoice.id} className="border-t border-gray-100">
                    <td data-label="Date" className={`${cell} whitespace-nowrap text-ink-muted`}>
                      {longDate(invoice.issued_at)}
                    </td>
                    <td data-label="Description" className={`${cell} text-ink`}>
                      {invoice.description}
                      {invoice.number && <span className="block text-xs text-ink-faint">{invoice.number}</span>}
                    </td>
                    <td data-label="Total" className={`${cell} text-right tabular-nums text-ink`}>
                      {formatPence(invoice.total_pence)}
                    </td>
                    <td data-label="VAT" className={`${cell} text-right tabular-nums text-ink-muted`}>
                      {formatPence(invoice.tax_pence)}
                    </td>
                    <td data-label="Status" className={`${cell} text-ink`}>
                      {STATUS[invoice.status] ?? invoice.status}
                    </td>
                    <td data-label="Links" className="flex flex-wrap items-center gap-3 py-2 whitespace-nowrap">
                      <a href={`/billing/invoice?id=${encodeURIComponent(invoice.id)}`}>
                        View invoice<span className="sr-only"> {invoice.number ?? ''}</span>
                      </a>
                      <PdfButton query={{ id: invoice.id }} label="PDF" className="font-medium text-brand-700 underline" />
                      {stripeView && (
                        <a href={stripeView} rel="noopener noreferrer" target="_blank">
                          Pay or view on Stripe
                        </a>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
