/** Resolves the buyer flags of a stamp-duty input into one consistent picture. */
import type { StampDutyInput } from './stamp-duty-types.ts';

export interface Buyer {
  firstTime: boolean;
  additional: boolean;
  /** The person ticked both first-time buyer and additional property (impossible: first-time buyers own nothing). */
  conflicting: boolean;
}

export function resolveBuyer(input: StampDutyInput): Buyer {
  if (input.buyerType) {
    return { firstTime: input.buyerType === 'first-time', additional: input.buyerType === 'additional', conflicting: false };
  }
  const firstTime = input.firstTimeBuyer === true;
  const additional = input.additionalProperty === true;
  return { firstTime: firstTime && !additional, additional, conflicting: firstTime && additional };
}

/** "YYYY-MM-DD" of a date in UTC (the calendar date a date input gave). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
