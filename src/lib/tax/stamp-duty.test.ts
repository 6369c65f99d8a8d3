/**
 * Stamp duty engine tests. Each case names its source: an official worked example where one is
 * published, otherwise the figure worked by hand from the official rates table cited.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculateStampDuty, tryCalculateStampDuty, type StampDutyInput } from './stamp-duty.ts';

const D = (iso: string) => new Date(`${iso}T00:00:00Z`);
type Opts = Omit<StampDutyInput, 'price' | 'region' | 'completionDate'>;
/** Tax in whole pounds for a price in whole pounds. */
function tax(region: StampDutyInput['region'], pounds: number, date: string, opts: Opts = {}): number {
  return calculateStampDuty({ price: Math.round(pounds * 100), region, completionDate: D(date), ...opts }).totalPence / 100;
}

describe('SDLT (England and Northern Ireland)', () => {
  it('GOV.UK worked example: £295,000 in April 2025 costs £4,750 (0% + 2% on £125,000 + 5% on £45,000)', () => {
    const r = calculateStampDuty({ price: 295_000_00, region: 'england-ni', completionDate: D('2025-04-01') });
    expect(r.totalPence).toBe(4_750_00);
    expect(r.bands.map((b) => b.taxPence)).toEqual([0, 2_500_00, 2_250_00]);
    expect(r.effectiveRateBps).toBe(161);
    expect(r.rulesInForce.effectiveFrom).toBe('2025-04-01');
  });
  it('GOV.UK worked example: £295,000 before 1 April 2025 costs £2,250 (5% on the £45,000 above £250,000)', () => {
    expect(tax('england-ni', 295_000, '2025-02-01')).toBe(2_250);
  });
  it('rules change on 23 September 2022 (Growth Plan 2022): £295,000 on 22 Sep 2022 is £4,750, on 23 Sep £2,250', () => {
    expect(tax('england-ni', 295_000, '2022-09-22')).toBe(4_750);
    expect(tax('england-ni', 295_000, '2022-09-23')).toBe(2_250);
  });

  it.each([
    // [date, price, expected] — from the GOV.UK standard rates table in force
    ['2025-04-01', 125_000, 0],
    ['2025-04-01', 125_100, 2],
    ['2025-04-01', 250_000, 2_500],
    ['2025-04-01', 250_100, 2_505],
    ['2025-04-01', 925_000, 36_250],
    ['2025-04-01', 925_100, 36_260],
    ['2025-04-01', 1_500_000, 93_750],
    ['2025-04-01', 1_500_100, 93_762],
    ['2024-01-01', 250_000, 0],
    ['2024-01-01', 250_100, 5],
    ['2024-01-01', 925_000, 33_750],
    ['2024-01-01', 925_100, 33_760],
    ['2024-01-01', 1_500_000, 91_250],
    ['2024-01-01', 1_500_100, 91_262],
  ])('standard rates on %s: £%i → £%i', (date, price, expected) => {
    expect(tax('england-ni', price, date)).toBe(expected);
  });

  it.each([
    // first-time buyer relief: GOV.UK "Stamp Duty Land Tax: residential property rates", first-time buyers
    ['2025-04-01', 300_000, 0],
    ['2025-04-01', 300_100, 5],
    ['2025-04-01', 500_000, 10_000],
    ['2025-04-01', 500_001, 15_000], // over the £500,000 cap: standard rates, £2,500 + 5% × £250,001 = £15,000.05 → £15,000
    ['2024-01-01', 425_000, 0],
    ['2024-01-01', 425_100, 5],
    ['2024-01-01', 625_000, 10_000],
    ['2024-01-01', 625_001, 18_750], // over the £625,000 cap: 5% × £375,001 = £18,750.05 → £18,750
  ])('first-time buyer on %s: £%i → £%i', (date, price, expected) => {
    expect(tax('england-ni', price, date, { firstTimeBuyer: true })).toBe(expected);
  });

  it('first-time buyer relief is refused above the cap and the note says why', () => {
    const r = calculateStampDuty({
      price: 500_001_00,
      region: 'england-ni',
      firstTimeBuyer: true,
      completionDate: D('2025-04-01'),
    });
    expect(r.ratesApplied).toBe('standard');
    expect(r.notes.join(' ')).toContain('over £500,000');
  });

  it('higher rates rose from 3% to 5% on 31 October 2024 (Autumn Budget 2024): £250,000 additional property', () => {
    // 3% × £250,000 = £7,500 up to 30 October 2024; 5% × £250,000 = £12,500 from 31 October 2024.
    expect(tax('england-ni', 250_000, '2024-10-30', { additionalProperty: true })).toBe(7_500);
    expect(tax('england-ni', 250_000, '2024-10-31', { additionalProperty: true })).toBe(12_500);
  });
  it('higher rates from April 2025: £300,000 additional property = 5% × £125,000 + 7% × £125,000 + 10% × £50,000 = £20,000', () => {
    const r = calculateStampDuty({
      price: 300_000_00,
      region: 'england-ni',
      buyerType: 'additional',
      completionDate: D('2025-06-01'),
    });
    expect(r.totalPence).toBe(20_000_00);
    expect(r.bands.map((b) => b.rateBps)).toEqual([500, 700, 1_000]);
    expect(r.ratesApplied).toBe('higher');
  });
  it('the £40,000 rule (FA 2003 Sch 4ZA para 3): no higher rates under £40,000', () => {
    expect(tax('england-ni', 39_999.99, '2025-06-01', { additionalProperty: true })).toBe(0);
    expect(tax('england-ni', 40_000, '2025-06-01', { additionalProperty: true })).toBe(2_000);
    const r = calculateStampDuty({
      price: 39_999_00,
      region: 'england-ni',
      additionalProperty: true,
      completionDate: D('2025-06-01'),
    });
    expect(r.notifiable).toBe(false);
    expect(r.notes.join(' ')).toContain('under £40,000');
  });

  it('non-UK resident surcharge (FA 2003 Sch 9A): 2% on every band, also on first-time buyer and higher rates', () => {
    // £300,000 home mover, April 2025: 2% × 125k + 4% × 125k + 7% × 50k = £2,500 + £5,000 + £3,500
    expect(tax('england-ni', 300_000, '2025-06-01', { nonUkResident: true })).toBe(11_000);
    // £400,000 first-time buyer: 2% × 300k + 7% × 100k
    expect(tax('england-ni', 400_000, '2025-06-01', { nonUkResident: true, firstTimeBuyer: true })).toBe(13_000);
    // £300,000 additional: 7% × 125k + 9% × 125k + 12% × 50k
    expect(tax('england-ni', 300_000, '2025-06-01', { nonUkResident: true, additionalProperty: true })).toBe(26_000);
    // de minimis £40,000 (Sch 9A para 2; SDLTM09940)
    expect(tax('england-ni', 39_999, '2025-06-01', { nonUkResident: true })).toBe(0);
    expect(tax('england-ni', 40_000, '2025-06-01', { nonUkResident: true })).toBe(800);
  });

  it('rounds the total down to the whole pound, as HMRC does (SDLTM: tax is rounded down)', () => {
    const r = calculateStampDuty({ price: 250_010_00, region: 'england-ni', completionDate: D('2025-06-01') });
    expect(r.bands.reduce((s, b) => s + b.taxPence, 0)).toBe(2_500_50);
    expect(r.totalPence).toBe(2_500_00);
    expect(r.roundingAdjustmentPence).toBe(-50);
  });

  it('ignores first-time buyer relief on an additional property and says so', () => {
    const r = calculateStampDuty({
      price: 300_000_00,
      region: 'england-ni',
      firstTimeBuyer: true,
      additionalProperty: true,
      completionDate: D('2025-06-01'),
    });
    expect(r.totalPence).toBe(20_000_00);
    expect(r.notes[0]).toContain('cannot apply');
  });
});

