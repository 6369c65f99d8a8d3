/** How much could I borrow? Income multiple and a stress-tested monthly budget; a guide, not an offer. */
import { AFFORDABILITY_RULES } from '../../data/calculators/affordability.ts';
import { calculateAffordability } from '../../lib/calculators/mortgage-affordability/mortgage-affordability.ts';
import { intField, moneyField, percentField, type FieldSpec } from '../../lib/calculators/url-state.ts';
import { fail, ok } from '../../lib/result.ts';
import {
  BreakdownTable,
  CalculatorGrid,
  FixInputsNotice,
  InputsForm,
  MoneyInput,
  NumberInput,
  PercentInput,
  ResultCard,
  ResultNotes,
  ResultsPanel,
  ShareLink,
  useUrlState,
} from '../shared/index.ts';
import { formatPercentValue, formatPoundsAndPence, formatWholePounds } from '../../lib/money/format.ts';
import { MAX_RATE_RISE_PERCENT, borrowingRateRise } from '../../lib/calculators/mortgage-repayment/rate-rise.ts';
import { RateRiseCard, RISE_HINT } from './RateRiseCard.tsx';

/** An income multiple such as "4.5", between 1 and 7. */
const multipleField: FieldSpec<number> = {
  defaultRaw: () => String(AFFORDABILITY_RULES.defaultIncomeMultiple),
  parse: (raw) => {
    const n = Number(raw.trim().replace(/[x×\s]/gi, ''));
    if (raw.trim() === '' || !Number.isFinite(n)) return fail('Enter the income multiple as a number, for example 4.5.');
    if (n < 1 || n > 7) return fail('Enter an income multiple between 1 and 7.');
    return ok(n);
  },
};

const schema = {
  income1: moneyField({ default: 40_000_00 }),
  income2: moneyField({ default: 0 }),
  outgoings: moneyField({ default: 300_00 }),
  deposit: moneyField({ default: 30_000_00 }),
  multiple: multipleField,
  rate: percentField({ default: 450, max: 30 }),
  stress: percentField({ default: 450 + AFFORDABILITY_RULES.defaultStressMarginPoints * 100, max: 30 }),
  years: intField({ default: 30, min: 1, max: 40 }),
  share: percentField({ default: 4000 }),
  /** "If rates rise by": percentage points added to the mortgage rate. */
  rise: percentField({ default: 100, max: MAX_RATE_RISE_PERCENT }),
};

export default function MortgageAffordabilityCalculator() {
  const { parsed, field } = useUrlState(schema);
  const result = parsed.ok
    ? calculateAffordability({
        annualIncomePence: parsed.value.income1 + parsed.value.income2,
        monthlyOutgoingsPence: parsed.value.outgoings,
        depositPence: parsed.value.deposit,
        incomeMultiple: parsed.value.multiple,
        annualRatePercent: parsed.value.rate / 100,
        stressRatePercent: parsed.value.stress / 100,
        termYears: parsed.value.years,
        maxIncomeSharePercent: parsed.value.share / 100,
      })
    : null;
  return (
    <CalculatorGrid>
      <InputsForm label="Income and outgoings">
        <MoneyInput label="Your yearly income before tax" {...field('income1')} />
        <MoneyInput
          label="Second applicant's yearly income before tax"
          hint="Leave at 0 for a sole application."
          {...field('income2')}
        />
        <MoneyInput
          label="Committed monthly outgoings"
          hint="Loan and car finance payments, credit cards, childcare, maintenance."
          {...field('outgoings')}
        />
        <MoneyInput label="Deposit" {...field('deposit')} />
        <NumberInput
          label="Income multiple"
          unit="× income"
          hint="4.5 is the usual ceiling; some lenders go higher for some borrowers."
          {...field('multiple')}
        />
        <PercentInput label="Mortgage rate" {...field('rate')} />
        <PercentInput
          label="Stress-test rate"
          hint="Lenders check you could still pay if rates rose; we default to the rate plus 3 points."
          {...field('stress')}
        />
        <NumberInput label="Term" unit="years" {...field('years')} />
        <PercentInput label="Most of your gross monthly income for mortgage and commitments" {...field('share')} />
        <PercentInput label="If rates rise by" hint={RISE_HINT} {...field('rise')} />
      </InputsForm>
      <ResultsPanel label="How much you could borrow">
        {!result ? (
          <FixInputsNotice />
        ) : !result.ok ? (
          <FixInputsNotice message={result.error} />
        ) : (
          <>
            <p className="rounded-lg border border-gray-200 bg-gray-50 p-3 text-sm text-ink">
              This is a guide only, not a mortgage offer or advice. Each lender uses its own income multiples, stress rates and
              spending checks.
            </p>
            <ResultCard
              label="You might be able to borrow"
              value={formatWholePounds(result.value.maxLoan)}
              emphasis
              testId="max-loan"
              detail={
                result.value.maxLoan === 0 ? 'Your budget is your deposit alone' : `Limited by the ${result.value.limitedBy}`
              }
            />
            <ResultNotes notes={result.value.notes} />
            <div className="grid gap-4 sm:grid-cols-2">
              <ResultCard
                label="Property budget with your deposit"
                value={formatWholePounds(result.value.propertyBudget)}
                testId="budget"
              />
              <ResultCard label="Loan-to-value" value={formatPercentValue(result.value.loanToValuePercent)} />
              <ResultCard label="Monthly payment at your rate" value={formatPoundsAndPence(result.value.monthlyPayment)} />
              <ResultCard
                label="Monthly payment at the stress rate"
                value={formatPoundsAndPence(result.value.stressedMonthlyPayment)}
              />
            </div>
            {parsed.ok && result.value.maxLoan > 0 && (
              <RateRiseCard
                risePercent={parsed.value.rise / 100}
                baseRatePercent={parsed.value.rate / 100}
                compute={(rise) =>
                  borrowingRateRise(result.value.maxLoan, parsed.value.rate / 100, parsed.value.years * 12, rise)
                }
                extra={(rise) =>
                  `On ${formatWholePounds(result.value.maxLoan)}, that is ${
                    rise.newPayment <= result.value.monthlyBudget ? 'within' : 'more than'
                  } the ${formatPoundsAndPence(result.value.monthlyBudget)} a month your income leaves for the mortgage.`
                }
              />
            )}
            <BreakdownTable
              caption="How the figure is reached"
              columns={[
                { key: 'step', label: 'Check' },
                { key: 'value', label: 'Largest loan', numeric: true },
              ]}
              rows={[
                { step: 'Income × multiple', value: formatWholePounds(result.value.maxByIncomeMultiple) },
                {
                  step: `Payments at the stress rate within ${formatPoundsAndPence(result.value.monthlyBudget)} a month`,
                  value: formatWholePounds(result.value.maxByStressTest),
                },
              ]}
              total={{ step: 'The lower of the two', value: formatWholePounds(result.value.maxLoan) }}
            />
            <ShareLink />
          </>
        )}
      </ResultsPanel>
    </CalculatorGrid>
  );
}
