/** BRRR (buy, refurbish, refinance, rent) and flip (buy, refurbish, sell) in one island, sharing the project costs. */
import { calculateBrrr } from '../../lib/calculators/brrr-flip/brrr.ts';
import { calculateFlip } from '../../lib/calculators/brrr-flip/flip.ts';
import { stampDutyAt } from '../../lib/calculators/deal-analyser/stamp-duty-at.ts';
import { boolField, enumField, intField, moneyField, percentField } from '../../lib/calculators/url-state.ts';
import {
  BarChart,
  BreakdownTable,
  CalculatorGrid,
  Checkbox,
  FieldGroup,
  FixInputsNotice,
  InputsForm,
  itemAmountColumns,
  MoneyInput,
  NumberInput,
  PercentInput,
  ResultCard,
  ResultsPanel,
  Select,
  ShareLink,
  useUrlState,
} from '../shared/index.ts';
import { formatPercentValue, formatWholePounds } from '../../lib/money/format.ts';
import { RunningCostsFields } from '../shared/RunningCostsFields.tsx';
import { runningCostsFrom, runningCostsSchema } from '../shared/running-costs-schema.ts';
import { StampDutyFields } from '../shared/StampDutyFields.tsx';
import { stampDutySchema } from '../shared/stamp-duty-schema.ts';

const schema = {
  mode: enumField(['brrr', 'flip'] as const, 'brrr'),
  price: moneyField({ default: 150_000_00, min: 100 }),
  ...stampDutySchema,
  buying: moneyField({ default: 2_500_00 }),
  refurb: moneyField({ default: 30_000_00 }),
  holding: moneyField({ default: 2_000_00 }),
  bridge: percentField({ default: 7000 }),
  bridgeRate: percentField({ default: 85, max: 5 }),
  bridgeMonths: intField({ default: 6, min: 0, max: 36 }),
  bridgeFee: percentField({ default: 200, max: 10 }),
  value: moneyField({ default: 220_000_00 }),
  refiLtv: percentField({ default: 7500 }),
  refiRate: percentField({ default: 550, max: 30 }),
  refiTerm: intField({ default: 25, min: 1, max: 40 }),
  refiIo: boolField(true),
  refiFees: moneyField({ default: 2_000_00 }),
  rent: moneyField({ default: 1_250_00 }),
  ...runningCostsSchema,
  agent: percentField({ default: 150, max: 10 }),
  saleLegal: moneyField({ default: 1_500_00 }),
};

