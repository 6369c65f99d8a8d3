import { describe, expect, it } from 'vitest';
import { inclusiveLine, type BillingDocument } from '../../../src/lib/billing/invoice-document.ts';
import { renderDocumentPdf } from './document-pdf.ts';

/** The text a PDF shows: each TJ array's hex strings decoded and joined (pdfkit kerns inside words). */
function pdfTexts(pdf: Buffer): string[] {
  return (pdf.toString('latin1').match(/\[[^\]]*\] TJ/g) ?? []).map((array) =>
    (array.match(/<([0-9a-f]*)>/gi) ?? []).map((hex) => Buffer.from(hex.slice(1, -1), 'hex').toString('latin1')).join(''),
  );
}

const INVOICE: BillingDocument = {
  kind: 'invoice',
  number: 'BS-000042',
  issuedAt: '2026-11-26T10:00:00Z',
  taxPoint: '2026-11-26T10:00:00Z',
  status: 'paid',
  supplier: { name: 'Brickstack Ltd', address: ['1 Example Street', 'Sale', 'M33 2AU'], vatNumber: 'GB123456789' },
  customer: {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    address: { line1: '12 Ashton Lane', city: 'Sale', postalCode: 'M33 6WT', country: 'GB' },
  },
  lines: [inclusiveLine('Premium (monthly)', 2900, 20)],
  netPence: 2417,
  vatPence: 483,
  totalPence: 2900,
  currency: 'gbp',
  period: { start: '2026-11-26T10:00:00Z', end: '2026-12-26T10:00:00Z' },
  correcting: null,
  reason: null,
};

describe('renderDocumentPdf', () => {
  it('prints every detail of a full VAT invoice (VAT Notice 700, 16.3.1)', async () => {
    const pdf = await renderDocumentPdf(INVOICE, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const texts = pdfTexts(pdf);
    for (const expected of [
      'VAT invoice',
      'BS-000042',
      '26 November 2026',
      'Tax point (time of supply)',
      'Brickstack Ltd',
      '1 Example Street',
      'VAT registration number GB123456789',
      'Ada Lovelace',
      '12 Ashton Lane',
      'M33 6WT',
      'Premium (monthly)',
      '20%',
      '£24.17',
      '£4.83',
      'Total paid',
      '£29.00',
    ]) {
      expect(
        texts.some((t) => t.includes(expected)),
        expected,
      ).toBe(true);
    }
  });

  it('carries the page’s status and notices: the payment date, a test document, never a configuration name', async () => {
    const paidLate = pdfTexts(await renderDocumentPdf({ ...INVOICE, paidAt: '2026-12-02T09:00:00Z' }, { compress: false }));
    expect(paidLate.some((t) => t.includes('Paid on 2 December 2026'))).toBe(true);
    const test = pdfTexts(
      await renderDocumentPdf(
        { ...INVOICE, test: true, supplier: { name: 'Brickstack Ltd', address: [], vatNumber: null } },
        { compress: false },
      ),
    );
    expect(test).toContain('Test invoice');
    expect(test.join('').replace(/\s+/g, ' ')).toContain('no payment was taken and it is not a VAT invoice');
    expect(test.join(' ')).not.toMatch(/configured|SUPPLIER_ADDRESS|VAT_NUMBER/);
  });

  it('prints a credit note with the invoice it corrects and negative totals', async () => {
    const texts = pdfTexts(
      await renderDocumentPdf(
        {
          ...INVOICE,
          kind: 'credit_note',
          number: 'BS-CN-000001',
          correcting: { number: 'BS-000042', issuedAt: '2026-11-26T10:00:00Z' },
          reason: 'Refund of the full payment',
        },
        { compress: false },
      ),
    );
    expect(texts).toContain('Credit note');
    expect(texts).toContain('BS-000042 of 26 November 2026');
    expect(texts).toContain('-£29.00');
  });
});
