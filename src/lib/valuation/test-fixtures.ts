/** Made-up sales for the engine's unit tests (not data: every number is invented for the test). */
import { VALUATION_PARAMS, type ValuationParams } from './params.ts';
import type { CandidateSale, Subject } from './types.ts';

const ZERO = { spread: 0, thinLocal: 0, thinArea: 0, age: 0, far: 0, mismatch: 0 };
/**
 * Made-up constants so every figure can be worked by hand: every comparable weighs 1 (before any
 * same-building or other-type weight), k = 0.25, predicted median error 10%, 80% half-width 0.2
 * log points.
 */
export const PLAIN_PARAMS: ValuationParams = {
  ...VALUATION_PARAMS,
  estimator: { halfLifeMonths: 1e12, mismatchWeight: 1, localShrinkage: 0.25, newBuildPremium: 0 },
  errorModel: { intercept: Math.log(0.1), coefficients: ZERO },
  rangeModel: { intercept: Math.log(0.2), coefficients: ZERO },
  repeatSale: { base: 0.05, perYear: 0, maxYears: 5 },
  grades: { cuts: { high: 0.08, medium: 0.12 } },
};

export const SUBJECT: Subject = {
  postcode: 'M33 3HJ',
  sector: 'M33 3',
  district: 'M33',
  propertyType: 'T',
  tenure: 'L',
  asOf: '2019-10-01',
};

let next = 0;
/** A category A leasehold terrace in M33 3HJ sold for £200,000 on 2019-06-15 unless overridden. */
export function sale(overrides: Partial<CandidateSale> = {}): CandidateSale {
  next += 1;
  return {
    transactionId: `T-${String(next).padStart(4, '0')}`,
    price: 200_000,
    date: '2019-06-15',
    postcode: 'M33 3HJ',
    sector: 'M33 3',
    district: 'M33',
    propertyType: 'T',
    tenure: 'L',
    newBuild: false,
    category: 'A',
    address: `${next}, TEST STREET`,
    paon: String(next),
    saon: null,
    street: 'TEST STREET',
    ...overrides,
  };
}
