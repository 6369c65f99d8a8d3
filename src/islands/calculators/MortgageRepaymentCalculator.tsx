/**
 * Repayment mortgage: monthly payment, optionally an initial (fixed or tracker) rate then a follow-on rate with the
 * payment recalculated at the switch; total interest, capital versus interest each year, the balance. Inputs live in the URL.
 */
import { calculateMortgageRepayment, type YearSummary } from '../../lib/calculators/mortgage-repayment/mortgage-repayment.ts';
import { intField, moneyField, optionalField, percentField } from '../../lib/calculators/url-state.ts';
import { formatPercentValue, formatPounds } from '../../lib/money/format.ts';
import { MAX_RATE_RISE_PERCENT, repaymentRateRise } from '../../lib/calculators/mortgage-repayment/rate-rise.ts';
import { RateRiseCard, RISE_HINT } from './RateRiseCard.tsx';
import {
  BarChart,
  BreakdownTable,
  CalculatorGrid,
  FixInputsNotice,
  InputsForm,
  LineChart,
  MoneyInput,
  NumberInput,
  PercentInput,
  ResultCard,
  ResultNotes,
  ResultsPanel,
  ShareLink,
  useUrlState,
} from '../shared/index.ts';

const schema = {
  loan: moneyField({ default: 200_000_00 }),
  rate: percentField({ default: 500, max: 30 }),
  years: intField({ default: 25, min: 0, max: 50 }),
  months: intField({ default: 0, min: 0, max: 11 }),
  /** Years of the initial (fixed or tracker) rate; empty = one rate for the whole term. */
  initial: optionalField(intField({ default: 0, min: 0, max: 50 })),
  /** The rate after the initial period (e.g. the lender's SVR); empty = the same rate throughout. */
  followon: optionalField(percentField({ default: 0, max: 30 })),
  /** "If rates rise by": percentage points added to the rate (to the follow-on rate when there is a deal). */
  rise: percentField({ default: 100, max: MAX_RATE_RISE_PERCENT }),
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "In year 1, £9,892 of the £14,030 you pay is interest (70.5%); in year 25 it is £374 of £14,030 (2.7%)." */
function capitalInterestSummary(years: readonly YearSummary[], switchYear: number | null): string {
  const first = years[0]!;
  const last = years.at(-1)!;
  const paid = (y: YearSummary) => y.interest + y.capital;
  const share = (y: YearSummary) => formatPercentValue(paid(y) > 0 ? (y.interest / paid(y)) * 100 : 0);
  const pounds = (p: number) => formatPounds(p, { pence: 'never' });
  const switchNote = switchYear === null ? '' : ` Your payment changes at the start of year ${switchYear}.`;
  return (
    `In year 1, ${pounds(first.interest)} of the ${pounds(paid(first))} you pay is interest (${share(first)}); ` +
    `in year ${last.year} it is ${pounds(last.interest)} of ${pounds(paid(last))} (${share(last)}).${switchNote}`
  );
}

export default function MortgageRepaymentCalculator() {
  const { parsed, field } = useUrlState(schema);
  const input = parsed.ok
    ? {
        loanPence: parsed.value.loan,
        annualRatePercent: parsed.value.rate / 100,
        termYears: parsed.value.years,
        termExtraMonths: parsed.value.months,
        ...(parsed.value.initial === null ? {} : { initialYears: parsed.value.initial }),
        ...(parsed.value.followon === null ? {} : { followOnRatePercent: parsed.value.followon / 100 }),
      }
    : null;
  const result = input ? calculateMortgageRepayment(input) : null;
  const risePercent = parsed.ok ? parsed.value.rise / 100 : 0;
  const value = result?.ok ? result.value : null;
  const switched = value !== null && value.followOnMonthlyPayment !== null;
  return (
    <CalculatorGrid>
      <InputsForm label="Mortgage details">
        <MoneyInput label="Loan amount" {...field('loan')} />
        <PercentInput label="Interest rate (yearly)" hint="On a fixed or tracker deal, the deal's rate." {...field('rate')} />
        <NumberInput label="Term" unit="years" {...field('years')} />
        <NumberInput label="Plus months" unit="months" {...field('months')} />
        <NumberInput
          label="Initial rate period (optional)"
          unit="years"
          hint="How long the fixed or tracker deal lasts, for example 2 or 5. Leave empty if the rate lasts the whole term."
          {...field('initial')}
        />
        <PercentInput
          label="Rate after the initial period (optional)"
          hint="Often the lender's standard variable rate (SVR). Leave empty to keep the same rate."
          {...field('followon')}
        />
        <PercentInput label="If rates rise by" hint={RISE_HINT} {...field('rise')} />
      </InputsForm>
      <ResultsPanel label="Your mortgage payments">
        {!result ? (
          <FixInputsNotice />
        ) : !result.ok ? (
          <FixInputsNotice message={result.error} />
        ) : (
          <>
            <ResultCard
              label={
                switched ? `Monthly payment for the first ${plural(result.value.initialMonths / 12, 'year')}` : 'Monthly payment'
              }
              value={formatPounds(result.value.monthlyPayment, { pence: 'always' })}
              emphasis
              testId="monthly-payment"
            />
            {switched && (
              <ResultCard
                label="Monthly payment after that"
                value={formatPounds(result.value.followOnMonthlyPayment!, { pence: 'always' })}
                testId="follow-on-payment"
                detail={`Recalculated on the ${formatPounds(result.value.balanceAtSwitch!, { pence: 'never' })} still owed, over the remaining ${plural(Math.round(((result.value.termMonths - result.value.initialMonths) / 12) * 10) / 10, 'year')}.`}
              />
            )}
            {input && (
              <RateRiseCard
                risePercent={risePercent}
                baseRatePercent={switched ? input.followOnRatePercent! : input.annualRatePercent}
                compute={(rise) => repaymentRateRise(input.loanPence, input, result.value, rise)}
              />
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <ResultCard
                label="Total interest"
                value={formatPounds(result.value.totalInterest, { pence: 'never' })}
                testId="total-interest"
              />
              <ResultCard
                label="Total repaid"
                value={formatPounds(result.value.totalPaid, { pence: 'never' })}
                testId="total-repaid"
              />
            </div>
            <ResultNotes notes={result.value.notes} />
            <BarChart
              stacked
              title="Capital and interest paid each year"
              desc="For each year of the term, the part of your payments that repays the loan (capital) and the part that is interest."
              xLabel="Year"
              yLabel="Paid in the year"
              pence
              categories={result.value.years.map((y) => String(y.year))}
              series={[
                { name: 'Capital repaid', values: result.value.years.map((y) => y.capital) },
                { name: 'Interest', values: result.value.years.map((y) => y.interest) },
              ]}
            />
            <p className="text-sm text-ink" data-testid="capital-interest-summary">
              {capitalInterestSummary(result.value.years, switched ? result.value.initialMonths / 12 + 1 : null)}
            </p>
            <LineChart
              title="Mortgage balance over time"
              desc="The balance still owed at the end of each year of the term."
              xLabel="Year"
              yLabel="Balance"
              pence
              series={[{ name: 'Balance', points: result.value.balances.map((y, i) => ({ x: i, y })) }]}
            />
            <details>
              <summary className="cursor-pointer font-medium text-brand-700">Year-by-year breakdown</summary>
              <BreakdownTable
                caption="Interest and capital repaid each year"
                columns={[
                  { key: 'year', label: 'Year' },
                  { key: 'interest', label: 'Interest', numeric: true },
                  { key: 'capital', label: 'Capital repaid', numeric: true },
                  { key: 'balance', label: 'Balance at year end', numeric: true },
                ]}
                rows={result.value.years.map((y) => ({
                  year: y.year,
                  interest: formatPounds(y.interest, { pence: 'never' }),
                  capital: formatPounds(y.capital, { pence: 'never' }),
                  balance: formatPounds(y.balance, { pence: 'never' }),
                }))}
              />
            </details>
            <p className="text-sm text-ink-muted">
              Worked out with the standard annuity formula; interest is charged monthly on the balance and rounded to the penny,
              and the last payment clears any pennies left. When the rate changes, the payment is worked out again on the balance
              then owed over the months left. Your lender's figures may differ by a few pence.
            </p>
            <ShareLink />
          </>
        )}
      </ResultsPanel>
    </CalculatorGrid>
  );
}
