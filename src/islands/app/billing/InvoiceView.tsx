import { useEffect, useState } from 'react';
import { fetchBillingSettings, fetchInvoice, type InvoiceRow } from '../../../client/billing.ts';
import { longDate } from '../../../lib/billing/billing-view.ts';
import type { VatConfig } from '../../../lib/billing/vat.ts';
import { BRAND } from '../../../lib/site/brand.ts';
import { formatPence } from '../../../lib/site/plans.ts';
import { Loading, SignedOutNotice } from '../SignedOutNotice.tsx';
import { ui } from '../ui-classes.ts';
import { useAccount } from '../useAccount.ts';

/** /billing/invoice?id=: one invoice of the signed-in user's, with its VAT, ready to print. */
export default function InvoiceView() {
  const { status, user } = useAccount();
  const [invoice, setInvoice] = useState<InvoiceRow | null | undefined>(undefined);
  const [vat, setVat] = useState<VatConfig | null>(null);
  const [error, setError] = useState('');
  const id = typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('id') ?? '');

  useEffect(() => {
    if (!user) return;
    void fetchBillingSettings().then((r) => r.ok && setVat(r.value.vat));
    if (!id) {
      setInvoice(null);
      return;
    }
    void fetchInvoice(user.id, id).then((r) => (r.ok ? setInvoice(r.value) : setError(r.error)));
  }, [user, id]);

  if (status === 'loading') return <Loading />;
  if (status === 'signed-out' || !user) return <SignedOutNotice what="your invoice" />;
  if (error) return <p className="text-error">{error}</p>;
  if (invoice === undefined) return <Loading />;
  if (invoice === null) {
    return (
      <p data-invoice-missing>
        We could not find that invoice on your account. Your invoices are listed on the <a href="/billing">billing page</a>.
      </p>
    );
  }

  const net = invoice.total_pence - invoice.tax_pence;
  const rows: [string, string][] = [
    ['Invoice number', invoice.number ?? invoice.id],
    ['Date of issue', longDate(invoice.issued_at) ?? '—'],
    ['Status', invoice.status === 'paid' ? 'Paid' : 'Unpaid'],
  ];
  if (invoice.period_start && invoice.period_end && invoice.period_start !== invoice.period_end) {
    rows.push(['Service period', `${longDate(invoice.period_start)} to ${longDate(invoice.period_end)}`]);
  }

  return (
    <article className="max-w-2xl space-y-5 rounded-xl border border-gray-200 p-6" data-invoice>
      <header>
        <p className="text-lg font-semibold text-ink">{BRAND.name}</p>
        <p className="text-sm text-ink-muted">{BRAND.supportEmail}</p>
        <p className="text-sm text-ink-muted" data-invoice-vat-number>
          {vat?.number
            ? `VAT registration number ${vat.number}`
            : 'VAT registration number: not configured on this copy of the site'}
        </p>
      </header>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-ink-faint">{term}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <table className="w-full text-sm" data-invoice-lines>
        <thead className="text-left text-ink-faint">
          <tr>
            <th scope="col" className="py-2 font-medium">
              Description
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-t border-gray-100">
            <td className="py-2 text-ink">{invoice.description}</td>
            <td className="py-2 text-right tabular-nums">{formatPence(invoice.total_pence)}</td>
          </tr>
          <tr className="border-t border-gray-100">
            <td className="py-2 text-ink-muted">Net amount</td>
            <td className="py-2 text-right tabular-nums">{formatPence(net)}</td>
          </tr>
          <tr>
            <td className="py-2 text-ink-muted">VAT{vat ? ` at ${vat.ratePercent}%` : ''}</td>
            <td className="py-2 text-right tabular-nums" data-invoice-vat>
              {formatPence(invoice.tax_pence)}
            </td>
          </tr>
          <tr className="border-t border-gray-200 font-semibold">
            <td className="py-2">Total {invoice.status === 'paid' ? 'paid' : 'due'}</td>
            <td className="py-2 text-right tabular-nums">{formatPence(invoice.total_pence)}</td>
          </tr>
        </tbody>
      </table>
      <div className="flex gap-3 print:hidden">
        <button type="button" className={ui.secondary} onClick={() => window.print()}>
          Print or save as PDF
        </button>
        <a href="/billing" className="self-center">
          Back to billing
        </a>
      </div>
    </article>
  );
}
