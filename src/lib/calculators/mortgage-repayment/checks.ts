/**
 * Input checks shared by the mortgage and investor calculators. Each returns an error message for
 * impossible input, or null when the value is acceptable. Messages name the field as the page labels it.
 */

/** A whole-pence amount that must be finite and at least `min` (default 0). */
export function checkPence(value: number, label: string, min = 0, max = 1_000_000_000_00): string | null {
  if (!Number.isFinite(value)) return `Enter a number for ${label}.`;
  if (value < min)
    return min === 0 ? `${label} cannot be negative.` : `${label} must be at least £${(min / 100).toLocaleString('en-GB')}.`;
  if (value > max) return `${label} must be no more than £${(max / 100).toLocaleString('en-GB')}.`;
  return null;
}

/** A percentage between `min` and `max` inclusive. */
export function checkPercent(value: number, label: string, min = 0, max = 100): string | null {
  if (!Number.isFinite(value)) return `Enter a number for ${label}.`;
  if (value < min) return `${label} must be at least ${min}%.`;
  if (value > max) return `${label} must be no more than ${max}%.`;
  return null;
}

/** A whole number between `min` and `max` inclusive. */
export function checkWhole(value: number, label: string, min: number, max: number): string | null {
  if (!Number.isFinite(value) || !Number.isInteger(value)) return `Enter a whole number for ${label}.`;
  if (value < min || value > max) return `${label} must be between ${min} and ${max}.`;
  return null;
}

/** The first error in a list of checks, or null when all pass. */
export function firstError(...errors: (string | null)[]): string | null {
  return errors.find((e) => e !== null) ?? null;
}
