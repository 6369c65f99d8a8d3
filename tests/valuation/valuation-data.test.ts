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
import { parseHouse } from '../../src/lib/valuation/address.ts';
import { VALUATION_PARAMS } from '../../src/lib/valuation/params.ts';
import { prepareValuation } from '../../src/lib/valuation/prepare.ts';

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
      'epc/ppd_epc_linked_example_mole_valley.csv',
    ]);
  });

  it('reads only sales strictly before asOf, within the limits', async () => {
    const ev = await fetchValuationEvidence(db, SUBJECT);
    expect(ev.candidates.length).toBeGreaterThan(0);
    expect(ev.candidates.length).toBeLessThanOrEqual(200 + 30 + 40 + 60);
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
      expect(c.reason).toMatch(/^same (postcode|street|postcode sector|postcode district)/);
    }
    expect(r.comparables[0]!.level).toBe('postcode');
    const order = ['postcode', 'street', 'sector', 'district'];
    const levels = r.comparables.map((c) => order.indexOf(c.level));
    expect([...levels].sort((a, b) => a - b)).toEqual(levels);
    expect(['high', 'medium', 'low']).toContain(r.confidence.grade);
  });

  // 29 ARUNDEL AVENUE, M41 6NQ (Urmston): a leasehold semi the extract records sold twice, on
  // 2019-01-11 for £215,000 and on 2019-11-29 for £225,000, both standard (category A) sales.
  const ARUNDEL: Subject = {
    postcode: 'M41 6NQ',
    sector: 'M41 6',
    district: 'M41',
    propertyType: 'S',
    tenure: 'L',
    asOf: '2019-12-21',
  };

  it('finds the home by its number and uses its latest earlier sale first, brought forward with the local index', async () => {
    const r = await valueFromDatabase(db, { ...ARUNDEL, address: { saon: null, paon: '29', street: null } });
    if (r.status !== 'valued') throw new Error('expected a valuation');
    expect(r.evidence.repeatSale).toMatchObject({ date: '2019-11-29', price: 225_000, used: true });
    const rs = r.evidence.repeatSale!;
    expect(Math.abs(rs.estimate - 225_000 * rs.adjustmentFactor)).toBeLessThanOrEqual(225_000 * 0.00005 + 1);
    expect(rs.weight).toBeGreaterThan(0);
    expect(rs.weight).toBeLessThan(1);
    expect(r.comparables.map((c) => c.address)).not.toContain('29, ARUNDEL AVENUE, MANCHESTER');
    expect(r.evidence.street).toEqual({ name: 'ARUNDEL AVENUE', source: 'home' });
    expect(r.evidence.sameStreet).toBeGreaterThan(0);
    expect(r.evidence.summary).toContain('this home’s own sale for £225,000 in Nov 2019');
    // As of 1 November 2019 only the January sale is earlier.
    const before = await valueFromDatabase(db, {
      ...ARUNDEL,
      asOf: '2019-11-01',
      address: { saon: null, paon: '29', street: 'Arundel Ave' },
    });
    expect(before.status === 'valued' && before.evidence.repeatSale).toMatchObject({ date: '2019-01-11', price: 215_000 });
  });

  it('does not take another home for this one', async () => {
    for (const paon of ['29A', '129', '2']) {
      const r = await valueFromDatabase(db, { ...ARUNDEL, address: { saon: null, paon, street: null } });
      expect(r.status === 'valued' && r.evidence.repeatSale).toBeNull();
    }
    const flat = await valueFromDatabase(db, { ...ARUNDEL, address: { saon: 'FLAT 1', paon: '29', street: null } });
    expect(flat.status === 'valued' && flat.evidence.repeatSale).toBeNull();
  });

  it('states the period and price band of the sales it could use', async () => {
    const r = await valueFromDatabase(db, ARUNDEL);
    if (r.status !== 'valued') throw new Error('expected a valuation');
    // The extract holds only sales priced £150,000 to £325,000.
    expect(r.limits.coverage!.high).toBeLessThanOrEqual(325_000);
    expect(r.limits.coverage!.low).toBeGreaterThanOrEqual(150_000);
    expect(r.limits.band).toMatchObject({ fromMonth: '2019-01', toMonth: '2019-12' });
    expect(r.limits.lines[0]).toMatch(
      /^It could use \d+ standard sales of semi-detached houses in M41 from Jan 2019 to Dec 2019, priced £[\d,]+ to £[\d,]+; valued as of 21 December 2019\.$/,
    );
    expect(r.limits.lines[1]).toContain('It cannot see the home’s condition, extensions or improvements');
  });

  it('finds the home’s floor area in the EPC register where it covers the address', async () => {
    // ppd_epc_linked_example_mole_valley.csv: FLAT 10, BURLEIGH COURT, BELMONT ROAD, KT22 7LN — 46 m², lodged 2019-05-08.
    const subject: Subject = {
      postcode: 'KT22 7LN',
      sector: 'KT22 7',
      district: 'KT22',
      propertyType: 'F',
      tenure: 'L',
      asOf: '2019-12-21',
      address: parseHouse('Flat 10, Burleigh Court', 'Belmont Road'),
    };
    const evidence = await fetchValuationEvidence(db, subject);
    expect(prepareValuation(subject, evidence, VALUATION_PARAMS).floorArea).toEqual({
      floorAreaM2: 46,
      source: 'epc',
      certificate: { address: 'FLAT 10, BURLEIGH COURT, BELMONT ROAD', lodgementDate: '2019-05-08' },
    });
    const other = { ...subject, address: parseHouse('Flat 11, Burleigh Court') };
    expect(prepareValuation(other, await fetchValuationEvidence(db, other), VALUATION_PARAMS).floorArea).toBeNull();
    // No Price Paid sales are held for Mole Valley: no figure, and no invented one.
    expect((await valueFromDatabase(db, subject)).status).toBe('insufficient');
  });

  it('gives no figure before any sale in the sample', async () => {
    const r = await valueFromDatabase(db, { ...SUBJECT, asOf: '2019-01-01' });
    expect(r.status).toBe('insufficient');
    expect(r).not.toHaveProperty('estimate');
  });
});
