/**
 * Stamp duty for any part of the UK: SDLT (England, Northern Ireland), LBTT (Scotland), LTT (Wales).
 *
 *   import { calculateStampDuty } from '../tax/stamp-duty.ts';
 *   const r = calculateStampDuty({ price: 29_500_000, region: 'england-ni', completionDate: new Date('2025-06-01') });
 *   r.totalPence // 475_000 (£4,750); r.bands, r.effectiveRate, r.rulesInForce
 *
 * `calculateStampDuty` throws a RangeError for a price that is not a non-negative whole number of
 * pence or a date before the rules covered; `tryCalculateStampDuty` returns a Result instead (for UI).
 */
import { fail, ok, type Result } from '../result.ts';
import { MAX_MONEY_PENCE } from '../money/parse.ts';
import { formatLongDate } from '../format/date.ts';
import { calculateSdlt, sdltTableOn } from './sdlt.ts';
import { calculateLbtt, lbttTableOn } from './lbtt.ts';
import { calculateLtt, lttTableOn } from './ltt.ts';
import type { StampDutyInput, StampDutyResult } from './stamp-duty-types.ts';

export type { StampDutyInput, StampDutyResult, Region, BuyerType } from './stamp-duty-types.ts';

/** The earliest completion date each tax's tables cover. */
export const EARLIEST_COVERED = { 'england-ni': '2021-10-01', scotland: '2021-04-01', wales: '2021-04-01' } as const;

/** Stamp duty with every input checked; never throws. */
export function tryCalculateStampDuty(input: StampDutyInput): Result<StampDutyResult> {
  if (!Number.isSafeInteger(input.price) || input.price < 0) return fail('Enter a price of £0 or more.');
  if (input.price > MAX_MONEY_PENCE) return fail('Enter a price of £1 billion or less.');
  const date = input.completionDate ?? new Date();
  if (Number.isNaN(date.getTime())) return fail('Enter a real completion date.');
  const earliest = EARLIEST_COVERED[input.region];
  const tooEarly = `This calculator covers completions from ${formatLongDate(new Date(`${earliest}T00:00:00Z`))}. Choose a later date.`;
  switch (input.region) {
    case 'england-ni': {
      const table = sdltTableOn(date);
      return table ? ok(calculateSdlt(input, table)) : fail(tooEarly);
    }
    case 'scotland': {
      const table = lbttTableOn(date);
      return table ? ok(calculateLbtt(input, table)) : fail(tooEarly);
    }
    case 'wales': {
      const table = lttTableOn(date);
      return table ? ok(calculateLtt(input, table)) : fail(tooEarly);
    }
    default:
      return fail('Choose where the property is.');
  }
}

/** Stamp duty due on a residential purchase; throws RangeError on invalid input (see tryCalculateStampDuty). */
export function calculateStampDuty(input: StampDutyInput): StampDutyResult {
  const result = tryCalculateStampDuty(input);
  if (!result.ok) throw new RangeError(result.error);
  return result.value;
}