describe('LBTT (Scotland)', () => {
  it.each([
    // Revenue Scotland residential rates table (bands since 1 April 2021)
    [145_000, 0],
    [145_100, 2],
    [250_000, 2_100],
    [250_100, 2_105],
    [270_000, 3_100],
    [325_000, 5_850],
    [325_100, 5_860],
    [750_000, 48_350],
    [750_100, 48_362],
  ])('£%i → £%i', (price, expected) => {
    expect(tax('scotland', price, '2025-06-01')).toBe(expected);
  });
  it('first-time buyer relief raises the nil band to £175,000 (max saving £600), with no price cap', () => {
    expect(tax('scotland', 175_000, '2025-06-01', { firstTimeBuyer: true })).toBe(0);
    expect(tax('scotland', 175_100, '2025-06-01', { firstTimeBuyer: true })).toBe(2);
    expect(tax('scotland', 250_000, '2025-06-01', { firstTimeBuyer: true })).toBe(1_500);
    // £2,000,000: 2% × £105,000 + 5% × £75,000 + 10% × £425,000 + 12% × £1,250,000 = £2,100 + £3,750 + £42,500 +
    // £150,000 = £198,350; a first-time buyer saves 2% × £30,000 (£145,000 to £175,000) = £600 → £197,750.
    expect(tax('scotland', 2_000_000, '2025-06-01')).toBe(198_350);
    expect(tax('scotland', 2_000_000, '2025-06-01', { firstTimeBuyer: true })).toBe(197_750);
  });
  it('Additional Dwelling Supplement on the whole price: 4% to 15 Dec 2022, 6% from 16 Dec 2022, 8% from 5 Dec 2024', () => {
    // £200,000: LBTT 2% × £55,000 = £1,100, plus ADS
    expect(tax('scotland', 200_000, '2022-12-15', { additionalProperty: true })).toBe(1_100 + 8_000);
    expect(tax('scotland', 200_000, '2022-12-16', { additionalProperty: true })).toBe(1_100 + 12_000);
    expect(tax('scotland', 200_000, '2024-12-04', { additionalProperty: true })).toBe(1_100 + 12_000);
    expect(tax('scotland', 200_000, '2024-12-05', { additionalProperty: true })).toBe(1_100 + 16_000);
    const r = calculateStampDuty({
      price: 200_000_00,
      region: 'scotland',
      additionalProperty: true,
      completionDate: D('2025-06-01'),
    });
    expect(r.bands.at(-1)).toMatchObject({ kind: 'supplement', rateBps: 800, taxPence: 16_000_00 });
    expect(r.notes.join(' ')).toContain('before 5 December 2024, the supplement is 6%');
  });
  it('ADS has its own £40,000 threshold', () => {
    expect(tax('scotland', 39_999, '2025-06-01', { additionalProperty: true })).toBe(0);
    expect(tax('scotland', 40_000, '2025-06-01', { additionalProperty: true })).toBe(3_200);
  });
  it('has no non-UK resident surcharge', () => {
    // 2% × £105,000 + 5% × £50,000 = £2,100 + £2,500 = £4,600 either way.
    expect(tax('scotland', 300_000, '2025-06-01', { nonUkResident: true })).toBe(4_600);
    expect(tax('scotland', 300_000, '2025-06-01')).toBe(4_600);
  });
  it('Revenue Scotland worked examples: £135,000 → nil, £235,000 → £1,800, £280,000 → £3,600', () => {
    // Revenue Scotland "Residential property" (https://revenue.scot/taxes/land-buildings-transaction-tax/residential-property)
    // examples: £135,000 all in the nil band; £235,000 = 2% × £90,000 = £1,800. "Calculating tax – rates and bands"
    // (https://www.revenue.scot/land-buildings-transaction-tax/guidance/calculating-tax-rates-and-bands): a house bought
    // for £280,000 is charged 0% on £145,000, 2% on £105,000 and 5% on £30,000, "so £3,600 must be paid".
    expect(tax('scotland', 135_000, '2025-06-01')).toBe(0);
    expect(tax('scotland', 235_000, '2025-06-01')).toBe(1_800);
    expect(tax('scotland', 280_000, '2025-06-01')).toBe(3_600);
  });
});

