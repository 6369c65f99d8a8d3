import { describe, expect, it } from 'vitest';
import { DATASETS } from '../../../../src/lib/data/datasets.ts';
import { IMPORTERS } from '../../registry.ts';
import { onlySources } from '../run-refresh.ts';
import { FETCHERS } from './index.ts';

describe('the list of fetchers', () => {
  it('names each source once, with a cadence, a catalogued dataset and importers that exist for it', () => {
    const sources = FETCHERS.map((f) => f.source);
    expect(new Set(sources).size).toBe(sources.length);
    for (const f of FETCHERS) {
      expect(f.cadenceDays, f.source).toBeGreaterThan(0);
      expect(DATASETS[f.dataset], f.source).toBeDefined();
      for (const id of f.importers) {
        const importer = IMPORTERS.find((i) => i.id === id);
        expect(importer, `${f.source}: importer ${id}`).toBeDefined();
        expect(importer?.dataset, `${f.source}: importer ${id}`).toBe(f.dataset);
      }
    }
  });

  it('fetches every dataset the refresh was asked to keep current', () => {
    const datasets = new Set(FETCHERS.map((f) => f.dataset));
    for (const d of [
      'nspl',
      'price_paid',
      'police_street_crime',
      'gias',
      'uk_hpi',
      'ons_claimant_count',
      'ons_earnings',
      'ons_employment',
      'ons_population',
      'epc_domestic',
      'ofcom_broadband',
      'council_tax',
      'deprivation',
    ] as const)
      expect(datasets.has(d), d).toBe(true);
  });
});

describe('--only', () => {
  it('takes source ids, or dataset ids standing for all their sources', () => {
    expect(onlySources(['price_paid', 'ons_earnings', 'epc-domestic'], FETCHERS)).toEqual([
      'price-paid-monthly',
      'price-paid-year',
      'nomis-ashe-earnings',
      'epc-domestic',
    ]);
    expect(onlySources(['nosuch'], FETCHERS)).toEqual(['nosuch']);
  });
});
