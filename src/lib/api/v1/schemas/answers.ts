/** Response schemas of the valuation, council tax and stamp duty endpoints. */
import { z } from 'zod';
import { councilTaxBandD } from './data.ts';
import { namedCode, sourced } from './common.ts';

const grade = z.enum(['high', 'medium', 'low']);
const level = z.enum(['postcode', 'sector', 'district']);
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

const valuationCore = {
  postcode: z.string(),
  propertyType: typeCode,
  tenure: tenureCode,
  asOf: z.string().meta({ description: 'The valuation date: only sales before it were used.' }),
  asOfNote: z.string(),
  dataDate: z.string().nullable().meta({ description: 'The latest sale date in the imported Price Paid Data.' }),
  estimate: z.number().int().meta({ description: 'Pounds, rounded to the nearest £1,000.' }),
  range: z
    .object({ low: z.number().int(), high: z.number().int(), coverage: z.literal(0.8) })
    .meta({ description: '80% range, calibrated on past sales so about 8 in 10 land inside.' }),
  confidence: z.object({ grade, reason: z.string() }),
  method: z.enum(['price', 'price-per-m2']),
  level: level.meta({ description: 'The farthest area the comparables came from.' }),
  index: z.object({ source: z.enum(['uk-hpi', 'price-paid-derived']), label: z.string(), reason: z.string() }),
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
