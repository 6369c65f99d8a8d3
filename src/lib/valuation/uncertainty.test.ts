import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { blend, gradeFor, predictedError, repeatSaleError, type ErrorModel } from './uncertainty.ts';

const ZERO = { spread: 0, thinLocal: 0, thinArea: 0, age: 0, far: 0, mismatch: 0 };
// The doc comments' worked examples (made-up constants, worked by hand).
const MODEL: ErrorModel = { intercept: -2.0, coefficients: { ...ZERO, spread: 0.25, thinLocal: 0.75 } };

describe('predicted errors', () => {
  it('exp(intercept + Σ β·x): spread 15%, half the local evidence missing → about 12%', () => {
    expect(predictedError({ ...ZERO, spread: Math.log(0.15), thinLocal: 0.5 }, MODEL)).toBeCloseTo(0.1225, 4);
  });
  it('never narrows as evidence weakens when every coefficient is non-negative (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (a, b) => {
        const lo = predictedError({ ...ZERO, thinLocal: Math.min(a, b) }, MODEL);
        const hi = predictedError({ ...ZERO, thinLocal: Math.max(a, b) }, MODEL);
        return hi >= lo;
      }),
    );
  });
  it('repeat sale: √(base² + perYear × years)', () => {
    expect(repeatSaleError(4, { base: 0.06, perYear: 0.0025, maxYears: 10 })).toBeCloseTo(Math.sqrt(0.0136), 12);
    expect(repeatSaleError(0, { base: 0.06, perYear: 0.0025, maxYears: 10 })).toBe(0.06);
  });
});

describe('blend', () => {
  it('weighs by inverse squared errors (worked example: £200,000 ±12% and £230,000 ±6%)', () => {
    const b = blend({ value: Math.log(200_000), error: 0.12 }, { value: Math.log(230_000), error: 0.06 });
    expect(b.weightB).toBeCloseTo(0.8, 12);
    expect(Math.round(Math.exp(b.value))).toBe(223_660);
    expect(b.error).toBeCloseTo(0.0537, 4);
  });
  it('is never less certain than either estimate, and lies between them (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 10, max: 14, noNaN: true }),
        fc.double({ min: 10, max: 14, noNaN: true }),
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        (va, vb, ea, eb) => {
          const b = blend({ value: va, error: ea }, { value: vb, error: eb });
          return b.error <= Math.min(ea, eb) + 1e-12 && b.value >= Math.min(va, vb) - 1e-9 && b.value <= Math.max(va, vb) + 1e-9;
        },
      ),
    );
  });
});

it('grades by predicted median error against the cuts', () => {
  const cuts = { cuts: { high: 0.08, medium: 0.12 } };
  expect(gradeFor(0.07, cuts)).toBe('high');
  expect(gradeFor(0.08, cuts)).toBe('medium');
  expect(gradeFor(0.1, cuts)).toBe('medium');
  expect(gradeFor(0.15, cuts)).toBe('low');
});
