import { tryCalculateStampDuty, type BuyerType, type Region } from '../../tax/stamp-duty.ts';
import type { StampDutyAt } from './max-offer.ts';

/**
 * Stamp duty as a function of price for a fixed region, buyer type, residence and completion date, using the
 * stamp duty engine. Prices the engine refuses (negative, over £1bn) give 0; the price itself is validated elsewhere.
 */
export function stampDutyAt(region: Region, buyerType: BuyerType, nonUkResident: boolean, completionDate: Date): StampDutyAt {
  return (price) => {
    const r = tryCalculateStampDuty({ price, region, buyerType, nonUkResident, completionDate });
    return r.ok ? r.value.totalPence : 0;
  };
}
