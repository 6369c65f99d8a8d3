/** The stamp duty calculator's inputs, as kept in the URL (?price=300000&region=wales&buyer=additional). */
import { boolField, dateField, enumField, moneyField, type ValueState } from '../url-state.ts';
import type { StampDutyInput } from '../../tax/stamp-duty-types.ts';

export const REGIONS = ['england-ni', 'scotland', 'wales'] as const;
export const BUYER_TYPES = ['home-mover', 'first-time', 'additional'] as const;

/** Labels short enough to show in full in a select on a phone; the field hints say the rest. */
export const REGION_HINT = 'Sets the tax: Stamp Duty Land Tax in England and Northern Ireland, LBTT in Scotland, LTT in Wales.';
export const BUYER_HINT =
  'A second home or buy-to-let pays the higher rates for an additional property. Moving home means you are not a first-time buyer and are replacing your main home.';

export const REGION_LABELS: Record<(typeof REGIONS)[number], string> = {
  'england-ni': 'England or Northern Ireland',
  scotland: 'Scotland',
  wales: 'Wales',
};

export const BUYER_LABELS: Record<(typeof BUYER_TYPES)[number], string> = {
  'home-mover': 'Moving home',
  'first-time': 'First-time buyer',
  additional: 'Second home or buy-to-let',
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
