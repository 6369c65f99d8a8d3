import { describe, expect, it } from 'vitest';
import { vatConfig, vatIncluded } from './vat.ts';

describe('vatIncluded', () => {
  // HMRC VAT Notice 700, "VAT fraction": at the 20% standard rate the VAT in a VAT-inclusive
  // price is 1/6 of it (rate / (100 + rate) = 20/120). GOV.UK's worked example: £120 including
  // VAT holds £20 of VAT.
  it('takes 1/6 of a VAT-inclusive price at 20% (HMRC VAT fraction)', () => {
    expect(vatIncluded(12000, 20)).toEqual({ netPence: 10000, vatPence: 2000 });
  });

  it('rounds VAT to the penny and keeps net + VAT equal to the total', () => {
    expect(vatIncluded(2900, 20)).toEqual({ netPence: 2417, vatPence: 483 });
    expect(vatIncluded(9900, 20)).toEqual({ netPence: 8250, vatPence: 1650 });
    expect(vatIncluded(1200, 20)).toEqual({ netPence: 1000, vatPence: 200 });
  });

  it('uses the reduced rate fraction when configured (5%: 1/21)', () => {
    expect(vatIncluded(2100, 5)).toEqual({ netPence: 2000, vatPence: 100 });
  });

  it('is zero at a zero rate', () => {
    expect(vatIncluded(2900, 0)).toEqual({ netPence: 2900, vatPence: 0 });
  });
});

describe('vatConfig', () => {
  it('defaults to the UK standard rate and no number', () => {
    expect(vatConfig({})).toEqual({ ratePercent: 20, number: null });
  });
  it('reads the rate and registration from configuration and ignores nonsense', () => {
    expect(vatConfig({ VAT_RATE_PERCENT: '5', VAT_NUMBER: ' GB123456789 ' })).toEqual({ ratePercent: 5, number: 'GB123456789' });
    expect(vatConfig({ VAT_RATE_PERCENT: 'lots' }).ratePercent).toBe(20);
    expect(vatConfig({ VAT_RATE_PERCENT: '150' }).ratePercent).toBe(20);
  });
});
