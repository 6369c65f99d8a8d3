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
import { gbp, gbpp, pct } from '../deals/format.ts';
import { RunningCostsFields } from '../deals/RunningCostsFields.tsx';
import { runningCostsFrom, runningCostsSchema } from '../deals/running-costs-schema.ts';

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
              <ResultCard label="Gross yield" value={pct(result.value.grossYieldPercent)} emphasis testId="gross-yield" />
              <ResultCard label="Net yield" value={pct(result.value.netYieldPercent)} emphasis testId="net-yield" />
            </div>
            <BreakdownTable
              caption="How the yields are worked out"
              columns={itemAmountColumns('Per year')}
              rows={[
                { item: 'Rent (12 months)', amount: gbpp(result.value.breakdown.fullRent) },
                { item: 'Less voids', amount: gbpp(-result.value.breakdown.voidLoss) },
                { item: 'Rent collected', amount: gbpp(result.value.breakdown.rentCollected) },
                { item: 'Less letting and management', amount: gbpp(-result.value.breakdown.management) },
                { item: 'Less repairs and maintenance', amount: gbpp(-result.value.breakdown.maintenance) },
                { item: 'Less other costs', amount: gbpp(-result.value.breakdown.fixed) },
              ]}
              total={{ item: 'Net income before mortgage and tax', amount: gbpp(result.value.breakdown.netOperatingIncome) }}
            />
            <p className="text-sm text-ink-muted">
              Gross yield = {gbp(result.value.breakdown.fullRent)} ÷ price. Net yield ={' '}
              {gbp(result.value.breakdown.netOperatingIncome)} ÷ price. Neither includes mortgage costs or tax; see the buy-to-let
              calculator for cash flow.
            </p>
            <ShareLink />
          </>
        )}
      </ResultsPanel>
    </CalculatorGrid>
  );
}