export default function BrrrFlipCalculator() {
  const { raw, set, parsed, errors, field } = useUrlState(schema);
  const v = parsed.ok ? parsed.value : null;
  const project = v
    ? {
        pricePence: v.price,
        stampDutyPence: stampDutyAt(v.region, v.buyer, v.nonres, new Date())(v.price),
        buyingCostsPence: v.buying,
        refurbishmentPence: v.refurb,
        holdingCostsPence: v.holding,
        bridgingLtvPercent: v.bridge / 100,
        bridgingMonthlyRatePercent: v.bridgeRate / 100,
        bridgingMonths: v.bridgeMonths,
        bridgingFeePercent: v.bridgeFee / 100,
      }
    : null;
  const brrr =
    v && project && v.mode === 'brrr'
      ? calculateBrrr({
          ...project,
          endValuePence: v.value,
          refinanceLtvPercent: v.refiLtv / 100,
          refinanceRatePercent: v.refiRate / 100,
          refinanceTermYears: v.refiTerm,
          refinanceInterestOnly: v.refiIo,
          refinanceFeesPence: v.refiFees,
          monthlyRentPence: v.rent,
          costs: runningCostsFrom(v),
        })
      : null;
  const flip =
    v && project && v.mode === 'flip'
      ? calculateFlip({ ...project, salePricePence: v.value, agentFeePercent: v.agent / 100, sellingLegalPence: v.saleLegal })
      : null;
  const result = brrr ?? flip;
  const isBrrr = raw.mode === 'brrr';
  return (
    <CalculatorGrid>
      <InputsForm label="Project details">
        <Select
          label="Strategy"
          hint="BRRR: buy, refurbish, refinance and rent out. Flip: buy, refurbish and sell."
          {...field.control('mode')}
          options={[
            { value: 'brrr', label: 'BRRR (refinance and rent)' },
            { value: 'flip', label: 'Flip (refurbish and sell)' },
          ]}
        />
        <MoneyInput label="Purchase price" {...field('price')} />
        <StampDutyFields raw={raw} errors={errors} set={set} />
        <FieldGroup legend="Costs">
          <MoneyInput label="Legal, survey and other buying costs" {...field('buying')} />
          <MoneyInput label="Refurbishment" {...field('refurb')} />
          <MoneyInput label="Holding costs during the works" hint="Council tax, insurance, utilities." {...field('holding')} />
        </FieldGroup>
        <FieldGroup legend="Bridging finance">
          <PercentInput label="Bridging loan (% of price)" hint="0 for a cash purchase." {...field('bridge')} />
          <PercentInput label="Bridging interest per month" {...field('bridgeRate')} />
          <NumberInput label="Bridging period" unit="months" {...field('bridgeMonths')} />
          <PercentInput label="Bridging fees (% of loan)" {...field('bridgeFee')} />
        </FieldGroup>
        <MoneyInput label={isBrrr ? 'Value after the works' : 'Sale price'} {...field('value')} />
        {isBrrr ? (
          <>
            <FieldGroup legend="Refinance">
              <PercentInput label="Refinance loan-to-value" {...field('refiLtv')} />
              <PercentInput label="Refinance rate" {...field('refiRate')} />
              <NumberInput label="Refinance term" unit="years" {...field('refiTerm')} />
              <Checkbox label="Interest-only" {...field.control('refiIo')} />
              <MoneyInput label="Refinance fees" {...field('refiFees')} />
            </FieldGroup>
            <MoneyInput label="Monthly rent" {...field('rent')} />
            <RunningCostsFields raw={raw} errors={errors} set={set} />
          </>
        ) : (
          <FieldGroup legend="Selling">
            <PercentInput label="Estate agent fee (including VAT)" {...field('agent')} />
            <MoneyInput label="Selling legal fees" {...field('saleLegal')} />
          </FieldGroup>
        )}
      </InputsForm>
      <ResultsPanel label={isBrrr ? 'Your BRRR results' : 'Your flip results'}>
        {!result ? (
          <FixInputsNotice />
        ) : !result.ok ? (
          <FixInputsNotice message={result.error} />
        ) : brrr?.ok ? (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <ResultCard
                label={brrr.value.moneyLeftIn > 0 ? 'Money left in the deal' : 'All your money back, plus'}
                value={formatWholePounds(Math.abs(brrr.value.moneyLeftIn))}
                emphasis
                testId="money-left-in"
              />
              <ResultCard
                label="Return on money left in"
                value={
                  brrr.value.roiPercent === null ? 'Unlimited (no money left in)' : formatPercentValue(brrr.value.roiPercent)
                }
                emphasis
                testId="roi"
              />
              <ResultCard label="Monthly cash flow after refinance" value={formatWholePounds(brrr.value.monthlyCashFlow)} />
              <ResultCard
                label="Equity after refinance"
                value={formatWholePounds(brrr.value.equity)}
                detail={`Value added ${formatWholePounds(brrr.value.valueAdded)}`}
              />
            </div>
            <BreakdownTable
              caption="How the money left in is worked out"
              columns={itemAmountColumns()}
              rows={[
                { item: 'Purchase price', amount: formatWholePounds(project!.pricePence) },
                { item: 'Stamp duty', amount: formatWholePounds(project!.stampDutyPence) },
                {
                  item: 'Buying, refurbishment and holding costs',
                  amount: formatWholePounds(project!.buyingCostsPence + project!.refurbishmentPence + project!.holdingCostsPence),
                },
                {
                  item: 'Bridging interest and fees',
                  amount: formatWholePounds(brrr.value.project.bridgingInterest + brrr.value.project.bridgingFees),
                },
                { item: 'Total project cost', amount: formatWholePounds(brrr.value.project.totalCost) },
                { item: 'Less bridging loan', amount: formatWholePounds(-brrr.value.project.bridgingLoan) },
                { item: 'Cash you put in', amount: formatWholePounds(brrr.value.project.cashRequired) },
                { item: 'New mortgage', amount: formatWholePounds(brrr.value.newMortgage) },
                {
                  item: 'Cash released (after repaying the bridge and refinance fees)',
                  amount: formatWholePounds(brrr.value.cashReleased),
                },
              ]}
              total={{ item: 'Money left in', amount: formatWholePounds(brrr.value.moneyLeftIn) }}
            />
            <ShareLink />
          </>
        ) : flip?.ok ? (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <ResultCard label="Profit before tax" value={formatWholePounds(flip.value.profit)} emphasis testId="profit" />
              <ResultCard
                label="Return on cash invested"
                value={formatPercentValue(flip.value.roiPercent)}
                emphasis
                testId="roi"
              />
              <ResultCard label="Profit on cost" value={formatPercentValue(flip.value.profitOnCostPercent)} />
              <ResultCard label="Cash you put in" value={formatWholePounds(flip.value.project.cashRequired)} />
            </div>
            <BarChart
              title="Where the sale price goes"
              desc="The sale price split into purchase and works, finance, selling costs and profit."
              pence
              categories={['Purchase and works', 'Finance', 'Selling costs', 'Profit']}
              series={[
                {
                  name: 'Amount',
                  values: [
                    flip.value.project.totalCost - flip.value.project.bridgingInterest - flip.value.project.bridgingFees,
                    flip.value.project.bridgingInterest + flip.value.project.bridgingFees,
                    flip.value.sellingCosts,
                    flip.value.profit,
                  ],
                },
              ]}
            />
            <BreakdownTable
              caption="How the profit is worked out"
              columns={itemAmountColumns()}
              rows={[
                { item: 'Sale price', amount: formatWholePounds(v!.value) },
                { item: 'Less estate agent fee', amount: formatWholePounds(-flip.value.agentFee) },
                { item: 'Less selling legal fees', amount: formatWholePounds(-(flip.value.sellingCosts - flip.value.agentFee)) },
                { item: 'Less total project cost', amount: formatWholePounds(-flip.value.project.totalCost) },
              ]}
              total={{ item: 'Profit before tax', amount: formatWholePounds(flip.value.profit) }}
            />
            <p className="text-sm text-ink-muted">
              Profit from buying to sell is normally taxed as trading income (or company profit), not capital gains; tax is not
              deducted here.
            </p>
            <ShareLink />
          </>
        ) : null}
      </ResultsPanel>
    </CalculatorGrid>
  );
}
