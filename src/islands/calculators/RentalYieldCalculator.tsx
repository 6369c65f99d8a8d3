/** Gross and net rental yield with a breakdown of running costs. */
import { calculateRentalYield } from '../../lib/calculators/rental-yield/rental-yield.ts';
import { moneyField } from '../../lib/calculators/url-state.ts';
import {
  BreakdownTable,
  FixInputsNotice,
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
  const { raw, set, parsed, errors } = useUrlState(schema);
  const result = parsed.ok
    ? calculateRentalYield({
        pricePence: parsed.value.price,
        monthlyRentPence: parsed.value.rent,
        costs: runningCostsFrom(parsed.value),
      })
    : null;
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
      <form className="flex flex-col gap-4" onSubmit={(e) => e.preventDefault()} aria-label="Property and rent">
        <MoneyInput
          label="Property price or value"
          name="price"
          value={raw.price}
          onChange={(v) => set('price', v)}
          error={errors.price}
        />
        <MoneyInput label="Monthly rent" name="rent" value={raw.rent} onChange={(v) => set('rent', v)} error={errors.rent} />
        <RunningCostsFields raw={raw} errors={errors} set={set} />
      </form>
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
              columns={[
                { key: 'item', label: 'Item' },
                { key: 'amount', label: 'Per year', numeric: true },
              ]}
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
    </div>
  );
}
