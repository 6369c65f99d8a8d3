import { describe, expect, it } from 'vitest';
import { addressLines, documentTotals, inclusiveLine, missingInvoiceDetails, readAddress } from './invoice-document.ts';

describe('inclusiveLine', () => {
  it("splits a VAT-inclusive price with HMRC's VAT fraction (1/6 at 20%): £29 is £24.17 net and £4.83 VAT", () => {
    // HMRC's VAT guide (VAT Notice 700): the VAT fraction of a VAT-inclusive price at the 20% standard rate is 1/6.
    expect(inclusiveLine('Premium (monthly)', 2900, 20)).toEqual({
      description: 'Premium (monthly)',
      quantity: 1,
      unitNetPence: 2417,
      netPence: 2417,
      vatRatePercent: 20,
      vatPence: 483,
      totalPence: 2900,
    });
  });

  it('adds up, line by line, to the totals', () => {
    const lines = [inclusiveLine('A', 1200, 20), inclusiveLine('B', 14900, 20)];
    expect(documentTotals(lines)).toEqual({ netPence: 1000 + 12417, vatPence: 200 + 2483, totalPence: 16100 });
  });
});

describe('missingInvoiceDetails', () => {
  it('lists what a full VAT invoice still lacks', () => {
    const missing = missingInvoiceDetails({
      kind: 'invoice',
      number: 'BS-000001',
      issuedAt: '2026-11-26T00:00:00Z',
      taxPoint: null,
      status: 'paid',
      supplier: { name: 'Brickstack Ltd', address: [], vatNumber: null },
      customer: { name: null, email: null, address: null },
      lines: [inclusiveLine('A', 100, 20)],
      netPence: 83,
      vatPence: 17,
      totalPence: 100,
      currency: 'gbp',
      period: null,
      correcting: null,
      reason: null,
    });
    expect(missing).toEqual([
      "the supplier's address",
      "the supplier's VAT registration number",
      "the customer's name",
      "the customer's billing address",
    ]);
  });
});

describe('addresses', () => {
  it("reads Stripe's address shape and prints a UK address", () => {
    const address = readAddress({ line1: '12 Ashton Lane', line2: null, city: 'Sale', postal_code: 'M33 6WT', country: 'GB' });
    expect(addressLines(address)).toEqual(['12 Ashton Lane', 'Sale', 'M33 6WT', 'United Kingdom']);
    expect(readAddress({ city: 'Sale' })).toBeNull();
    expect(
      addressLines(readAddress({ line1: '1 Grand Canal Square', city: 'Dublin', postal_code: 'D02 P820', country: 'IE' })),
    ).toEqual(['1 Grand Canal Square', 'Dublin', 'D02 P820', 'Ireland']);
  });
});
