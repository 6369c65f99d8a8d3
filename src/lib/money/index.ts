/**
 * Money in integer pence. Import from here:
 *   import { parseMoney, formatPounds, percentOf, roundDownToPound } from '../money/index.ts';
 * Calculations stay in pence and basis points; convert to pounds only for display.
 */
export * from '../result.ts';
export * from './rounding.ts';
export * from './rate.ts';
export * from './format.ts';
export * from './parse.ts';
