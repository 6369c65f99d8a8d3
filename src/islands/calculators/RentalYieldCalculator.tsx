/** Gross and net rental yield with a breakdown of running costs. */
import { calculateRentalYield } from '../../lib/calculators/rental-yield/rental-yield.ts';
import { moneyField } from '../../lib/calculators/url-state.ts';
import {
  BreakdownTable,
  CalculatorGrid,
  FixInputsNotice,
  InputsForm,
  itemAmountColumns,
  MoneyInput,
  ResultCard,
  ResultsPanel,
  ShareLink,
  useUrlState,
} from '../shared/index.ts';
import { formatPercentValue, formatPoundsAndPence, formatWholePounds } from '../../lib/money/format.ts';
import { RunningCostsFields } from '../shared/RunningCostsFields.tsx';
import { runningCostsFrom, runningCostsSchema } from '../shared/running-costs-schema.ts';

const schema = {
  price: moneyField({ default: 200_000_00 }),
  rent: moneyField({ default: 1_000_00 }),
  ...runningCostsSchema,
};

export default function RentalYieldCalculator() {
  const { raw, set, parsed, errors, field } = useUrlState(schema);
  const result = parsed.ok
    ? calculateRentalYield({
        pricePence: parsed.value.price,
        monthlyRentPence: parsed.value.rent,
        costs: runningCostsFrom(parsed.value),
      })
    : null;
  return (
    <CalculatorGrid>
      <InputsForm label="Property and rent">
        <MoneyInput label="Property price or value" {...field('price')} />
        <MoneyInput label="Monthly rent" {...field('rent')} />
        <RunningCostsFields raw={raw} errors={errors} set={set} />
      </InputsForm>
      <ResultsPanel label="Your rental yield">
        {!result ? (
          <FixInputsNotice />
        ) : !result.ok ? (
          <FixInputsNotice message={result.error} />
        ) : (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <ResultCard label="Gross yield" value={formatPercentValue(result.value.grossYieldPercent)} emphasis testId="gross-yield" />
              <ResultCard label="Net yield" value={formatPercentValue(result.value.netYieldPercent)} emphasis testId="net-yield" />
            </div>
            <BreakdownTable
              caption="How the yields are worked out"
              columns={itemAmountColumns('Per year')}
              rows={[
                { item: 'Rent (12 months)', amount: formatPoundsAndPence(result.value.breakdown.fullRent) },
                { item: 'Less voids', amount: formatPoundsAndPence(-result.value.breakdown.voidLoss) },
                { item: 'Rent collected', amount: formatPoundsAndPence(result.value.breakdown.rentCollected) },
                { item: 'Less letting and management', amount: formatPoundsAndPence(-result.value.breakdown.management) },
                { item: 'Less repairs and maintenance', amount: formatPoundsAndPence(-result.value.breakdown.maintenance) },
                { item: 'Less other costs', amount: formatPoundsAndPence(-result.value.breakdown.fixed) },
              ]}
              total={{ item: 'Net income before mortgage and tax', amount: formatPoundsAndPence(result.value.breakdown.netOperatingIncome) }}
            />
            <p className="text-sm text-ink-muted">
              Gross yield = {formatWholePounds(result.value.breakdown.fullRent)} ÷ price. Net yield ={' '}
              {formatWholePounds(result.value.breakdown.netOperatingIncome)} ÷ price. Neither includes mortgage costs or tax; see the buy-to-let
              calculator for cash flow.
            </p>
            <ShareLink />
          </>
        )}
      </ResultsPanel>
    </CalculatorGrid>
  );
}
