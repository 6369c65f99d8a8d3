/** Home equity, loan-to-value and borrowing headroom. */
import { calculateHomeEquity } from '../../lib/calculators/home-equity/home-equity.ts';
import { moneyField, percentField } from '../../lib/calculators/url-state.ts';
import {
  BarChart,
  CalculatorGrid,
  FixInputsNotice,
  InputsForm,
  MoneyInput,
  PercentInput,
  ResultCard,
  ResultsPanel,
  ShareLink,
  useUrlState,
} from '../shared/index.ts';
import { formatPercentValue, formatWholePounds } from '../../lib/money/format.ts';

const schema = {
  value: moneyField({ default: 300_000_00 }),
  mortgage: moneyField({ default: 180_000_00 }),
  other: moneyField({ default: 0 }),
  ltv: percentField({ default: 7500 }),
};

export default function HomeEquityCalculator() {
  const { parsed, field } = useUrlState(schema);
  const result = parsed.ok
    ? calculateHomeEquity({
        propertyValuePence: parsed.value.value,
        mortgageBalancePence: parsed.value.mortgage,
        otherSecuredPence: parsed.value.other,
        targetLtvPercent: parsed.value.ltv / 100,
      })
    : null;
  return (
    <CalculatorGrid>
      <InputsForm label="Your home and mortgage">
        <MoneyInput label="What your home is worth" {...field('value')} />
        <MoneyInput label="Mortgage balance" {...field('mortgage')} />
        <MoneyInput label="Other loans secured on your home" {...field('other')} />
        <PercentInput
          label="Loan-to-value a lender might allow"
          hint="Used to estimate how much more you could borrow."
          {...field('ltv')}
        />
      </InputsForm>
      <ResultsPanel label="Your home equity">
        {!result ? (
          <FixInputsNotice />
        ) : !result.ok ? (
          <FixInputsNotice message={result.error} />
        ) : (
          <>
            <ResultCard
              label={result.value.negativeEquity ? 'Negative equity' : 'Your equity'}
              value={formatWholePounds(result.value.equity)}
              emphasis
              testId="equity"
              detail={`${formatPercentValue(result.value.equityPercent)} of the value`}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <ResultCard label="Loan-to-value" value={formatPercentValue(result.value.loanToValuePercent)} testId="ltv" />
              <ResultCard label="Could borrow up to the chosen LTV" value={formatWholePounds(result.value.borrowingHeadroom)} />
            </div>
            <BarChart
              title="Value, debt and equity"
              desc="Your home's value split into secured debt and equity."
              pence
              categories={['Value', 'Secured debt', 'Equity']}
              series={[
                {
                  name: 'Amount',
                  values: [
                    parsed.ok ? parsed.value.value : 0,
                    parsed.ok ? parsed.value.mortgage + parsed.value.other : 0,
                    result.value.equity,
                  ],
                },
              ]}
            />
            <ShareLink />
          </>
        )}
      </ResultsPanel>
    </CalculatorGrid>
  );
}
