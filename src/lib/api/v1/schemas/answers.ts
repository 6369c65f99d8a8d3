/** Response schemas of the valuation, council tax and stamp duty endpoints. */
import { z } from 'zod';
import { councilTaxBandD } from './data.ts';
import { namedCode, sourced } from './common.ts';

const grade = z.enum(['high', 'medium', 'low']);
const level = z.enum(['postcode', 'street', 'sector', 'district']);
const typeCode = z.enum(['D', 'S', 'T', 'F', 'O']);
const tenureCode = z.enum(['F', 'L']);

export const comparable = z
  .object({
    transactionId: z.string(),
    address: z.string(),
    postcode: z.string(),
    date: z.string(),
    price: z.number().int(),
    propertyType: typeCode.nullable(),
    tenure: tenureCode.nullable(),
    newBuild: z.boolean(),
    level,
    reason: z.string().meta({ description: 'Why it was chosen, in plain words.' }),
    adjustmentFactor: z.number().meta({ description: 'Index at the valuation month ÷ index at the sale month.' }),
    adjustedPrice: z.number().int().meta({ description: 'The price brought to the valuation date.' }),
    floorAreaM2: z.number().nullable(),
    weight: z.number().meta({ description: 'Share of the estimate (weights sum to 1).' }),
    lat: z.number().nullable().meta({ description: 'Centre of the comparable’s postcode (ONS), for a map.' }),
    lng: z.number().nullable(),
  })
  .meta({ id: 'Comparable' });

const repeatSale = z
  .object({
    transactionId: z.string(),
    address: z.string(),
    date: z.string(),
    price: z.number().int().meta({ description: 'Pounds, as registered.' }),
    adjustmentFactor: z.number().meta({ description: 'Index at the valuation month ÷ index at the sale month.' }),
    estimate: z.number().int().meta({ description: 'The price brought to the valuation date.' }),
    years: z.number(),
    error: z.number().meta({ description: 'Predicted median absolute error of this estimate (0.05 ≈ 5%).' }),
    used: z.boolean().meta({ description: 'Whether it was blended into the figure; when not, the last note says why.' }),
    typeDiffers: z.boolean(),
    weight: z.number().meta({ description: 'Its share of the figure (0 when not used).' }),
    notes: z.array(z.string()),
  })
  .meta({ id: 'RepeatSale', description: 'The home’s own latest earlier sale, when the address given matched one.' });

const evidence = z
  .object({
    repeatSale: repeatSale.nullable(),
    samePostcode: z.number().int().meta({ description: 'Comparables in the same postcode.' }),
    sameStreet: z.number().int().meta({ description: 'Comparables on the same street elsewhere in the district.' }),
    street: z.object({ name: z.string(), source: z.enum(['given', 'home', 'postcode']) }).nullable(),
    baseline: z.object({ level: z.enum(['sector', 'district']), sales: z.number().int() }),
    floorArea: z
      .object({
        floorAreaM2: z.number(),
        source: z.enum(['given', 'epc']),
        certificate: z.object({ address: z.string(), lodgementDate: z.string().nullable() }).nullable(),
        poundsPerM2: z.number().int(),
      })
      .nullable(),
    summary: z.string().meta({ description: 'The evidence in one sentence.' }),
  })
  .meta({ id: 'ValuationEvidence' });

const limits = z
  .object({
    band: z
      .object({
        fromMonth: z.string(),
        toMonth: z.string(),
        low: z.number().int(),
        high: z.number().int(),
        sales: z.number().int(),
      })
      .nullable()
      .meta({ description: 'Period and prices of the standard sales of this type in the district the valuation could draw on.' }),
    coverage: z
      .object({
        fromMonth: z.string(),
        toMonth: z.string(),
        low: z.number().int(),
        high: z.number().int(),
        sales: z.number().int(),
      })
      .nullable()
      .meta({ description: 'The same for every property type: the prices the data can see in the district at all.' }),
    outside: z.enum(['above', 'below']).nullable().meta({
      description:
        'Set when the value is likely above (below) the prices the data can see in the district; the grade is then low.',
    }),
    lines: z.array(z.string()).meta({ description: 'What the figure could and could not take into account, in plain words.' }),
  })
  .meta({ id: 'ValuationLimits' });

