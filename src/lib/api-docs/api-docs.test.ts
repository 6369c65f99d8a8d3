import { expect, it } from 'vitest';
import { V1_ENDPOINTS } from '../api/v1/endpoints.ts';
import { API_ENDPOINTS, endpointBySlug } from './endpoints.ts';

it('documents six endpoints, in the order the API hub lists them', () => {
  expect(API_ENDPOINTS.map((e) => [e.slug, e.name])).toEqual([
    ['stamp-duty-land-tax', 'Stamp Duty Land Tax'],
    ['house-valuation', 'House valuation'],
    ['property-valuation', 'Property valuation with comparables'],
    ['crime-statistics', 'Crime statistics'],
    ['epc', 'Energy performance certificates'],
    ['council-tax', 'Council tax'],
  ]);
});

it('each documentation page names the live API path it describes', () => {
  const documented = V1_ENDPOINTS.flatMap((e) => (e.docsSlug ? [[e.docsSlug, e.path] as const] : []));
  expect(new Map(documented)).toEqual(
    new Map([
      ['stamp-duty-land-tax', '/stamp-duty'],
      ['house-valuation', '/house-valuation'],
      ['property-valuation', '/property-valuation'],
      ['crime-statistics', '/crime-statistics'],
      ['epc', '/epc'],
      ['council-tax', '/council-tax'],
    ]),
  );
});

it('finds a page by slug and refuses an unknown one at build time', () => {
  expect(endpointBySlug('epc').name).toBe('Energy performance certificates');
  expect(() => endpointBySlug('house-prices')).toThrow('No API endpoint documented for house-prices');
});

it('each page says who it is for, the limits of the data and its sources', () => {
  for (const doc of API_ENDPOINTS) {
    expect(doc.useCases.length, doc.slug).toBeGreaterThan(0);
    expect(doc.caveats.length, doc.slug).toBeGreaterThan(0);
    expect(doc.sources.length, doc.slug).toBeGreaterThan(0);
  }
});
