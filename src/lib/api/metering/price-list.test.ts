import { describe, expect, it } from 'vitest';
import { canonicalRequest } from './canonical-request.ts';
import { answerLabel, PRICE_LIST, serviceLabel } from './price-list.ts';
import { CREDIT_SERVICES } from '../credit-services.ts';

describe('the price list', () => {
  it('prices and names every credit service', () => {
    for (const service of CREDIT_SERVICES) {
      expect(PRICE_LIST[service].cost).toBeGreaterThan(0);
      expect(PRICE_LIST[service].label).not.toBe('');
    }
  });

  it('names what was bought: the check and the postcode, or the home valued', () => {
    expect(answerLabel('postcode-crime', canonicalRequest('/api/data/crime', { postcode: 'm333hj', radius: '500' }))).toBe(
      'Crime check · M33 3HJ',
    );
    expect(
      answerLabel(
        'valuation',
        canonicalRequest('/api/valuation', { postcode: 'M33 3HJ', type: 'semi-detached', house: '12', street: 'Hampson Street' }),
      ),
    ).toBe('Valuation · 12 Hampson Street, M33 3HJ · semi-detached');
    expect(answerLabel('valuation', canonicalRequest('/api/valuation', { postcode: 'M33 3HJ', type: 'detached' }))).toBe(
      'Valuation · M33 3HJ · detached',
    );
    expect(serviceLabel('api-epc')).toBe('API: EPC');
    expect(serviceLabel('api-something-new')).toBe('API: something new');
  });

  it('charges only answers that hold data', () => {
    expect(PRICE_LIST['mobile-signal'].holdsData({ mobile: { covered: false, measures: [] } })).toMatch(/^No charge: /);
    expect(PRICE_LIST['api-council-tax'].holdsData({ data: { covered: true } })).toBeNull();
    expect(PRICE_LIST['epc-search'].holdsData({ epc: { certificates: [] } })).toMatch(/energy certificates/);
    expect(PRICE_LIST.valuation.holdsData({})).toBeNull();
  });
});
