/**
 * Flats in the same building (issue 43, fourth pass): the samples the backtest runs on are houses
 * only, so the evidence is proved here on made-up sales (every address and price is invented for
 * the test, never data).
 */
import { describe, expect, it } from 'vitest';
import { parseHouse, sameBuilding } from './address.ts';
import { SAME_BUILDING_WEIGHT } from './comparable-estimate.ts';
import { gatherComparables } from './comparables.ts';
import { PLAIN_PARAMS, sale } from './test-fixtures.ts';
import type { CandidateSale, Subject } from './types.ts';
import { valueProperty, type ValuationEvidence } from './value-property.ts';

const PLAIN = PLAIN_PARAMS;

const PLACE = { postcode: 'M3 4ZZ', sector: 'M3 4', district: 'M3' };
const FLAT: Subject = {
  ...PLACE,
  propertyType: 'F',
  tenure: 'L',
  asOf: '2025-10-01',
  address: parseHouse('Flat 12, 1 Castle Street'),
};
const flat = (overrides: Partial<CandidateSale>) =>
  sale({ ...PLACE, propertyType: 'F', tenure: 'L', date: '2025-06-15', ...overrides });
const inBuilding = (saon: string, price: number, extra: Partial<CandidateSale> = {}) =>
  flat({ saon, paon: '1', street: 'CASTLE STREET', price, ...extra });
const nextDoor = (saon: string, price: number) => flat({ saon, paon: '5', street: 'CASTLE STREET', price });
// Five flats elsewhere in sector M3 4 at £200,000: the area baseline.
const SECTOR = Array.from({ length: 5 }, (_, i) =>
  flat({ postcode: 'M3 4AB', street: 'QUAY STREET', paon: String(i + 1), saon: 'FLAT 1', price: 200_000 }),
);
const BUILDING = [inBuilding('FLAT 3', 280_000), inBuilding('APARTMENT 20', 280_000)];
const NEXT_DOOR = [nextDoor('FLAT 2', 150_000), nextDoor('FLAT 7', 150_000)];

function evidence(candidates: CandidateSale[]): ValuationEvidence {
  return { candidates, indexCells: [], indexLabel: 'district M3', hpi: null };
}

describe('sameBuilding: another flat in the same building', () => {
  const home = parseHouse('Flat 12, 1 Castle Street');
  it.each<[string, { saon: string | null; paon: string; street: string | null }, boolean]>([
    ['another flat at the same PAON and street', { saon: 'FLAT 3', paon: '1', street: 'CASTLE STREET' }, true],
    ['a SAON in another form ("APARTMENT 20")', { saon: 'APARTMENT 20', paon: '1', street: 'CASTLE STREET' }, true],
    ['the street unknown on the record', { saon: 'FLAT 3', paon: '1', street: null }, true],
    ['the home itself ("12" = "FLAT 12")', { saon: '12', paon: '1', street: 'CASTLE STREET' }, false],
    ['another building on the street', { saon: 'FLAT 3', paon: '5', street: 'CASTLE STREET' }, false],
    ['the same number on another street', { saon: 'FLAT 3', paon: '1', street: 'QUAY STREET' }, false],
    ['the whole building (no SAON)', { saon: null, paon: '1', street: 'CASTLE STREET' }, false],
  ])('%s: %j → %s', (_, record, expected) => {
    expect(sameBuilding(home, record)).toBe(expected);
  });

  it('a building given without a flat matches every flat in it; a named building by its name', () => {
    expect(sameBuilding(parseHouse('1', 'Castle Street'), { saon: 'FLAT 3', paon: '1', street: 'CASTLE STREET' })).toBe(true);
    const named = parseHouse('Flat 4, One Castle Street');
    expect(named).toMatchObject({ saon: 'Flat 4', paon: 'One Castle Street' });
    expect(sameBuilding(named, { saon: 'FLAT 9', paon: 'ONE CASTLE STREET', street: 'CASTLE STREET' })).toBe(true);
    expect(sameBuilding(named, { saon: 'FLAT 9', paon: 'TWO CASTLE STREET', street: 'CASTLE STREET' })).toBe(false);
  });
});

