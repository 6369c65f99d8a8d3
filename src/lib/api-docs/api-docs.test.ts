import { expect, it } from 'vitest';
import { V1_ENDPOINTS } from '../api/v1/endpoints.ts';
import { API_ENDPOINTS, endpointBySlug } from './endpoints.ts';

it('every documentation page matches a live endpoint of the API and the other way round', () => {
  const pages = V1_ENDPOINTS.flatMap((e) => (e.docsSlug ? [e.docsSlug] : [])).sort();
  expect(API_ENDPOINTS.map((e) => e.slug).sort()).toEqual(pages);
  expect(pages).toEqual([
    'council-tax',
    'crime-statistics',
    'epc',
    'house-valuation',
    'property-valuation',
    'stamp-duty-land-tax',
  ]);
});

it('each page says who it is for, the limits of the data and its sources', () => {
  for (const slug of API_ENDPOINTS.map((e) => e.slug)) {
    const doc = endpointBySlug(slug);
    expect(doc.useCases.length, slug).toBeGreaterThan(0);
    expect(doc.caveats.length, slug).toBeGreaterThan(0);
    expect(doc.sources.length, slug).toBeGreaterThan(0);
  }
});
