import { describe, expect, it } from 'vitest';
import { API_ENDPOINTS, endpointBySlug } from './endpoints.ts';
import { API_ERRORS, errorBody } from './common.ts';
import { exampleCurl } from './curl.ts';
import { ENGLAND_BAND_NINTHS } from './endpoints/council-tax.ts';
import { API_DOC_ROUTES } from '../routes/routes-api-docs.ts';
import { findRoute } from '../routes/registry.ts';

/** SDLT residential rates in England from 1 April 2025 (HMRC), as [upper limit, rate %]. */
const SDLT_2025: Array<[number, number]> = [
  [125000, 0],
  [250000, 2],
  [925000, 5],
  [1500000, 10],
  [Infinity, 12],
];

function sdlt(price: number): number {
  let tax = 0;
  let lower = 0;
  for (const [upper, rate] of SDLT_2025) {
    if (price > lower) tax += ((Math.min(price, upper) - lower) * rate) / 100;
    lower = upper;
  }
  return Math.floor(tax);
}

describe('API endpoint docs', () => {
  it('documents exactly the /api-docs pages in the route registry', () => {
    const routeSlugs = API_DOC_ROUTES.map((r) => r.path.replace('/api-docs/', '')).sort();
    expect(API_ENDPOINTS.map((e) => e.slug).sort()).toEqual(routeSlugs);
  });

  it('has unique paths, one credit per call and registered related tools', () => {
    expect(new Set(API_ENDPOINTS.map((e) => `${e.method} ${e.path}`)).size).toBe(API_ENDPOINTS.length);
    for (const endpoint of API_ENDPOINTS) {
      expect(endpoint.creditCost).toBe(1);
      expect(endpoint.params.some((p) => p.required)).toBe(true);
      for (const path of endpoint.relatedTools) expect(findRoute(path), path).toBeDefined();
      for (const source of endpoint.sources) expect(source.url).toMatch(/^https:\/\//);
    }
  });

  it('gives the stamp duty example HMRC’s answer: £300,000 in England after 1 April 2025 = £5,000', () => {
    const example = endpointBySlug('stamp-duty-land-tax').exampleResponse as {
      price_gbp: number;
      total_tax_gbp: number;
      effective_rate_percent: number;
      bands: Array<{ taxable_gbp: number; rate_percent: number; tax_gbp: number }>;
    };
    expect(example.total_tax_gbp).toBe(5000);
    expect(sdlt(example.price_gbp)).toBe(example.total_tax_gbp);
    expect(example.bands.reduce((s, b) => s + b.taxable_gbp, 0)).toBe(example.price_gbp);
    for (const band of example.bands) expect(band.tax_gbp).toBe((band.taxable_gbp * band.rate_percent) / 100);
    expect(example.effective_rate_percent).toBe(Math.round((5000 / 300000) * 10000) / 100);
  });

  it('derives council tax bands from Band D by the statutory ninths', () => {
    const example = endpointBySlug('council-tax').exampleResponse as {
      area_band_d_gbp: number;
      bands: Array<{ band: keyof typeof ENGLAND_BAND_NINTHS; charge_gbp: number }>;
    };
    const bandD = example.bands.find((b) => b.band === 'D');
    expect(bandD?.charge_gbp).toBe(example.area_band_d_gbp);
    expect(example.bands.find((b) => b.band === 'A')?.charge_gbp).toBe(1252.05);
    expect(example.bands.find((b) => b.band === 'H')?.charge_gbp).toBe(3756.16);
  });

  it('indexes the valuation comparable consistently', () => {
    const example = endpointBySlug('property-valuation').exampleResponse as {
      comparables: Array<{ price_gbp: number; hpi_at_sale: number; hpi_latest: number; indexed_price_gbp: number }>;
    };
    for (const c of example.comparables) expect(c.indexed_price_gbp).toBe((c.price_gbp * c.hpi_latest) / c.hpi_at_sale);
    expect(example.comparables[0]?.indexed_price_gbp).toBe(291500);
  });

  it('keeps EPC example ratings consistent with their SAP scores', () => {
    const example = endpointBySlug('epc').exampleResponse as {
      certificates: Array<{
        current_energy_rating: string;
        current_energy_efficiency: number;
        potential_energy_rating: string;
        potential_energy_efficiency: number;
      }>;
    };
    const band = (score: number) =>
      score >= 92 ? 'A' : score >= 81 ? 'B' : score >= 69 ? 'C' : score >= 55 ? 'D' : score >= 39 ? 'E' : score >= 21 ? 'F' : 'G';
    for (const c of example.certificates) {
      expect(band(c.current_energy_efficiency)).toBe(c.current_energy_rating);
      expect(band(c.potential_energy_efficiency)).toBe(c.potential_energy_rating);
    }
  });

  it('uses the SPEC error wordings in the one JSON error shape', () => {
    const byStatus = new Map(API_ERRORS.map((e) => [e.status, errorBody(e)]));
    expect(byStatus.get(401)).toEqual({ error: 'unauthorized', message: 'Authentication required' });
    expect(byStatus.get(403)).toEqual({ error: 'insufficient_credits', message: 'Insufficient credits' });
    expect(byStatus.get(429)?.error).toBe('rate_limited');
  });

  it('builds example requests with the key header', () => {
    const get = exampleCurl(endpointBySlug('stamp-duty-land-tax'));
    expect(get).toContain('https://brickstack.co.uk/api/v1/stamp-duty?price=300000&completion_date=2025-06-01&location=england');
    expect(get).toContain('-H "x-api-key: YOUR_API_KEY"');
    const post = exampleCurl(endpointBySlug('property-valuation'));
    expect(post).toContain('curl -X POST "https://brickstack.co.uk/api/v1/property-valuation"');
    expect(post).toContain('"postcode":"M32 0TH"');
  });
});
