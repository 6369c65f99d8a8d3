import { useEffect, useState } from 'react';
import { fetchBillingSettings } from '../../../client/billing.ts';
import { fetchCreditNote, fetchInvoice } from '../../../client/billing-documents.ts';
import { longDate } from '../../../lib/billing/billing-view.ts';
import { creditNoteDocument, invoiceDocument } from '../../../lib/billing/document-rows.ts';
import { documentWords } from '../../../lib/billing/document-notices.ts';
import { addressLines, type BillingDocument } from '../../../lib/billing/invoice-document.ts';
import { formatPence } from '../../../lib/site/plans.ts';
import { Loading, SignedOutNotice } from '../SignedOutNotice.tsx';
import { ui } from '../ui-classes.ts';
import { useAccount } from '../useAccount.ts';
import { PdfButton } from './PdfButton.tsx';

const money = (pence: number) => formatPence(pence).replace(/^£(\d+(,\d{3})*)$/, '£$1.00');

/**
 * /billing/invoice?id= (an invoice) or ?credit_note= (a refund's credit note): the full VAT
 * invoice as HMRC's rules list it, ready to print, with a PDF download.
 */
export default function InvoiceView() {
  const { status, user } = useAccount();
  const [doc, setDoc] = useState<BillingDocument | null | undefined>(undefined);
  const [error, setError] = useState('');
  const params = typeof window === 'undefined' ? new URLSearchParams() : new URLSearchParams(window.location.search);
  const invoiceId = params.get('id') ?? '';
  const creditNoteId = params.get('credit_note') ?? '';

  useEffect(() => {
    if (!user) return;
    void (async () => {
      const settings = await fetchBillingSettings();
      const supplier = settings.ok ? settings.value.supplier : { name: '', address: [], vatNumber: null };
      if (creditNoteId) {
        const note = await fetchCreditNote(user.id, creditNoteId);
        if (!note.ok) return setError(note.error);
        if (!note.value) return setDoc(null);
        const invoice = await fetchInvoice(user.id, note.value.invoice_id);
        setDoc(creditNoteDocument(note.value, invoice.ok ? invoice.value : null, supplier));
      } else if (invoiceId) {
        const invoice = await fetchInvoice(user.id, invoiceId);
        if (!invoice.ok) return setError(invoice.error);
        setDoc(invoice.value ? invoiceDocument(invoice.value, supplier) : null);
      } else {
        setDoc(null);
      }
    })();
  }, [user, invoiceId, creditNoteId]);

  if (status === 'loading') return <Loading />;
  if (status === 'signed-out' || !user) return <SignedOutNotice what="your invoice" />;
  if (error) return <p className="text-error">{error}</p>;
  if (doc === undefined) return <Loading />;
  if (doc === null) {
    return (
      <p data-invoice-missing>
        We could not find that invoice on your account. Your invoices are listed on the <a href="/billing">billing page</a>.
      </p>
    );
  }

  const credit = doc.kind === 'credit_note';
  const sign = credit ? '−' : '';
  const words = documentWords(doc);
  const facts: [string, string][] = [
    [credit ? 'Credit note number' : 'Invoice number', doc.number],
    ['Date of issue', longDate(doc.issuedAt) ?? '—'],
    ['Tax point (time of supply)', longDate(doc.taxPoint) ?? '—'],
  ];
  if (doc.correcting) {
    facts.push([
      'Corrects invoice',
      `${doc.correcting.number}${doc.correcting.issuedAt ? ` of ${longDate(doc.correcting.issuedAt)}` : ''}`,
    ]);
  }
  if (doc.reason) facts.push(['Reason', doc.reason]);
  if (doc.period) facts.push(['Service period', `${longDate(doc.period.start)} to ${longDate(doc.period.end)}`]);
  facts.push(['Status', words.status]);

  return (
    <article className="max-w-3xl space-y-6 rounded-xl border border-gray-200 p-6" data-invoice>
      <h2 className="text-xl font-bold text-ink">{words.title}</h2>
      <div className="grid gap-6 sm:grid-cols-2">
        <div className="min-w-0" data-invoice-supplier>
          <h3 className="text-sm font-semibold text-ink-faint">From</h3>
          <p className="text-ink">{doc.supplier.name}</p>
          {doc.supplier.address.map((line) => (
            <p key={line} className="text-sm text-ink">
              {line}
            </p>
          ))}
          {words.vatLine && (
            <p className="text-sm text-ink-muted" data-invoice-vat-number>
              {words.vatLine}
            </p>
          )}
        </div>
        <div className="min-w-0" data-invoice-customer>
          <h3 className="text-sm font-semibold text-ink-faint">Bill to</h3>
          <p className="text-ink">{doc.customer.name ?? 'Name not given'}</p>
          {addressLines(doc.customer.address).map((line) => (
            <p key={line} className="text-sm text-ink">
              {line}
            </p>
          ))}
          {words.customerTaxLine && (
            <p className="text-sm text-ink" data-customer-tax-id>
              {words.customerTaxLine}
            </p>
          )}
          {/* A long address wraps on a phone rather than widening the page. */}
          {doc.customer.email && <p className="text-sm text-ink-muted [overflow-wrap:anywhere]">{doc.customer.email}</p>}
        </div>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-ink-faint">{term}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-invoice-lines>
          <thead className="text-left text-ink-faint">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Description
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Qty
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Unit price excl. VAT
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                VAT rate
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Net
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                VAT
              </th>
            </tr>
          </thead>
          <tbody>
            {doc.lines.map((line, i) => (
              <tr key={i} className="border-t border-gray-100" data-invoice-line>
                <td className="py-2 pr-3 text-ink">{line.description}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{line.quantity}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{money(line.unitNetPence)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{line.vatRatePercent}%</td>
                <td className="py-2 pr-3 text-right tabular-nums">{money(line.netPence)}</td>
                <td className="py-2 text-right tabular-nums">{money(line.vatPence)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-gray-200">
              <th scope="row" colSpan={5} className="py-2 pr-3 text-right font-normal text-ink-muted">
                Total excluding VAT
              </th>
              <td className="py-2 text-right tabular-nums" data-invoice-net>
                {sign}
                {money(doc.netPence)}
              </td>
            </tr>
            <tr>
              <th scope="row" colSpan={5} className="py-2 pr-3 text-right font-normal text-ink-muted">
                Total VAT
              </th>
              <td className="py-2 text-right tabular-nums" data-invoice-vat>
                {sign}
                {money(doc.vatPence)}
              </td>
            </tr>
            <tr className="font-semibold">
              <th scope="row" colSpan={5} className="py-2 pr-3 text-right">
                {credit ? 'Total credited' : doc.status === 'paid' ? 'Total paid' : 'Total payable'}
              </th>
              <td className="py-2 text-right tabular-nums" data-invoice-total>
                {sign}
                {money(doc.totalPence)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {words.notices.map((notice) => (
        <p
          key={notice}
          className="rounded-lg border border-warning-line bg-warning-surface px-4 py-3 text-sm text-ink"
          data-invoice-notice
        >
          {notice}
        </p>
      ))}
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <PdfButton
          query={credit ? { credit_note: creditNoteId } : { id: invoiceId }}
          label="Download PDF"
          className={ui.primary}
        />
        <button type="button" className={ui.secondary} onClick={() => window.print()}>
          Print
        </button>
        <a href="/billing">Back to billing</a>
      </div>
    </article>
  );
}
