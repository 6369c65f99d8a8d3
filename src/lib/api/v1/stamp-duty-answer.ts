import { tryCalculateStampDuty, type BuyerType, type Region } from '../../tax/stamp-duty.ts';
import type { Produced } from './produce.ts';

export interface StampDutyQuery {
  price: number;
  completionDate: string;
  location: 'england' | 'northern-ireland' | 'scotland' | 'wales';
  buyer: 'standard' | 'first-time' | 'additional';
  nonResident: boolean;
}

const REGIONS: Record<StampDutyQuery['location'], Region> = {
  england: 'england-ni',
  'northern-ireland': 'england-ni',
  scotland: 'scotland',
  wales: 'wales',
};
const BUYERS: Record<StampDutyQuery['buyer'], BuyerType> = {
  standard: 'home-mover',
  'first-time': 'first-time',
  additional: 'additional',
};

const pounds = (pence: number) => pence / 100;

/** SDLT, LBTT or LTT for the API, in pounds, from the calculator's own engine (tested against HMRC, RS and WRA examples). */
export function stampDutyAnswer(query: StampDutyQuery): Produced {
  if (query.nonResident && REGIONS[query.location] !== 'england-ni')
    return { kind: 'invalid', message: 'nonResident applies in England and Northern Ireland only (SDLT).' };
  const result = tryCalculateStampDuty({
    price: query.price * 100,
    region: REGIONS[query.location],
    buyerType: BUYERS[query.buyer],
    nonUkResident: query.nonResident,
    completionDate: new Date(`${query.completionDate}T00:00:00Z`),
  });
  if (!result.ok) return { kind: 'invalid', message: result.error };
  const r = result.value;
  return {
    kind: 'ok',
    data: {
      tax: r.tax,
      taxName: r.taxName,
      location: query.location,
      price: query.price,
      completionDate: query.completionDate,
      buyer: query.buyer,
      total: pounds(r.totalPence),
      effectiveRatePercent: Math.round(r.effectiveRate * 10_000) / 100,
      ratesApplied: r.ratesApplied,
      bands: r.bands.map((b) => ({
        kind: b.kind,
        label: b.label,
        from: pounds(b.fromPence),
        to: b.toPence === null ? null : pounds(b.toPence),
        ratePercent: b.rateBps / 100,
        taxable: pounds(b.taxablePence),
        tax: pounds(b.taxPence),
      })),
      notifiable: r.notifiable,
      notes: r.notes,
      rulesInForce: r.rulesInForce,
    },
  };
}
