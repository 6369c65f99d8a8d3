/** Gross and net rental yield, on the price and on the total cost of buying, with a breakdown of running costs. */
import { stampDutyAt } from '../../lib/calculators/deal-analyser/stamp-duty-at.ts';
import { calculateRentalYield } from '../../lib/calculators/rental-yield/rental-yield.ts';
import { moneyField } from '../../lib/calculators/url-state.ts';
import { formatPercentValue, formatPoundsAndPence, formatWholePounds } from '../../lib/money/format.ts';
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
import { PurchaseCostsFields } from '../shared/PurchaseCostsFields.tsx';
import { RunningCostsFields } from '../shared/RunningCostsFields.tsx';
import { runningCostsFrom, runningCostsSchema } from '../shared/running-costs-schema.ts';
import { StampDutyFields } from '../shared/StampDutyFields.tsx';
import { stampDutySchema } from '../shared/stamp-duty-schema.ts';

const schema = {
  price: moneyField({ default: 200_000_00 }),
  rent: moneyField({ default: 1_000_00 }),
  ...runningCostsSchema,
  ...stampDutySchema,
  legal: moneyField({ default: 1_500_00 }),
  survey: moneyField({ default: 500_00 }),
  refurb: moneyField({ default: 0 }),
};

export default function RentalYieldCalculator() {
  const { raw, set, parsed, errors, field } = useUrlState(schema);
  const v = parsed.ok ? parsed.value : null;
  const stampDuty = v ? stampDutyAt(v.region, v.buyer, v.nonres, new Date())(v.price) : 0;
  const result = v
    ? calculateRentalYield({
        pricePence: v.price,
        monthlyRentPence: v.rent,
        costs: runningCostsFrom(v),
        purchaseCosts: {
          stampDutyPence: stampDuty,
          legalPence: v.legal,
          surveyPence: v.survey,
          refurbishmentPence: v.refurb,
        },
      })
    : null;
  return (
    <CalculatorGrid>
      <InputsForm label="Property and rent">
        <MoneyInput label="Property price or value" {...field('price')} />
        <MoneyInput label="Monthly rent" {...field('rent')} />
        <RunningCostsFields raw={raw} errors={errors} set={set} />
        <StampDutyFields raw={raw} errors={errors} set={set} />
        <PurchaseCostsFields legend="Other buying costs" raw={raw} errors={errors} set={set} />
      </InputsForm>
      <ResultsPanel label="Your rental yield">
        {!result ? (
          <FixInputsNotice />
        ) : !result.ok ? (
          <FixInputsNotice message={result.error} />
        ) : (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <ResultCard
                label="Gross yield on the price"
                value={formatPercentValue(result.value.grossYieldPercent)}
                emphasis
                testId="gross-yield"
              />
              <ResultCard
                label="Net yield on the price"
                value={formatPercentValue(result.value.netYieldPercent)}
                emphasis
                testId="net-yield"
              />
              {result.value.onTotalCost && (
                <>
                  <ResultCard
                    label="Gross yield on the total cost"
                    value={formatPercentValue(result.value.onTotalCost.grossYieldPercent)}
                    testId="gross-yield-total-cost"
                    detail={`On ${formatWholePounds(result.value.onTotalCost.totalCostPence)}, buying costs included`}
                  />
                  <ResultCard
                    label="Net yield on the total cost"
                    value={formatPercentValue(result.value.onTotalCost.netYieldPercent)}
                    testId="net-yield-total-cost"
                  />
                </>
              )}
            </div>
            {result.value.onTotalCost && v && (
              <BreakdownTable
                testId="yield-comparison"
                caption="Yield on the price and on the total cost, side by side"
                columns={[
                  { key: 'item', label: 'Measure' },
                  { key: 'price', label: `On the price (${formatWholePounds(v.price)})`, numeric: true },
                  {
                    key: 'total',
                    label: `On the total cost (${formatWholePounds(result.value.onTotalCost.totalCostPence)})`,
                    numeric: true,
                  },
                ]}
                rows={[
                  {
                    item: 'Gross yield',
                    price: formatPercentValue(result.value.grossYieldPercent),
                    total: formatPercentValue(result.value.onTotalCost.grossYieldPercent),
                  },
                  {
                    item: 'Net yield',
                    price: formatPercentValue(result.value.netYieldPercent),
                    total: formatPercentValue(result.value.onTotalCost.netYieldPercent),
                  },
                ]}
              />
            )}
            {result.value.onTotalCost && v && (
              <BreakdownTable
                caption="Total cost of buying"
                columns={itemAmountColumns()}
                rows={[
                  { item: 'Price', amount: formatWholePounds(v.price) },
                  { item: 'Stamp duty (rules in force today)', amount: formatWholePounds(stampDuty) },
                  { item: 'Legal fees', amount: formatWholePounds(v.legal) },
                  { item: 'Survey', amount: formatWholePounds(v.survey) },
                  { item: 'Refurbishment', amount: formatWholePounds(v.refurb) },
                ]}
                total={{ item: 'Total cost', amount: formatWholePounds(result.value.onTotalCost.totalCostPence) }}
              />
            )}
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
              total={{
                item: 'Net income before mortgage and tax',
                amount: formatPoundsAndPence(result.value.breakdown.netOperatingIncome),
              }}
            />
            <p className="text-sm text-ink-muted">
              Gross yield = {formatWholePounds(result.value.breakdown.fullRent)} ÷ price (or total cost). Net yield ={' '}
              {formatWholePounds(result.value.breakdown.netOperatingIncome)} ÷ price (or total cost). The total cost adds stamp
              duty for the buyer and location you chose, legal fees, survey and refurbishment, so it shows the return on
              everything you spend to buy. Neither yield includes mortgage costs or tax; see the buy-to-let calculator for cash
              flow.
            </p>
            <ShareLink />
          </>
        )}
      </ResultsPanel>
    </CalculatorGrid>
  );
}
