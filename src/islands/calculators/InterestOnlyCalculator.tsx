/** Interest-only mortgage: monthly interest, what is still owed at the end, and the saving needed to repay it. */
import { calculateInterestOnly } from '../../lib/calculators/interest-only/interest-only.ts';
import { intField, moneyField, percentField } from '../../lib/calculators/url-state.ts';
import {
  BreakdownTable,
  CalculatorGrid,
  FixInputsNotice,
  InputsForm,
  MoneyInput,
  NumberInput,
  PercentInput,
  ResultCard,
  ResultsPanel,
  ShareLink,
  useUrlState,
} from '../shared/index.ts';
import { formatPoundsAndPence, formatWholePounds } from '../../lib/money/format.ts';
import { MAX_RATE_RISE_PERCENT, interestOnlyRateRise } from '../../lib/calculators/mortgage-repayment/rate-rise.ts';
import { RateRiseCard, RISE_HINT } from './RateRiseCard.tsx';

const schema = {
  loan: moneyField({ default: 150_000_00 }),
  rate: percentField({ default: 450, max: 30 }),
  years: intField({ default: 25, min: 1, max: 50 }),
  growth: percentField({ default: 0, max: 20 }),
  /** "If rates rise by": percentage points added to the rate. */
  rise: percentField({ default: 100, max: MAX_RATE_RISE_PERCENT }),
};

export default function InterestOnlyCalculator() {
  const { parsed, field } = useUrlState(schema);
  const result = parsed.ok
    ? calculateInterestOnly({
        loanPence: parsed.value.loan,
        annualRatePercent: parsed.value.rate / 100,
        termYears: parsed.value.years,
        savingsGrowthPercent: parsed.value.growth / 100,
      })
    : null;
  return (
    <CalculatorGrid>
      <InputsForm label="Mortgage details">
        <MoneyInput label="Loan amount" {...field('loan')} />
        <PercentInput label="Interest rate (yearly)" {...field('rate')} />
        <NumberInput label="Term" unit="years" {...field('years')} />
        <PercentInput
          label="Growth of your repayment savings (yearly)"
          hint="What a savings or investment plan to repay the loan might earn after charges; 0 for cash under the mattress."
          {...field('growth')}
        />
        <PercentInput label="If rates rise by" hint={RISE_HINT} {...field('rise')} />
      </InputsForm>
      <ResultsPanel label="Your interest-only payments">
        {!result ? (
          <FixInputsNotice />
        ) : !result.ok ? (
          <FixInputsNotice message={result.error} />
        ) : (
          <>
            <ResultCard
              label="Monthly interest payment"
              value={formatPoundsAndPence(result.value.monthlyPayment)}
              emphasis
              testId="monthly-payment"
            />
            {parsed.ok && (
              <RateRiseCard
                risePercent={parsed.value.rise / 100}
                baseRatePercent={parsed.value.rate / 100}
                compute={(rise) => interestOnlyRateRise(parsed.value.loan, parsed.value.rate / 100, rise)}
              />
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <ResultCard
                label="Total interest over the term"
                value={formatWholePounds(result.value.totalInterest)}
                testId="total-interest"
              />
              <ResultCard label="Still owed at the end" value={formatWholePounds(result.value.balanceAtEnd)} />
              <ResultCard
                label="Saving needed each month to repay"
                value={formatPoundsAndPence(result.value.monthlySavingToRepay)}
                detail={`Total outlay ${formatPoundsAndPence(result.value.totalMonthlyOutlay)} a month`}
              />
              <ResultCard
                label="Same loan on repayment"
                value={`${formatPoundsAndPence(result.value.repaymentMonthly)} a month`}
                detail={`${formatWholePounds(result.value.repaymentTotalInterest)} total interest`}
              />
            </div>
            <BreakdownTable
              caption="Interest-only compared with repayment"
              columns={[
                { key: 'item', label: '' },
                { key: 'io', label: 'Interest-only', numeric: true },
                { key: 'rep', label: 'Repayment', numeric: true },
              ]}
              rows={[
                {
                  item: 'Monthly payment',
                  io: formatPoundsAndPence(result.value.monthlyPayment),
                  rep: formatPoundsAndPence(result.value.repaymentMonthly),
                },
                {
                  item: 'Total interest',
                  io: formatWholePounds(result.value.totalInterest),
                  rep: formatWholePounds(result.value.repaymentTotalInterest),
                },
                { item: 'Owed at the end', io: formatWholePounds(result.value.balanceAtEnd), rep: formatWholePounds(0) },
              ]}
            />
            <ShareLink />
          </>
        )}
      </ResultsPanel>
    </CalculatorGrid>
  );
}