describe('gatherComparables: same-building flats', () => {
  const options = { maxAgeMonths: 24, street: 'CASTLE STREET', building: FLAT.address };

  it('marks flats in the building at the postcode, puts them first and says so; flats next door are the postcode', () => {
    const chosen = gatherComparables(FLAT, [...NEXT_DOOR, ...SECTOR, ...BUILDING], options);
    expect(chosen.map((c) => [c.level, c.sameBuilding])).toEqual([
      ['postcode', true],
      ['postcode', true],
      ['postcode', false],
      ['postcode', false],
      ...SECTOR.map(() => ['sector', false]),
    ]);
    expect(chosen[0]!.reason).toContain('same building (1, CASTLE STREET), postcode M3 4ZZ');
    expect(chosen[2]!.reason).toContain('same postcode M3 4ZZ');
  });

  it('uses flats only (a house at the same number is no comparable) and never the home’s own sale', () => {
    const house = sale({ ...PLACE, propertyType: 'T', tenure: 'F', saon: 'FLAT 3', paon: '1', street: 'CASTLE STREET' });
    const own = inBuilding('FLAT 12', 250_000);
    const chosen = gatherComparables(FLAT, [house, own, ...BUILDING], { ...options, exclude: new Set([own.transactionId]) });
    expect(chosen.map((c) => c.sale.transactionId)).toEqual(BUILDING.map((b) => b.transactionId));
  });

  it('is for flats and maisonettes only, and needs the building given', () => {
    const house = { ...FLAT, propertyType: 'T' as const };
    const terraces = BUILDING.map((b) => ({ ...b, propertyType: 'T' as const }));
    expect(gatherComparables(house, terraces, options).every((c) => !c.sameBuilding)).toBe(true);
    expect(gatherComparables(FLAT, BUILDING, { ...options, building: null }).every((c) => !c.sameBuilding)).toBe(true);
  });
});

describe('valueProperty: a flat with sales in its own building', () => {
  it(`weighs the building's flats ${SAME_BUILDING_WEIGHT} × in the local pull, towards its own level`, () => {
    const candidates = [...SECTOR, ...BUILDING, ...NEXT_DOOR];
    const withBuilding = valueProperty(FLAT, evidence(candidates), PLAIN);
    const noAddress = valueProperty({ ...FLAT, address: null }, evidence(candidates), PLAIN);
    if (withBuilding.status !== 'valued' || noAddress.status !== 'valued') throw new Error('expected valuations');
    // Baseline: the sector's weighted median, £200,000 either way. Local pull L = Σw·(a − B) ÷ (Σw + k):
    // without the building 2 × ln 1.4 + 2 × ln 0.75 over 4.25; with it the building's two flats weigh 2.
    const w = SAME_BUILDING_WEIGHT;
    const lWith = (2 * w * Math.log(1.4) + 2 * Math.log(0.75)) / (2 * w + 2 + 0.25);
    const lWithout = (2 * Math.log(1.4) + 2 * Math.log(0.75)) / 4.25;
    expect(withBuilding.estimate).toBe(Math.round((200_000 * Math.exp(lWith)) / 1000) * 1000);
    expect(noAddress.estimate).toBe(Math.round((200_000 * Math.exp(lWithout)) / 1000) * 1000);
    expect(withBuilding.estimate).toBeGreaterThan(noAddress.estimate);
    expect(withBuilding.evidence.samePostcode).toBe(4);
    expect(withBuilding.evidence.summary).toContain('4 sales in the same postcode (2 in the same building)');
    expect(noAddress.evidence.summary).not.toContain('same building');
    const building = withBuilding.comparables.filter((c) => c.reason.startsWith('same building'));
    expect(building.map((c) => c.transactionId).sort()).toEqual(BUILDING.map((b) => b.transactionId).sort());
    // Each building flat carries twice the share of a flat next door.
    const share = (id: string) => withBuilding.comparables.find((c) => c.transactionId === id)!.weight;
    expect(share(BUILDING[0]!.transactionId) / share(NEXT_DOOR[0]!.transactionId)).toBeCloseTo(w, 2);
  });

  it('a freehold flat in the building still counts as a mismatch (× the mismatch weight), and the own sale is a repeat sale', () => {
    const own = inBuilding('FLAT 12', 250_000, { date: '2025-01-10' });
    const freehold = inBuilding('FLAT 8', 280_000, { tenure: 'F' });
    const params = { ...PLAIN, estimator: { ...PLAIN.estimator, mismatchWeight: 0.5 } };
    const r = valueProperty(FLAT, evidence([...SECTOR, freehold, ...NEXT_DOOR, own]), params);
    if (r.status !== 'valued') throw new Error('expected a valuation');
    expect(r.evidence.repeatSale?.transactionId).toBe(own.transactionId);
    expect(r.comparables.map((c) => c.transactionId)).not.toContain(own.transactionId);
    const share = (id: string) => r.comparables.find((c) => c.transactionId === id)!.weight;
    // 2 (same building) × 0.5 (freehold, not leasehold) = 1: as much as a leasehold flat next door.
    expect(share(freehold.transactionId) / share(NEXT_DOOR[0]!.transactionId)).toBeCloseTo(SAME_BUILDING_WEIGHT * 0.5, 2);
    expect(r.comparables.find((c) => c.transactionId === freehold.transactionId)!.reason).toContain('freehold, not leasehold');
  });
});
