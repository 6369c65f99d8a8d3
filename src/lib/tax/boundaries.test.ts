/**
 * Every band boundary of every rates table, checked against the published tables rather than the data under test.
 * At each threshold the tax is the hand-worked sum of the bands below it, and the next £100 is charged at the
 * published rate of the band above (plus any surcharge).
 *
 * Sources (rates copied here by hand from the pages, with the dates they apply):
 * - SDLT: GOV.UK "Stamp Duty Land Tax: residential property rates"
 *   https://www.gov.uk/stamp-duty-land-tax/residential-property-rates and its previous versions:
 *   from 1 April 2025 and from 1 October 2021 to 22 September 2022: 0% to £125,000, 2% to £250,000, 5% to £925,000,
 *   10% to £1.5 million, 12% above; first-time buyers 0% to £300,000, 5% to £500,000.
 *   From 23 September 2022 to 31 March 2025 (Growth Plan 2022): 0% to £250,000, 5% to £925,000, 10% to £1.5 million,
 *   12% above; first-time buyers 0% to £425,000, 5% to £625,000.
 *   Higher rates for additional dwellings: 3 percentage points on every band, 5 from 31 October 2024
 *   (GOV.UK "Stamp Duty Land Tax: buying an additional residential property").
 * - LBTT: Revenue Scotland "Calculating tax – rates and bands"
 *   https://www.revenue.scot/land-buildings-transaction-tax/guidance/calculating-tax-rates-and-bands:
 *   0% to £145,000, 2% to £250,000, 5% to £325,000, 10% to £750,000, 12% above; first-time buyer relief raises the
 *   nil-rate band to £175,000 (since 30 June 2018).
 * - LTT: Welsh Revenue Authority "Land Transaction Tax rates and bands" https://www.gov.wales/land-transaction-tax-rates-and-bands
 *   and the Land Transaction Tax (Tax Bands and Tax Rates) (Wales) Regulations 2018 as amended (WSI 2020/1618,
 *   2022/1005, 2024/1311): main rates to 9 October 2022: 0% to £180,000, 3.5% to £250,000, 5% to £400,000, 7.5% to
 *   £750,000, 10% to £1.5 million, 12% above; from 10 October 2022: 0% to £225,000, 6% to £400,000, 7.5% to
 *   £750,000, 10% to £1.5 million, 12% above. Higher rates from 22 December 2020: 4%, 7.5%, 9%, 11.5%, 14%, 16%;
 *   from 11 December 2024: 5%, 8.5%, 10%, 12.5%, 15%, 17% (same band limits as the £180,000 main table).
 */
import { describe, expect, it } from 'vitest';
import { SDLT_TABLES } from '../../data/tax/sdlt.ts';
import { LBTT_TABLES } from '../../data/tax/lbtt.ts';
import { LTT_TABLES } from '../../data/tax/ltt.ts';
import { calculateStampDuty, type StampDutyInput } from './stamp-duty.ts';

/** [threshold £, tax at the threshold £ (hand-worked), rate % of the band above it including any surcharge]. */
type Boundary = readonly [pounds: number, taxPounds: number, nextRatePercent: number];

interface Period {
  name: string;
  /** First and last day the published rates applied (inclusive); null last day: still in force. */
  from: string;
  to: string | null;
  input: Omit<StampDutyInput, 'price' | 'completionDate'>;
  boundaries: readonly Boundary[];
}

// England and NI, standard rates, £125,000 nil band (1 Oct 2021 – 22 Sep 2022 and from 1 Apr 2025).
const SDLT_125K: Boundary[] = [
  [125_000, 0, 2],
  [250_000, 2_500, 5], // 2% × £125,000
  [925_000, 36_250, 10], // + 5% × £675,000 = £33,750
  [1_500_000, 93_750, 12], // + 10% × £575,000 = £57,500
];
// England and NI, standard rates, £250,000 nil band (23 Sep 2022 – 31 Mar 2025).
const SDLT_250K: Boundary[] = [
  [250_000, 0, 5],
  [925_000, 33_750, 10],
  [1_500_000, 91_250, 12],
];
/** The same boundaries with a surcharge of `pp` percentage points on every band (higher rates). */
const plus = (bands: Boundary[], pp: number): Boundary[] =>
  bands.map(([at, tax, rate]) => [at, tax + (at * pp) / 100, rate + pp] as const);

