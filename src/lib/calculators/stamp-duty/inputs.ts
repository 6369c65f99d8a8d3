/** The stamp duty calculator's inputs, as kept in the URL (?price=300000&region=wales&buyer=additional). */
import { boolField, dateField, enumField, moneyField, type ValueState } from '../url-state.ts';
import type { StampDutyInput } from '../../tax/stamp-duty-types.ts';

export const REGIONS = ['england-ni', 'scotland', 'wales'] as const;
export const BUYER_TYPES = ['home-mover', 'first-time', 'additional'] as const;

export const REGION_LABELS: Record<(typeof REGIONS)[number], string> = {
  'england-ni': 'England or Northern Ireland (SDLT)',
  scotland: 'Scotland (LBTT)',
  wales: 'Wales (LTT)',
};

export const BUYER_LABELS: Record<(typeof BUYER_TYPES)[number], string> = {
  'home-mover': 'Home mover (not a first-time buyer)',
  'first-time': 'First-time buyer',
  additional: 'Additional property (second home, buy-to-let)',
};

export const STAMP_DUTY_SCHEMA = {
  price: moneyField({ default: 300_000_00, min: 0 }),
  region: enumField(REGIONS, 'england-ni'),
  buyer: enumField(BUYER_TYPES, 'home-mover'),
  nonres: boolField(false),
  date: dateField(),
};

export type StampDutyValues = ValueState<typeof STAMP_DUTY_SCHEMA>;

/** Engine input from parsed URL values. */
export function toStampDutyInput(v: StampDutyValues): StampDutyInput {
  return { price: v.price, region: v.region, buyerType: v.buyer, nonUkResident: v.nonres, completionDate: v.date };
}
