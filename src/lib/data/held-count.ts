/**
 * A count that may be not held: where the dataset does not cover a place, its count of 0 is not a
 * figure and reads "Not held" (Bolton's schools where no Bolton school register is imported), never "0".
 */
import { formatCount } from '../format/figures.ts';

/** "12", "0" (held, and none), or "Not held" (the dataset does not cover the place). */
export function heldCount(count: number, held: boolean | undefined): string {
  if (count === 0 && held === false) return 'Not held';
  return formatCount(count);
}
