/** Repayment mortgage: monthly payment, total interest, yearly breakdown and a balance chart. Inputs live in the URL. */
import { calculateMortgageRepayment } from '../../lib/calculators/mortgage-repayment/mortgage-repayment.ts';
import { intField, moneyField, percentField } from '../../lib/calculators/url-state.ts';
import { formatPounds } from '../../lib/money/format.ts';
import {
  BreakdownTable,
  CalculatorGrid,
  FixInputsNotice,
  InputsForm,
  LineChart,
  MoneyInput,
  NumberInput,
  PercentInput,
  ResultCard,
  ResultsPanel,
  ShareLink,
  useUrlState,
} from '../shared/index.ts';

const schema = {
  loan: moneyField({ default: 200_000_00 }),
  rate: percentField({ default: 500, max: 30 }),
  years: intField({ default: 25, min: 0, max: 50 }),
  months: intField({ default: 0, min: 0, max: 11 }),
};

export default function MortgageRepaymentCalculator() {
  const { parsed, field } = useUrlState(schema);
  const result = parsed.ok
    ? calculateMortgageRepayment({
        loanPence: parsed.value.loan,
        annualRatePercent: parsed.value.rate / 100,
        termYears: parsed.value.years,
        termExtraMonths: parsed.value.months,
      })
    : null;
  return (
    <CalculatorGrid>
      <InputsForm label="Mortgage details">
        <MoneyInput label="Loan amount" {...field('loan')} />
        <PercentInput label="Interest rate (yearly)" {...field('rate')} />
        <NumberInput label="Term" unit="years" {...field('years')} />
        <NumberInput label="Plus months" unit="months" {...field('months')} />
      </InputsForm>
      <ResultsPanel label="Your mortgage payments">
        {!result ? (
          <FixInputsNotice />
        ) : !result.ok ? (
          <FixInputsNotice message={result.error} />
        ) : (
          <>
            <ResultCard
              label="Monthly payment"
              value={formatPounds(result.value.monthlyPayment, { pence: 'always' })}
              emphasis
              testId="monthly-payment"
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <ResultCard
                label="Total interest"
                value={formatPounds(result.value.totalInterest, { pence: 'never' })}
                testId="total-interest"
              />
              <ResultCard label="Total repaid" value={formatPounds(result.value.totalPaid, { pence: 'never' })} />
            </div>
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
              and the last payment clears any pennies left. Your lender's figures may differ by a few pence.
            </p>
            <ShareLink />
          </>
        )}
      </ResultsPanel>
    </CalculatorGrid>
  );
}
