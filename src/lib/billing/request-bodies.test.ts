import { describe, expect, it } from 'vitest';
import { billingDetailsBody } from './request-bodies.ts';

const UK = { name: 'Ada Lovelace', line1: '12 Ashton Lane', city: 'Sale', postalCode: 'm33 6wt', country: 'gb' };

describe('billingDetailsBody', () => {
  it('takes a UK address with a real postcode', () => {
    expect(billingDetailsBody.parse(UK)).toMatchObject({ country: 'GB', postalCode: 'M33 6WT' });
  });

  it('refuses an address abroad with the reason (UK-only sales, prices include UK VAT)', () => {
    const result = billingDetailsBody.safeParse({ ...UK, country: 'IE', postalCode: 'D02 P820', city: 'Dublin' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['country'],
      message: expect.stringContaining('United Kingdom only'),
    });
  });
});