describe('LTT (Wales)', () => {
  it.each([
    // WRA main residential rates from 10 October 2022
    [225_000, 0],
    [225_100, 6],
    [300_000, 4_500],
    [400_000, 10_500],
    [400_100, 10_507],
    [750_000, 36_750],
    [750_100, 36_760],
    [1_500_000, 111_750],
    [1_500_100, 111_762],
  ])('main rates: £%i → £%i', (price, expected) => {
    expect(tax('wales', price, '2025-06-01')).toBe(expected);
  });
  it('MoneyHelper worked example: a £410,000 house in Wales costs £11,250', () => {
    // MoneyHelper "Land Transaction Tax: everything you need to know"
    // (https://www.moneyhelper.org.uk/en/homes/buying-a-home/land-transaction-tax-everything-you-need-to-know):
    // 0% on the first £225,000, 6% on the next £175,000 = £10,500, 7.5% on the next £10,000 = £750; total £11,250.
    expect(tax('wales', 410_000, '2025-06-01')).toBe(11_250);
  });
  it('main rates before 10 October 2022 (£180,000 nil band, 3.5% to £250,000)', () => {
    // £250,000: 3.5% × £70,000 = £2,450; £400,000: £2,450 + 5% × £150,000 = £9,950; from 10 October 2022
    // £250,000: 6% × £25,000 = £1,500.
    expect(tax('wales', 250_000, '2022-10-09')).toBe(2_450);
    expect(tax('wales', 400_000, '2022-10-09')).toBe(9_950);
    expect(tax('wales', 250_000, '2022-10-10')).toBe(1_500);
  });
  it.each([
    // WRA higher residential rates from 11 December 2024 (WSI 2024/1311): 5 / 8.5 / 10 / 12.5 / 15 / 17%
    ['2025-06-01', 180_000, 9_000],
    ['2025-06-01', 250_000, 14_950],
    ['2025-06-01', 400_000, 29_950],
    ['2025-06-01', 750_000, 73_700],
    ['2025-06-01', 1_500_000, 186_200],
    ['2025-06-01', 2_000_000, 271_200],
    // from 22 December 2020 to 10 December 2024: 4 / 7.5 / 9 / 11.5 / 14 / 16%
    ['2024-12-10', 180_000, 7_200],
    ['2024-12-10', 250_000, 12_450],
    ['2024-12-10', 400_000, 25_950],
    ['2024-12-10', 750_000, 66_200],
    ['2024-12-10', 1_500_000, 171_200],
  ])('higher rates on %s: £%i → £%i', (date, price, expected) => {
    expect(tax('wales', price, date, { additionalProperty: true })).toBe(expected);
  });
  it('no first-time buyer relief; higher rates only from £40,000', () => {
    expect(tax('wales', 300_000, '2025-06-01', { firstTimeBuyer: true })).toBe(4_500);
    expect(tax('wales', 39_999, '2025-06-01', { additionalProperty: true })).toBe(0);
    expect(tax('wales', 40_000, '2025-06-01', { additionalProperty: true })).toBe(2_000);
  });
});

