/**
 * What an invoice or credit note says about itself, in one place so the page and the PDF carry
 * the same words (issue 42): its title, the VAT registration line, its status with the payment
 * date, and the notices a reader needs. Never a configuration name: a live deployment cannot run
 * without the supplier's address and VAT number (config.ts refuses Stripe mode without them), and
 * a document from the local test checkout says it is a test, not what a server lacks.
 */
import { longDate } from './billing-view.ts';
import { REVERSE_CHARGE_NOTICE } from './customer-tax.ts';
import { missingInvoiceDetails, type BillingDocument } from './invoice-document.ts';

export interface DocumentWords {
  title: string;
  /** "VAT registration number GB123456789", or null when the document has none. */
  vatLine: string | null;
  /** The customer's "VAT number IE6388047V", printed under their address; null without one. */
  customerTaxLine: string | null;
  status: string;
  notices: string[];
}

export function documentWords(doc: BillingDocument): DocumentWords {
  const credit = doc.kind === 'credit_note';
  const complete = doc.supplier.vatNumber !== null && doc.supplier.address.length > 0;
  const title = doc.test
    ? credit
      ? 'Test credit note'
      : 'Test invoice'
    : credit
      ? 'Credit note'
      : complete
        ? 'VAT invoice'
        : 'Invoice';
  const paid = longDate(doc.paidAt ?? null);
  const status = credit
    ? doc.cancellation
      ? 'Cancels an unpaid invoice: nothing was paid, so nothing is refunded'
      : 'Refunded to the card used'
    : doc.status === 'paid'
      ? paid
        ? `Paid on ${paid}`
        : 'Paid'
      : doc.status === 'refunded'
        ? 'Refunded'
        : doc.status === 'void'
          ? 'Cancelled: never paid, nothing is owed'
          : 'Unpaid';
  const notices: string[] = [];
  // A business abroad: no UK VAT, and the document says who accounts for it (customer-tax.ts).
  if (doc.reverseCharge) notices.push(`${REVERSE_CHARGE_NOTICE}.`);
  if (doc.test) {
    notices.push(
      'Made by the test checkout of a development copy of the site: no payment was taken and it is not a VAT invoice.',
    );
  } else if (!credit && missingInvoiceDetails(doc).length > 0) {
    notices.push(
      `This invoice does not show ${missingInvoiceDetails(doc).join(', ')}, so it is not a full VAT invoice. Reply to any of our emails and we will send one that does.`,
    );
  }
  return {
    title,
    vatLine: doc.supplier.vatNumber ? `VAT registration number ${doc.supplier.vatNumber}` : null,
    customerTaxLine: doc.customer.taxId ? `VAT number ${doc.customer.taxId}` : null,
    status,
    notices,
  };
}
