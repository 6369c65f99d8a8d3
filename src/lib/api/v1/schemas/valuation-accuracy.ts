/**
 * Schema of the free `/valuation-accuracy` answer: the walk-forward accuracy of the valuation as
 * stored after the last Price Paid import (src/lib/valuation/published-accuracy.ts).
 */
import { z } from 'zod';

export const valuationAccuracyQuery = z.object({});

const share = (description: string) => z.number().nullable().meta({ description });

const figures = {
  sales: z.number().int().meta({ description: 'Test sales asked for.' }),
  valued: z.number().int().meta({ description: 'Test sales given a figure.' }),
  declinedShare: share('Share of test sales declined: too few sales, or evidence too old to bridge.'),
  mdape: share('Median absolute percentage error (0.1 = 10%).'),
  within5: share('Share of figures within 5% of the price paid.'),
  within10: share('Share within 10%.'),
  within20: share('Share within 20%.'),
  medianSignedError: share('Median of (figure − price) ÷ price: positive when figures run high.'),
  rangeCount: z.number().int().meta({ description: 'Figures with an 80% range.' }),
  rangeCoverage: share('Share of prices inside the 80% range (the aim is 0.8).'),
  bothValued: z.number().int().meta({ description: 'Test sales both the engine and the naive baseline valued.' }),
  engineMdapeBoth: share('The engine’s MdAPE on those sales.'),
  baselineMdapeBoth: share('The naive baseline’s MdAPE on the same sales.'),
};

const group = z.object({ key: z.string(), label: z.string(), ...figures });

export const valuationAccuracy = z
  .object({
    computedAt: z.string().meta({ description: 'When the figures were measured (ISO 8601).' }),
    dataVersion: z.string().meta({ description: 'Fingerprint of the Price Paid files they were measured on.' }),
    dataDate: z.string().meta({ description: 'The latest sale in those files.' }),
    months: z.object({ from: z.string(), to: z.string() }).meta({ description: 'The months of test sales (YYYY-MM).' }),
    method: z.object({
      summary: z.string(),
      testMonths: z.number().int(),
      calibrationMonths: z.number().int(),
      perMonth: z.number().int().meta({ description: 'At most this many sampled sales a month.' }),
      minCellSales: z
        .number()
        .int()
        .meta({ description: 'Least sales behind a calibration cell before it falls back to a wider one.' }),
      seed: z.string(),
      baseline: z.string(),
      modelFittedBefore: z.string().optional().meta({
        description:
          'The estimator and error models were fitted on sales before this date; test months before it were in their training period (the range calibration is walk-forward throughout).',
      }),
      localConstants: z
        .object({
          sales: z.number().int().meta({ description: 'Calibration-month sales valued to measure them.' }),
          inForceMdape: share('Their MdAPE with the constants fitted by the backtest.'),
          bestMdape: share('Their MdAPE with the best setting tried.'),
          chosen: z
            .object({
              localShrinkage: z.number().meta({
                description: 'Pseudo-weight pulling the postcode and street sales’ difference from the area towards zero.',
              }),
              localClip: z.number().meta({
                description: 'A postcode or street sale’s difference from the area counts up to ± this many log points.',
              }),
              repeatSale: z
                .object({
                  base: z.number().meta({ description: 'Median absolute log error of a resale straight after the sale.' }),
                  perYear: z.number().meta({ description: 'Added squared log error per year between the two sales.' }),
                  maxYears: z.number().meta({ description: 'A home’s own earlier sale up to this many years before is used.' }),
                })
                .optional()
                .meta({
                  description:
                    'How a home’s own earlier sale counts, re-measured on the calibration months’ resales when they hold older ones than the fitted model reaches; absent: the fitted model stays.',
                }),
            })
            .nullable()
            .meta({ description: 'The setting the test months and new valuations use; null when the fitted constants stay.' }),
        })
        .optional()
        .meta({
          description:
            'How far a home’s own postcode and street sales (and its own earlier sale) pull its figure, measured on the calibration months (before the test months): a setting replaces the fitted one only when it lowers their MdAPE by at least 1%.',
        }),
    }),
    overall: z.object(figures),
    byGrade: z.array(group),
    byType: z.array(group),
    byBand: z
      .array(group)
      .meta({ description: 'By price band of the figure (not of the price paid, which a buyer does not know).' }),
    byMonth: z.array(group),
    budgets: z.array(z.object({ budget: z.string(), value: z.string(), pass: z.boolean().nullable() })),
  })
  .meta({ id: 'ValuationAccuracy' });
