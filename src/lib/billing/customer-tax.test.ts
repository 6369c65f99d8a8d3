import { describe, expect, it } from 'vitest';
import { chargeFor, countryOptions, isReverseChargeSale, normaliseTaxId, stripeTaxIdType, taxIdProblem } from './customer-tax.ts';

describe('customer tax', () => {
  it('lists countries by name, the United Kingdom first', () => {
    const options = countryOptions();
    expect(options[0]).toEqual({ code: 'GB', name: 'United Kingdom' });
    expect(options.find((o) => o.code === 'IE')?.name).toBe('Ireland');
    expect(options.length).toBeGreaterThan(200);
    expect(options.some((o) => o.code === 'EU' || o.code === 'ZZ')).toBe(false);
  });

  it('checks a VAT number against its country', () => {
    expect(normaliseTaxId('ie 638-8047v')).toBe('IE6388047V');
    expect(taxIdProblem('IE', 'IE6388047V')).toBeNull();
    expect(taxIdProblem('IE', 'FR6388047V')).toMatch(/starting with IE/);
    expect(taxIdProblem('GR', 'EL123456789')).toBeNull();
    expect(taxIdProblem('GB', 'GB123456789')).toBeNull();
    expect(taxIdProblem('GB', '123')).toMatch(/GB and 9 digits/);
    expect(taxIdProblem('US', '12-3456789')).toBeNull();
    expect(stripeTaxIdType('DE')).toBe('eu_vat');
    expect(stripeTaxIdType('US')).toBeNull();
  });

  it('charges a business abroad the price less the UK VAT, with no VAT', () => {
    expect(isReverseChargeSale({ country: 'IE', taxId: 'IE6388047V' })).toBe(true);
    expect(isReverseChargeSale({ country: 'GB', taxId: 'GB123456789' })).toBe(false);
    expect(chargeFor(2900, 20, false)).toEqual({ totalPence: 2900, vatPence: 483, netPence: 2417 });
    expect(chargeFor(2900, 20, true)).toEqual({ totalPence: 2417, vatPence: 0, netPence: 2417 });
  });
});
