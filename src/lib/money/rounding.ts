/**
 * Exact integer division with a named rounding choice — the only place a fraction of a
 * penny is resolved. Usage: `mulDiv(pence, rateBps, 10_000, 'down')`.
 *
 * BigInt keeps `a × b` exact even for £100m × 17% (beyond 2^53 in ppm maths).
 */
export type Rounding = 'down' | 'up' | 'half-up' | 'half-even' | 'toward-zero';

/** (a × b) ÷ d for integers, rounded as asked. `d` must be a positive integer. */
export function mulDiv(a: number, b: number, d: number, rounding: Rounding): number {
  assertInteger(a, 'a');
  assertInteger(b, 'b');
  assertInteger(d, 'd');
  if (d <= 0) throw new RangeError('mulDiv: divisor must be positive');
  return Number(divRound(BigInt(a) * BigInt(b), BigInt(d), rounding));
}

/** n ÷ d for BigInts, rounded as asked (d > 0). */
export function divRound(n: bigint, d: bigint, rounding: Rounding): bigint {
  const q = n / d; // truncates toward zero
  const r = n - q * d;
  if (r === 0n) return q;
  const negative = n < 0n;
  const floor = negative ? q - 1n : q;
  const ceil = floor + 1n;
  switch (rounding) {
    case 'down':
      return floor;
    case 'up':
      return ceil;
    case 'toward-zero':
      return q;
    case 'half-up':
    case 'half-even': {
      const twice = 2n * (n - floor * d); // distance from floor, doubled
      if (twice < d) return floor;
      if (twice > d) return ceil;
      if (rounding === 'half-up') return ceil;
      return floor % 2n === 0n ? floor : ceil;
    }
  }
}

/** Rounds pence down to a whole pound, as HMRC rounds SDLT (e.g. 475_099 → 475_000). */
export function roundDownToPound(pence: number): number {
  return mulDiv(pence, 1, 100, 'down') * 100;
}

function assertInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`mulDiv: ${name} must be a safe integer, got ${value}`);
}
