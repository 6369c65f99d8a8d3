/**
 * Stamp duty on one price, in one place, for every kind of buyer: first-time buyer, home mover, additional property,
 * and (England and Northern Ireland only) each of those as a non-UK resident. Every figure comes from the stamp duty
 * engine (lib/tax/stamp-duty.ts); this only asks it the same question for each buyer and labels the answers.
 */
import { fail, ok, type Result } from '../../result.ts';
import { formatPounds } from '../../money/format.ts';
import { sdltTableOn } from '../../tax/sdlt.ts';
import { tryCalculateStampDuty, type BuyerType, type Region, type StampDutyResult } from '../../tax/stamp-duty.ts';

export const COMPARED_BUYERS: readonly BuyerType[] = ['first-time', 'home-mover', 'additional'];

export interface BuyerComparisonRow {
  buyerType: BuyerType;
  label: string;
  /** What changes the tax for this buyer here, in plain words (relief refused, surcharge added…). */
  note: string | null;
  resident: StampDutyResult;
  /** England and Northern Ireland only; null where there is no non-resident surcharge. */
  nonResident: StampDutyResult | null;
}

export interface BuyerComparison {
  region: Region;
  taxName: string;
  /** Whether the table has a non-UK-resident column. */
  hasNonResident: boolean;
  rows: BuyerComparisonRow[];
}

export interface BuyerComparisonInput {
  price: number;
  region: Region;
  completionDate: Date;
}

const ADDITIONAL_LABEL: Record<Region, string> = {
  'england-ni': 'Additional property (higher rates)',
  scotland: 'Additional property (with the Additional Dwelling Supplement)',
  wales: 'Additional property (higher residential rates)',
};

function noteFor(buyer: BuyerType, region: Region, r: StampDutyResult, price: number, date: Date): string | null {
  if (buyer === 'first-time') {
    if (region === 'wales') return 'Wales has no first-time buyer relief: the main rates apply.';
    if (region === 'england-ni' && r.ratesApplied !== 'first-time-buyer') {
      const cap = sdltTableOn(date)?.firstTimeBuyerMaxPrice;
      return cap ? `No relief: the price is over ${formatPounds(cap)}, so the standard rates apply.` : null;
    }
    return null;
  }
  if (buyer === 'additional') {
    const { higherRatesBps, adsBps } = r.surcharges;
    if (region === 'wales') return r.ratesApplied === 'higher' ? 'The higher residential rates table applies.' : null;
    if (higherRatesBps === 0 && adsBps === 0 && price > 0) return 'No surcharge below £40,000.';
    return null;
  }
  return null;
}

/** The tax for each kind of buyer at one price, place and date; a message instead for input the engine refuses. */
export function compareBuyerTypes(input: BuyerComparisonInput): Result<BuyerComparison> {
  const hasNonResident = input.region === 'england-ni';
  const rows: BuyerComparisonRow[] = [];
  for (const buyerType of COMPARED_BUYERS) {
    const base = { price: input.price, region: input.region, buyerType, completionDate: input.completionDate };
    const resident = tryCalculateStampDuty({ ...base, nonUkResident: false });
    if (!resident.ok) return fail(resident.error);
    const nonResident = hasNonResident ? tryCalculateStampDuty({ ...base, nonUkResident: true }) : null;
    if (nonResident && !nonResident.ok) return fail(nonResident.error);
    rows.push({
      buyerType,
      label:
        buyerType === 'first-time'
          ? 'First-time buyer'
          : buyerType === 'home-mover'
            ? 'Home mover (buying your main home)'
            : ADDITIONAL_LABEL[input.region],
      note: noteFor(buyerType, input.region, resident.value, input.price, input.completionDate),
      resident: resident.value,
      nonResident: nonResident?.ok ? nonResident.value : null,
    });
  }
  return ok({ region: input.region, taxName: rows[0]!.resident.taxName, hasNonResident, rows });
}
