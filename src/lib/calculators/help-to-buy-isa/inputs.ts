/** The Help to Buy ISA calculator's inputs, as kept in the URL. */
import { boolField, dateField, enumField, moneyField, type ValueState } from '../url-state.ts';
import type { HelpToBuyIsaInput } from './help-to-buy-isa.ts';

/** One year from today, "YYYY-MM-DD". */
function aYearFromToday(): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.toISOString().slice(0, 10);
}

export const HTB_ISA_SCHEMA = {
  balance: moneyField({ default: 4_800_00, min: 0 }),
  monthly: moneyField({ default: 200_00, min: 0 }),
  buyBy: dateField(aYearFromToday),
  price: moneyField({ default: 220_000_00, min: 0 }),
  london: boolField(false),
  ftb: enumField(['yes', 'no'] as const, 'yes'),
};

export type HtbIsaValues = ValueState<typeof HTB_ISA_SCHEMA>;

export function toHtbIsaInput(v: HtbIsaValues, asOf: Date): HelpToBuyIsaInput {
  return {
    currentBalance: v.balance,
    monthlySaving: v.monthly,
    purchaseDate: v.buyBy,
    propertyPrice: v.price,
    inLondon: v.london,
    firstTimeBuyer: v.ftb === 'yes',
    asOf,
  };
}
