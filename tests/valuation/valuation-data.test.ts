/**
 * Values a real Trafford postcode from the samples (GM 2019 Price Paid + Trafford postcodes) with
 * the queries and the engine. Asserts structure and the rules (every comparable before asOf, same
 * type, levels in order), not a price computed by the code under test.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { DATA_DIR, importSamples, memoryDb } from '../data/helpers.ts';
import { fetchValuationEvidence, valueFromDatabase } from '../../src/lib/data/queries/valuation.ts';
import { parsePostcode } from '../../src/lib/postcode/parse.ts';
import type { Subject } from '../../src/lib/valuation/types.ts';

let db: Database;

// M33 3HJ (Hampson Street, Sale Moor): PROVENANCE lists 4 terraced sales there in 2019.
const parsed = parsePostcode('M33 3HJ');
if (!parsed.ok) throw new Error(parsed.error);
const SUBJECT: Subject = {
  postcode: parsed.value.postcode,
  sector: parsed.value.sector,
  district: parsed.value.district,
  propertyType: 'T',
  tenure: 'L',
  asOf: '2019-12-01',
};

describe.skipIf(!DATA_DIR)('valuation of a Trafford postcode from the samples', () => {
  beforeAll(async () => {
    db = await memoryDb();
    await importSamples(db, [
      'price_paid/ppd_report_greater_manchester_2019.csv',
      'postcodes/trafford_postcodes_onspd_derived.csv',
    ]);
  });

  it('reads only sales strictly before asOf, within the limits', async () => {
    const ev = await fetchValuationEvidence(db, SUBJECT);
    expect(ev.candidates.length).toBeGreaterThan(0);
    expect(ev.candidates.length).toBeLessThanOrEqual(30 + 40 + 60);
    expect(ev.candidates.every((c) => c.date < SUBJECT.asOf)).toBe(true);
    expect(ev.candidates.some((c) => c.postcode === 'M33 3HJ')).toBe(true);
    expect(ev.indexCells.every((c) => c.period <= '2019-12')).toBe(true);
    expect(ev.hpi).toBeNull(); // the Trafford postcode file carries no region code
  });

  it('values the terrace with comparables that all predate asOf, and a range around the estimate', async () => {
    const r = await valueFromDatabase(db, SUBJECT);
    expect(r.status).toBe('valued');
    if (r.status !== 'valued') return;
    expect(r.estimate % 1000).toBe(0);
    expect(r.range.low).toBeLessThanOrEqual(r.estimate);
    expect(r.range.high).toBeGreaterThanOrEqual(r.estimate);
    expect(r.index.source).toBe('price-paid-derived');
    expect(r.comparables.length).toBeGreaterThanOrEqual(3);
    for (const c of r.comparables) {
      expect(c.date < SUBJECT.asOf).toBe(true);
      expect(c.propertyType).toBe('T');
      // The factor is reported to 4 decimal places; the adjusted price uses the unrounded factor.
      expect(Math.abs(c.adjustedPrice - c.price * c.adjustmentFactor)).toBeLessThanOrEqual(c.price * 0.00005 + 1);
      expect(c.reason).toMatch(/^same (postcode|postcode sector|postcode district)/);
    }
    expect(r.comparables[0]!.level).toBe('postcode');
    const order = ['postcode', 'sector', 'district'];
    const levels = r.comparables.map((c) => order.indexOf(c.level));
    expect([...levels].sort((a, b) => a - b)).toEqual(levels);
    expect(['high', 'medium', 'low']).toContain(r.confidence.grade);
  });

  it('gives no figure before any sale in the sample', async () => {
    const r = await valueFromDatabase(db, { ...SUBJECT, asOf: '2019-01-01' });
    expect(r.status).toBe('insufficient');
    expect(r).not.toHaveProperty('estimate');
  });
});