describe('input checks', () => {
  it('refuses dates before the tables and bad prices without throwing', () => {
    const early = tryCalculateStampDuty({ price: 100_00, region: 'england-ni', completionDate: D('2021-09-30') });
    expect(early.ok).toBe(false);
    if (!early.ok) expect(early.error).toContain('1 October 2021');
    expect(tryCalculateStampDuty({ price: -1, region: 'wales' }).ok).toBe(false);
    expect(tryCalculateStampDuty({ price: 1.5, region: 'wales' }).ok).toBe(false);
    expect(() => calculateStampDuty({ price: -1, region: 'wales' })).toThrow(RangeError);
  });
  it('defaults to the rules in force today', () => {
    expect(calculateStampDuty({ price: 295_000_00, region: 'england-ni' }).rulesInForce.effectiveTo).toBeNull();
  });
});

describe('invariants (property-based)', () => {
  const region = fc.constantFrom('england-ni' as const, 'scotland' as const, 'wales' as const);
  const buyer = fc.record({ firstTimeBuyer: fc.boolean(), additionalProperty: fc.boolean(), nonUkResident: fc.boolean() });
  const date = fc.constantFrom(
    '2021-10-01',
    '2022-09-22',
    '2022-09-23',
    '2022-12-16',
    '2024-12-11',
    '2024-10-31',
    '2024-12-05',
    '2025-04-01',
    '2026-11-22',
  );
  const price = fc.integer({ min: 0, max: 5_000_000_00 });

  it('tax is never negative and never more than the price × top rate', () => {
    fc.assert(
      fc.property(region, buyer, date, price, (r, b, d, p) => {
        const res = calculateStampDuty({ price: p, region: r, completionDate: D(d), ...b });
        expect(res.totalPence).toBeGreaterThanOrEqual(0);
        expect(res.totalPence).toBeLessThanOrEqual(Math.ceil((p * 0.25) / 100) * 100);
        expect(res.totalPence % 100).toBe(0);
      }),
    );
  });
  it('tax never decreases as the price rises', () => {
    fc.assert(
      fc.property(region, buyer, date, price, fc.integer({ min: 1, max: 50_000_00 }), (r, b, d, p, step) => {
        const lower = calculateStampDuty({ price: p, region: r, completionDate: D(d), ...b }).totalPence;
        const higher = calculateStampDuty({ price: p + step, region: r, completionDate: D(d), ...b }).totalPence;
        expect(higher).toBeGreaterThanOrEqual(lower);
      }),
    );
  });
  it('the breakdown sums to the total (with the stated rounding adjustment of under £1)', () => {
    fc.assert(
      fc.property(region, buyer, date, price, (r, b, d, p) => {
        const res = calculateStampDuty({ price: p, region: r, completionDate: D(d), ...b });
        const sum = res.bands.reduce((s, l) => s + l.taxPence, 0);
        expect(sum + res.roundingAdjustmentPence).toBe(res.totalPence);
        expect(Math.abs(res.roundingAdjustmentPence)).toBeLessThan(100);
        const taxed = res.bands.filter((l) => l.kind === 'band').reduce((s, l) => s + l.taxablePence, 0);
        expect(taxed).toBe(p);
      }),
    );
  });
});