const valuationCore = {
  postcode: z.string(),
  house: z.string().nullable().meta({ description: 'The house number or name given, if any.' }),
  street: z.string().nullable().meta({ description: 'The street given, if any.' }),
  propertyType: typeCode,
  tenure: tenureCode,
  asOf: z.string().meta({ description: 'The valuation date: only sales before it were used.' }),
  asOfNote: z.string(),
  dataDate: z.string().nullable().meta({ description: 'The latest sale date in the imported Price Paid Data.' }),
  estimate: z.number().int().meta({ description: 'Pounds, rounded to the nearest £1,000.' }),
  headline: z.string().meta({
    description:
      'The figure with the month it describes and, when older, the newest sale it rests on: "£182,000 in December 2019 (newest sale used: November 2019)".',
  }),
  freshness: z
    .object({
      valueDate: z.string().meta({ description: 'The valuation date: only sales before it were used.' }),
      valueMonth: z
        .string()
        .meta({ description: 'The month the figure describes (YYYY-MM): the month of the day before valueDate.' }),
      evidenceDate: z.string().nullable().meta({ description: 'The newest sale the figure rests on.' }),
      indexMonth: z.string().nullable().meta({ description: 'The newest month of the price index with evidence.' }),
      gapMonths: z.number().int().meta({ description: 'Months from the older of evidenceDate and indexMonth to valueMonth.' }),
      stale: z.boolean().meta({
        description:
          'True past 6 months: the range was widened by the index’s drift over the gap and the grade lowered one step (never high). Past 18 months no figure is given.',
      }),
      widening: z.number().meta({ description: 'Log points added to each side of the range for that drift (0 when fresh).' }),
    })
    .meta({ description: 'How old the evidence is at the valuation date.' }),
  rangeCalibration: z
    .object({
      cell: z.string().meta({ description: 'The walk-forward cell (grade · property type · price band, or wider when thin).' }),
      sales: z.number().int().meta({ description: 'Walk-forward valuations behind the cell.' }),
      scale: z.number().meta({ description: 'Multiplier of the modelled half-widths, so that 80% of those sales fell inside.' }),
      dataDate: z.string(),
      dataVersion: z.string(),
    })
    .nullable()
    .meta({ description: 'The calibration that set the range’s width (see /valuation-accuracy), or null when none is stored.' }),
  range: z
    .object({ low: z.number().int(), high: z.number().int(), coverage: z.literal(0.8) })
    .meta({ description: '80% range, calibrated on past sales so about 8 in 10 land inside.' }),
  confidence: z.object({
    grade,
    reason: z.string(),
    predictedError: z.number().meta({
      description:
        'Median absolute error expected for evidence like this, fitted on past sales (0.09 ≈ 9%); the grade follows from it.',
    }),
  }),
  method: z.enum(['price', 'price-per-m2', 'repeat-sale']),
  level: level.meta({ description: 'The farthest area the comparables came from.' }),
  index: z.object({ source: z.enum(['uk-hpi', 'price-paid-derived']), label: z.string(), reason: z.string() }),
  evidence,
  limits,
  comparablesUsed: z.number().int(),
};

export const houseValuation = z.object(valuationCore).meta({ id: 'HouseValuation' });
export const propertyValuation = z
  .object({ ...valuationCore, comparables: z.array(comparable) })
  .meta({ id: 'PropertyValuation' });

export const councilTax = z
  .object({
    postcode: z.string(),
    authority: namedCode.nullable(),
    covered: z.boolean(),
    councilTax: sourced(councilTaxBandD).nullable(),
    message: z.string(),
  })
  .meta({ id: 'CouncilTax' });

export const stampDuty = z
  .object({
    tax: z.enum(['SDLT', 'LBTT', 'LTT']),
    taxName: z.string(),
    location: z.enum(['england', 'northern-ireland', 'scotland', 'wales']),
    price: z.number().int().meta({ description: 'Pounds.' }),
    completionDate: z.string(),
    buyer: z.enum(['standard', 'first-time', 'additional']),
    total: z.number().int().meta({ description: 'Tax due in pounds, rounded down to the pound.' }),
    effectiveRatePercent: z.number(),
    ratesApplied: z.enum(['standard', 'first-time-buyer', 'higher', 'standard-with-ads', 'first-time-buyer-with-ads']),
    bands: z.array(
      z.object({
        kind: z.enum(['band', 'supplement']),
        label: z.string(),
        from: z.number().meta({ description: 'Pounds.' }),
        to: z.number().nullable(),
        ratePercent: z.number(),
        taxable: z.number(),
        tax: z.number().meta({ description: 'Pounds and pence.' }),
      }),
    ),
    notifiable: z.boolean(),
    notes: z.array(z.string()),
    rulesInForce: z.object({
      effectiveFrom: z.string(),
      effectiveTo: z.string().nullable(),
      verifiedOn: z.string(),
      sources: z.array(z.object({ label: z.string(), url: z.string() })),
    }),
  })
  .meta({ id: 'StampDuty' });
