import { describe, expect, it } from 'vitest';
import { documentWords } from './document-notices.ts';
import { inclusiveLine, type BillingDocument } from './invoice-document.ts';

const DOC: BillingDocument = {
  kind: 'invoice',
  number: 'BS-000001',
  issuedAt: '2026-11-26T10:00:00Z',
  taxPoint: '2026-11-26T10:00:00Z',
  status: 'paid',
  supplier: { name: 'Brickstack Ltd', address: ['1 Example Street'], vatNumber: 'GB123456789' },
  customer: {
    name: 'Ada',
    email: null,
    address: { line1: '12 Ashton Lane', city: 'Sale', postalCode: 'M33 6WT', country: 'GB' },
  },
  lines: [inclusiveLine('Premium (monthly)', 2900, 20)],
  netPence: 2417,
  vatPence: 483,
  totalPence: 2900,
  currency: 'gbp',
  period: null,
  correcting: null,
  reason: null,
};

describe('documentWords', () => {
  it('titles a complete invoice a VAT invoice and quotes the payment date', () => {
    expect(documentWords({ ...DOC, paidAt: '2026-12-02T09:00:00Z' })).toEqual({
      title: 'VAT invoice',
      vatLine: 'VAT registration number GB123456789',
      customerTaxLine: null,
      status: 'Paid on 2 December 2026',
      notices: [],
    });
  });

  it('says a test document is a test, and names no configuration', () => {
    const words = documentWords({ ...DOC, test: true, supplier: { name: 'Brickstack Ltd', address: [], vatNumber: null } });
    expect(words.title).toBe('Test invoice');
    expect(words.vatLine).toBeNull();
    expect(JSON.stringify(words)).not.toMatch(/configured|SUPPLIER|VAT_NUMBER|copy of the site does not/);
  });

  it('says in a customer’s words what an incomplete live invoice lacks', () => {
    const words = documentWords({ ...DOC, supplier: { name: 'Brickstack Ltd', address: [], vatNumber: 'GB1' } });
    expect(words.title).toBe('Invoice');
    expect(words.notices).toEqual([
      "This invoice does not show the supplier's address, so it is not a full VAT invoice. Reply to any of our emails and we will send one that does.",
    ]);
  });

  it('words a voided invoice and a cancelling credit note', () => {
    expect(documentWords({ ...DOC, status: 'void' }).status).toBe('Cancelled: never paid, nothing is owed');
    expect(documentWords({ ...DOC, kind: 'credit_note', cancellation: true }).status).toMatch(/^Cancels an unpaid invoice/);
  });

  it('prints the reverse-charge notice and the customer’s VAT number for a business abroad', () => {
    const words = documentWords({
      ...DOC,
      customer: {
        name: 'Liffey Analytics Ltd',
        email: null,
        address: { line1: '1 Quay St', city: 'Dublin', postalCode: 'D02 P820', country: 'IE' },
        taxId: 'IE6388047V',
      },
      reverseCharge: true,
    });
    expect(words.customerTaxLine).toBe('VAT number IE6388047V');
    expect(words.notices).toEqual(['Reverse charge: customer to account for VAT.']);
  });
});
