import type { InvoiceRow } from '../../../client/billing.ts';
import { longDate } from '../../../lib/billing/billing-view.ts';
import { isSafeBillingRedirect } from '../../../lib/billing/safe-redirect.ts';
import type { VatConfig } from '../../../lib/billing/vat.ts';
import { formatPence } from '../../../lib/site/plans.ts';

const STATUS: Record<string, string> = {
  paid: 'Paid',
  open: 'Unpaid',
  void: 'Void',
  uncollectible: 'Uncollectible',
  draft: 'Draft',
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

/** Invoices with their VAT, newest first, each linking to the full invoice. */
export default function InvoiceList({ invoices, vat }: { invoices: InvoiceRow[] | null; vat: VatConfig | null }) {
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
      {invoices && invoices.length > 0 && (
        <div className="mt-3 overflow-x-auto">
          <table className="table-cards w-full text-left text-sm" data-invoice-table>
            <thead className="text-ink-faint">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Date
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Description
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  Total
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  VAT
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Status
                </th>
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">Links</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => {
                const view = safeLink(invoice.hosted_url);
                const pdf = safeLink(invoice.pdf_url);
                return (
                  <tr key={invoice.id} className="border-t border-gray-100">
                    <td data-label="Date" className="py-2 pr-4 whitespace-nowrap text-ink-muted">
                      {longDate(invoice.issued_at)}
                    </td>
                    <td data-label="Description" className="py-2 pr-4 text-ink">
                      {invoice.description}
                      {invoice.number && <span className="block text-xs text-ink-faint">{invoice.number}</span>}
                    </td>
                    <td data-label="Total" className="py-2 pr-4 text-right tabular-nums text-ink">
                      {formatPence(invoice.total_pence)}
                    </td>
                    <td data-label="VAT" className="py-2 pr-4 text-right tabular-nums text-ink-muted">
                      {formatPence(invoice.tax_pence)}
                    </td>
                    <td data-label="Status" className="py-2 pr-4 text-ink">
                      {STATUS[invoice.status] ?? invoice.status}
                    </td>
                    <td data-label="Links" className="py-2 whitespace-nowrap">
                      {view && (
                        <a
                          href={view}
                          className="mr-3"
                          {...(view.startsWith('/') ? {} : { rel: 'noopener noreferrer', target: '_blank' })}
                        >
                          View invoice<span className="sr-only"> {invoice.number ?? ''}</span>
                        </a>
                      )}
                      {pdf && (
                        <a href={pdf} rel="noopener noreferrer" target="_blank">
                          PDF
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
