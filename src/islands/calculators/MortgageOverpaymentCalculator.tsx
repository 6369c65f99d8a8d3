/** Overpayments: months and interest saved, with the balance over time against the original schedule. */
import { TYPICAL_PENALTY_FREE_OVERPAYMENT_PERCENT } from '../../data/calculators/overpayment.ts';
import { calculateOverpayment } from '../../lib/calculators/mortgage-overpayment/mortgage-overpayment.ts';
import { intField, moneyField, percentField } from '../../lib/calculators/url-state.ts';
import {
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
import { formatPercentValue, formatPoundsAndPence, formatWholePounds } from '../../lib/money/format.ts';

const schema = {
  balance: moneyField({ default: 200_000_00 }),
  rate: percentField({ default: 500, max: 30 }),
  years: intField({ default: 25, min: 1, max: 50 }),
  monthly: moneyField({ default: 100_00 }),
  lump: moneyField({ default: 0 }),
  lumpMonth: intField({ default: 12, min: 1, max: 600 }),
};

function duration(months: number): string {
  const y = Math.floor(months / 12);
  const m = months % 12;
  return (
    [y ? `${y} year${y === 1 ? '' : 's'}` : '', m ? `${m} month${m === 1 ? '' : 's'}` : ''].filter(Boolean).join(' ') ||
    '0 months'
  );
}

export default function MortgageOverpaymentCalculator() {
  const { parsed, field } = useUrlState(schema);
  const result = parsed.ok
    ? calculateOverpayment({
        balancePence: parsed.value.balance,
        annualRatePercent: parsed.value.rate / 100,
        termYears: parsed.value.years,
        monthlyOverpaymentPence: parsed.value.monthly,
        lumpSumPence: parsed.value.lump,
        lumpSumMonth: parsed.value.lumpMonth,
      })
    : null;
  return (
    <CalculatorGrid>
      <InputsForm label="Mortgage and overpayments">
        <MoneyInput label="Mortgage balance today" {...field('balance')} />
        <PercentInput label="Interest rate (yearly)" {...field('rate')} />
        <NumberInput label="Remaining term" unit="years" {...field('years')} />
        <MoneyInput label="Extra each month" {...field('monthly')} />
        <MoneyInput label="One-off overpayment" {...field('lump')} />
        <NumberInput label="Month of the one-off overpayment" hint="1 is next month's payment." {...field('lumpMonth')} />
      </InputsForm>
      <ResultsPanel label="What your overpayments save">
        {!result ? (
          <FixInputsNotice />
        ) : !result.ok ? (
          <FixInputsNotice message={result.error} />
        ) : (
          <>
            <ResultCard
              label="Interest saved"
              value={formatWholePounds(result.value.interestSaved)}
              emphasis
              testId="interest-saved"
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <ResultCard label="Mortgage paid off sooner by" value={duration(result.value.monthsSaved)} testId="time-saved" />
              <ResultCard
                label="New term"
                value={duration(result.value.newMonths)}
                detail={`Instead of ${duration(result.value.originalMonths)}`}
              />
              <ResultCard label="Contractual monthly payment" value={formatPoundsAndPence(result.value.monthlyPayment)} />
              <ResultCard label="Total overpaid" value={formatWholePounds(result.value.totalOverpaid)} />
            </div>
            {result.value.firstYearOverpaymentPercent > TYPICAL_PENALTY_FREE_OVERPAYMENT_PERCENT && (
              <p className="rounded-lg border border-warning-line bg-warning-surface p-3 text-sm text-ink">
                You overpay {formatPercentValue(result.value.firstYearOverpaymentPercent)} of the balance in the first year. Many
                fixed and tracker deals allow about {TYPICAL_PENALTY_FREE_OVERPAYMENT_PERCENT}% a year before an early repayment
                charge: check your mortgage offer.
              </p>
            )}
            <LineChart
              title="Mortgage balance with and without overpayments"
              desc="Balance at the end of each year on the original schedule and with your overpayments."
              xLabel="Year"
              yLabel="Balance"
              pence
              series={[
                { name: 'Original schedule', points: result.value.originalBalances.map((y, i) => ({ x: i, y })) },
                { name: 'With overpayments', points: result.value.newBalances.map((y, i) => ({ x: i, y })), dashed: true },
              ]}
            />
            <p className="text-sm text-ink-muted">
              Your monthly payment stays the same and the term shortens. Total interest falls from{' '}
              {formatWholePounds(result.value.originalInterest)} to {formatWholePounds(result.value.newInterest)}.
            </p>
            <ShareLink />
          </>
        )}
      </ResultsPanel>
    </CalculatorGrid>
  );
}
