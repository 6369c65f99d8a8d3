/** URL fields of the deal analyser (shared by the public, signed-in and Notion pages). */
import { dateField, enumField, intField, moneyField, percentField, type FieldSpec } from '../../lib/calculators/url-state.ts';
import { bpsToPlain, penceToPlain } from '../../lib/money/format.ts';
import { parseMoney, parsePercent } from '../../lib/money/parse.ts';
import { ok } from '../../lib/result.ts';
import { supportedTaxYears } from '../../lib/calculators/buy-to-let/tax-year.ts';
import { taxYearOf } from '../../lib/tax/tax-year.ts';
import { runningCostsSchema } from '../shared/running-costs-schema.ts';
import { stampDutySchema } from '../shared/stamp-duty-schema.ts';

/** A target that may be left empty (not checked). Percent targets are basis points. */
function optionalPercent(defaultBps: number | null): FieldSpec<number | null> {
  return {
    defaultRaw: () => (defaultBps === null ? '' : bpsToPlain(defaultBps)),
    parse: (raw) => (raw.trim() === '' ? ok(null) : parsePercent(raw)),
  };
}

function optionalMoney(defaultPence: number | null): FieldSpec<number | null> {
  return {
    defaultRaw: () => (defaultPence === null ? '' : penceToPlain(defaultPence)),
    parse: (raw) => (raw.trim() === '' ? ok(null) : parseMoney(raw)),
  };
}

const years = supportedTaxYears();
const currentYear = taxYearOf(new Date());

export const dealSchema = {
  price: moneyField({ default: 200_000_00, min: 100 }),
  ...stampDutySchema,
  date: dateField(),
  legal: moneyField({ default: 1_500_00 }),
  survey: moneyField({ default: 500_00 }),
  refurb: moneyField({ default: 5_000_00 }),
  deposit: percentField({ default: 2500 }),
  rate: percentField({ default: 500, max: 30 }),
  term: intField({ default: 25, min: 1, max: 40 }),
  type: enumField(['interest-only', 'repayment'] as const, 'interest-only'),
  fee: moneyField({ default: 0 }),
  rent: moneyField({ default: 1_100_00 }),
  ...runningCostsSchema,
  tYield: optionalPercent(700),
  tCash: optionalMoney(200_00),
  tCoc: optionalPercent(800),
  owner: enumField(['individual', 'company'] as const, 'individual'),
  income: moneyField({ default: 40_000_00 }),
  year: enumField(years, years.includes(currentYear) ? currentYear : years[0]!),
};

export type DealSchema = typeof dealSchema;
