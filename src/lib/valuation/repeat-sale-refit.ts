/**
 * A home's own earlier sale, re-measured by the walk-forward after an import (pure). The backtest
 * fits the repeat-sale model on its training resales; the samples hold one year of sales, so it
 * measured resales within a year only and an older sale of the home is shown but not used. A newer
 * market imported beside older sales (2025 beside 2019) holds resales years apart: the walk-forward
 * measures how well they price its calibration-month sales (never a test month) and offers a model
 * that reaches them, which is used only when it lowers those sales' median error (local-constants.ts).
 */
import { MEDIAN_ABS_SQUARED_SHARE, REPEAT_SALE_PER_YEAR_PRIOR, fitRepeatSaleModel, round } from './fit.ts';
import type { PreparedValuation } from './prepare.ts';
import { repeatSaleEstimate } from './repeat-sale.ts';
import type { Subject } from './types.ts';
import type { RepeatSaleModel } from './uncertainty.ts';

/** How far a resale's indexed price missed the price it fetched, and the years between the two sales. */
export interface ResalePair {
  absError: number;
  years: number;
}

/** Resales older than the model in force reaches that it takes to offer a model reaching them. */
export const MIN_LONGER_RESALES = 10;

/**
 * The home's latest earlier sale brought forward by the index, against the price it fetched; null
 * when it has none, the index does not reach back to it, or it was recorded as another property type.
 */
export function resalePair(prepared: PreparedValuation, subject: Subject, actual: number): ResalePair | null {
  const anyResale = { base: 1, perYear: 0, maxYears: Infinity };
  const rs = repeatSaleEstimate(prepared.home.sales, subject, prepared.index.series, anyResale);
  return rs?.used && !rs.typeDiffers ? { absError: Math.abs(Math.log(actual / rs.estimate)), years: rs.years } : null;
}

/**
 * A repeat-sale model reaching the older resales the calibration months hold, or null when fewer
 * than `MIN_LONGER_RESALES` are older than the model in force reaches. It keeps the fitted `base`
 * (a resale straight after the sale; the newer market's resales are mostly years apart and cannot
 * measure it) and fits `perYear` through it by least squares on the squared errors of every pair:
 * 0.455 × error² − base² = perYear × years (0.455 = 0.6745², as in `fitRepeatSaleModel`), never
 * below the stated prior; `maxYears` becomes the longest interval seen. With no model in force,
 * the whole model is fitted from the pairs.
 *
 * Worked example: base 0.05; resales 5 years apart missing by 0.15 → 0.455 × 0.0225 − 0.0025 =
 * 0.0077375 = perYear × 5, so perYear 0.00155 (below the prior 0.0025, which is kept), maxYears 5.
 */
export function refitRepeatSale(inForce: RepeatSaleModel | null, pairs: readonly ResalePair[]): RepeatSaleModel | null {
  const reach = inForce?.maxYears ?? 0;
  if (pairs.filter((p) => p.years > reach).length < MIN_LONGER_RESALES) return null;
  if (!inForce) return fitRepeatSaleModel(pairs);
  let xy = 0;
  let xx = 0;
  for (const p of pairs) {
    xy += p.years * (MEDIAN_ABS_SQUARED_SHARE * p.absError ** 2 - inForce.base ** 2);
    xx += p.years ** 2;
  }
  const perYear = Math.max(REPEAT_SALE_PER_YEAR_PRIOR, xx > 0 ? xy / xx : 0);
  const maxYears = Math.max(reach, Math.ceil(Math.max(...pairs.map((p) => p.years))));
  return { base: inForce.base, perYear: round(perYear, 5), maxYears };
}