const LBTT: Boundary[] = [
  [145_000, 0, 2],
  [250_000, 2_100, 5], // 2% × £105,000
  [325_000, 5_850, 10], // + 5% × £75,000 = £3,750
  [750_000, 48_350, 12], // + 10% × £425,000 = £42,500
];
const LBTT_FTB: Boundary[] = [
  [175_000, 0, 2],
  [250_000, 1_500, 5], // 2% × £75,000
  [325_000, 5_250, 10],
  [750_000, 47_750, 12],
];
const LTT_MAIN_180K: Boundary[] = [
  [180_000, 0, 3.5],
  [250_000, 2_450, 5], // 3.5% × £70,000
  [400_000, 9_950, 7.5], // + 5% × £150,000 = £7,500
  [750_000, 36_200, 10], // + 7.5% × £350,000 = £26,250
  [1_500_000, 111_200, 12], // + 10% × £750,000 = £75,000
];
const LTT_MAIN_225K: Boundary[] = [
  [225_000, 0, 6],
  [400_000, 10_500, 7.5], // 6% × £175,000
  [750_000, 36_750, 10], // + £26,250
  [1_500_000, 111_750, 12], // + £75,000
];
const LTT_HIGHER_2020: Boundary[] = [
  [180_000, 7_200, 7.5], // 4% × £180,000
  [250_000, 12_450, 9], // + 7.5% × £70,000 = £5,250
  [400_000, 25_950, 11.5], // + 9% × £150,000 = £13,500
  [750_000, 66_200, 14], // + 11.5% × £350,000 = £40,250
  [1_500_000, 171_200, 16], // + 14% × £750,000 = £105,000
];
const LTT_HIGHER_2024: Boundary[] = [
  [180_000, 9_000, 8.5], // 5% × £180,000
  [250_000, 14_950, 10], // + 8.5% × £70,000 = £5,950
  [400_000, 29_950, 12.5], // + 10% × £150,000 = £15,000
  [750_000, 73_700, 15], // + 12.5% × £350,000 = £43,750
  [1_500_000, 186_200, 17], // + 15% × £750,000 = £112,500
];

const ENG = { region: 'england-ni' } as const;
const FTB = { region: 'england-ni', buyerType: 'first-time' } as const;
const ADD = { region: 'england-ni', buyerType: 'additional' } as const;
const sdltPeriods = (from: string, to: string | null, std: Boundary[], ftbNil: number, surchargePp: number): Period[] => [
  { name: `SDLT standard ${from}`, from, to, input: ENG, boundaries: std },
  { name: `SDLT first-time buyer ${from}`, from, to, input: FTB, boundaries: [[ftbNil, 0, 5]] },
  { name: `SDLT higher rates ${from}`, from, to, input: ADD, boundaries: plus(std, surchargePp) },
];

const periods: Period[] = [
  ...sdltPeriods('2021-10-01', '2022-09-22', SDLT_125K, 300_000, 3),
  ...sdltPeriods('2022-09-23', '2024-10-30', SDLT_250K, 425_000, 3),
  ...sdltPeriods('2024-10-31', '2025-03-31', SDLT_250K, 425_000, 5),
  ...sdltPeriods('2025-04-01', null, SDLT_125K, 300_000, 5),
  ...[
    ['2021-04-01', '2022-12-15'],
    ['2022-12-16', '2024-12-04'],
    ['2024-12-05', null],
  ].flatMap(([from, to]): Period[] => [
    { name: `LBTT ${from}`, from: from!, to: to ?? null, input: { region: 'scotland' }, boundaries: LBTT },
    {
      name: `LBTT first-time buyer ${from}`,
      from: from!,
      to: to ?? null,
      input: { region: 'scotland', buyerType: 'first-time' },
      boundaries: LBTT_FTB,
    },
  ]),
  { name: 'LTT main 2021-04-01', from: '2021-04-01', to: '2022-10-09', input: { region: 'wales' }, boundaries: LTT_MAIN_180K },
  { name: 'LTT main 2022-10-10', from: '2022-10-10', to: null, input: { region: 'wales' }, boundaries: LTT_MAIN_225K },
  {
    name: 'LTT higher 2021-04-01',
    from: '2021-04-01',
    to: '2024-12-10',
    input: { region: 'wales', buyerType: 'additional' },
    boundaries: LTT_HIGHER_2020,
  },
  {
    name: 'LTT higher 2024-12-11',
    from: '2024-12-11',
    to: null,
    input: { region: 'wales', buyerType: 'additional' },
    boundaries: LTT_HIGHER_2024,
  },
];

const D = (iso: string) => new Date(`${iso}T00:00:00Z`);
/** The band lines before rounding to the pound (excludes Scotland's ADS, which is not banded). */
const lineSum = (input: StampDutyInput) =>
  calculateStampDuty(input)
    .bands.filter((b) => b.kind === 'band')
    .reduce((s, b) => s + b.taxPence, 0);

describe.each(periods)('$name', ({ from, to, input, boundaries }) => {
  const days = to ? [from, to] : [from];
  describe.each(days)('on %s', (day) => {
    it.each(boundaries)('£%i: tax £%i, then %d%% on the next £100', (pounds, taxPounds, nextRate) => {
      const at = { ...input, price: pounds * 100, completionDate: D(day) };
      expect(calculateStampDuty(at).totalPence).toBe(taxPounds * 100);
      const above = lineSum({ ...at, price: (pounds + 100) * 100 }) - lineSum(at);
      expect(above).toBeCloseTo(nextRate * 100, 6); // £100 × rate% in pence
    });
  });
});

describe('coverage', () => {
  it('every rates table in the data is checked above (a new table needs its published boundaries here)', () => {
    const covered = (region: string) => new Set(periods.filter((p) => p.input.region === region).map((p) => p.from));
    expect(new Set(SDLT_TABLES.map((t) => t.effectiveFrom))).toEqual(covered('england-ni'));
    expect(new Set(LBTT_TABLES.map((t) => t.effectiveFrom))).toEqual(covered('scotland'));
    expect(new Set(LTT_TABLES.map((t) => t.effectiveFrom))).toEqual(covered('wales'));
  });
});
