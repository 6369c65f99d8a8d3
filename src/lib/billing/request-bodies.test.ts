import { describe, expect, it } from 'vitest';
import { billingDetailsBody } from './request-bodies.ts';

const UK = { name: 'Ada Lovelace', line1: '12 Ashton Lane', city: 'Sale', postalCode: 'm33 6wt', country: 'gb' };
const DUBLIN = { ...UK, name: 'Liffey Analytics Ltd', country: 'IE', postalCode: 'D02 P820', city: 'Dublin' };

describe('billingDetailsBody', () => {
  it('takes a UK address with a real postcode, a VAT number optional', () => {
    expect(billingDetailsBody.parse(UK)).toMatchObject({ country: 'GB', postalCode: 'M33 6WT' });
    expect(billingDetailsBody.parse(UK)).not.toHaveProperty('taxId');
    expect(billingDetailsBody.parse({ ...UK, taxId: 'gb 123 456 789' })).toMatchObject({ taxId: 'GB123456789' });
  });

  it('refuses a consumer abroad before payment, with the reason', () => {
    const result = billingDetailsBody.safeParse(DUBLIN);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['taxId'],
      message: expect.stringContaining('consumers in the United Kingdom only'),
    });
  });

  it('takes a business abroad with its VAT number, and checks the number against the country', () => {
    expect(billingDetailsBody.parse({ ...DUBLIN, taxId: 'ie6388047v' })).toMatchObject({
      country: 'IE',
      postalCode: 'D02 P820',
      taxId: 'IE6388047V',
    });
    const wrong = billingDetailsBody.safeParse({ ...DUBLIN, taxId: 'DE123456789' });
    expect(wrong.error?.issues[0]?.message).toMatch(/starting with IE/);
  });
});
