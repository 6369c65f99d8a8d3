/** BRRR (buy, refurbish, refinance, rent) and flip (buy, refurbish, sell) in one island, sharing the project costs. */
import { calculateBrrr } from '../../lib/calculators/brrr-flip/brrr.ts';
import { calculateFlip } from '../../lib/calculators/brrr-flip/flip.ts';
import { stampDutyAt } from '../../lib/calculators/deal-analyser/stamp-duty-at.ts';
import { boolField, enumField, intField, moneyField, percentField } from '../../lib/calculators/url-state.ts';
import {
  BarChart,
  BreakdownTable,
  Checkbox,
  FixInputsNotice,
  MoneyInput,
  NumberInput,
  PercentInput,
  ResultCard,
  ResultsPanel,
  Select,
  ShareLink,
  useUrlState,
} from '../shared/index.ts';
import { gbp, pct } from '../deals/format.ts';
import { RunningCostsFields } from '../deals/RunningCostsFields.tsx';
import { runningCostsFrom, runningCostsSchema } from '../deals/running-costs-schema.ts';
import { StampDutyFields } from '../deals/StampDutyFields.tsx';
import { stampDutySchema } from '../deals/stamp-duty-schema.ts';

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
  const { raw, set, parsed, errors } = useUrlState(schema);
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
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
      <form className="flex flex-col gap-4" onSubmit={(e) => e.preventDefault()} aria-label="Project details">
        <Select
          label="Strategy"
          name="mode"
          value={raw.mode}
          onChange={(x) => set('mode', x)}
          options={[
            { value: 'brrr', label: 'BRRR: buy, refurbish, refinance, rent' },
            { value: 'flip', label: 'Flip: buy, refurbish, sell' },
          ]}
        />
        <MoneyInput
          label="Purchase price"
          name="price"
          value={raw.price}
          onChange={(x) => set('price', x)}
          error={errors.price}
        />
        <StampDutyFields raw={raw} errors={errors} set={set} />
        <fieldset className="flex flex-col gap-4 rounded-lg border border-gray-200 p-4">
          <legend className="px-1 font-semibold text-ink">Costs</legend>
          <MoneyInput
            label="Legal, survey and other buying costs"
            name="buying"
            value={raw.buying}
            onChange={(x) => set('buying', x)}
            error={errors.buying}
          />
          <MoneyInput
            label="Refurbishment"
            name="refurb"
            value={raw.refurb}
            onChange={(x) => set('refurb', x)}
            error={errors.refurb}
          />
          <MoneyInput
            label="Holding costs during the works"
            hint="Council tax, insurance, utilities."
            name="holding"
            value={raw.holding}
            onChange={(x) => set('holding', x)}
            error={errors.holding}
          />
        </fieldset>
        <fieldset className="flex flex-col gap-4 rounded-lg border border-gray-200 p-4">
          <legend className="px-1 font-semibold text-ink">Bridging finance</legend>
          <PercentInput
            label="Bridging loan (% of price)"
            hint="0 for a cash purchase."
            name="bridge"
            value={raw.bridge}
            onChange={(x) => set('bridge', x)}
            error={errors.bridge}
          />
          <PercentInput
            label="Bridging interest per month"
            name="bridgeRate"
            value={raw.bridgeRate}
            onChange={(x) => set('bridgeRate', x)}
            error={errors.bridgeRate}
          />
          <NumberInput
            label="Bridging period"
            unit="months"
            name="bridgeMonths"
            value={raw.bridgeMonths}
            onChange={(x) => set('bridgeMonths', x)}
            error={errors.bridgeMonths}
          />
          <PercentInput
            label="Bridging fees (% of loan)"
            name="bridgeFee"
            value={raw.bridgeFee}
            onChange={(x) => set('bridgeFee', x)}
            error={errors.bridgeFee}
          />
        </fieldset>
        <MoneyInput
          label={isBrrr ? 'Value after the works' : 'Sale price'}
          name="value"
          value={raw.value}
          onChange={(x) => set('value', x)}
          error={errors.value}
        />
        {isBrrr ? (
          <>
            <fieldset className="flex flex-col gap-4 rounded-lg border border-gray-200 p-4">
              <legend className="px-1 font-semibold text-ink">Refinance</legend>
              <PercentInput
                label="Refinance loan-to-value"
                name="refiLtv"
                value={raw.refiLtv}
                onChange={(x) => set('refiLtv', x)}
                error={errors.refiLtv}
              />
              <PercentInput
                label="Refinance rate"
                name="refiRate"
                value={raw.refiRate}
                onChange={(x) => set('refiRate', x)}
                error={errors.refiRate}
              />
              <NumberInput
                label="Refinance term"
                unit="years"
                name="refiTerm"
                value={raw.refiTerm}
                onChange={(x) => set('refiTerm', x)}
                error={errors.refiTerm}
              />
              <Checkbox label="Interest-only" name="refiIo" value={raw.refiIo} onChange={(x) => set('refiIo', x)} />
              <MoneyInput
                label="Refinance fees"
                name="refiFees"
                value={raw.refiFees}
                onChange={(x) => set('refiFees', x)}
                error={errors.refiFees}
              />
            </fieldset>
            <MoneyInput label="Monthly rent" name="rent" value={raw.rent} onChange={(x) => set('rent', x)} error={errors.rent} />
            <RunningCostsFields raw={raw} errors={errors} set={set} />
          </>
        ) : (
          <fieldset className="flex flex-col gap-4 rounded-lg border border-gray-200 p-4">
            <legend className="px-1 font-semibold text-ink">Selling</legend>
            <PercentInput
              label="Estate agent fee (including VAT)"
              name="agent"
              value={raw.agent}
              onChange={(x) => set('agent', x)}
              error={errors.agent}
            />
            <MoneyInput
              label="Selling legal fees"
              name="saleLegal"
              value={raw.saleLegal}
              onChange={(x) => set('saleLegal', x)}
              error={errors.saleLegal}
            />
          </fieldset>
        )}
      </form>
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
                value={gbp(Math.abs(brrr.value.moneyLeftIn))}
                emphasis
                testId="money-left-in"
              />
              <ResultCard
                label="Return on money left in"
                value={brrr.value.roiPercent === null ? 'Unlimited (no money left in)' : pct(brrr.value.roiPercent)}
                emphasis
                testId="roi"
              />
              <ResultCard label="Monthly cash flow after refinance" value={gbp(brrr.value.monthlyCashFlow)} />
              <ResultCard
                label="Equity after refinance"
                value={gbp(brrr.value.equity)}
                detail={`Value added ${gbp(brrr.value.valueAdded)}`}
              />
            </div>
            <BreakdownTable
              caption="How the money left in is worked out"
              columns={[
                { key: 'item', label: 'Item' },
                { key: 'amount', label: 'Amount', numeric: true },
              ]}
              rows={[
                { item: 'Purchase price', amount: gbp(project!.pricePence) },
                { item: 'Stamp duty', amount: gbp(project!.stampDutyPence) },
                {
                  item: 'Buying, refurbishment and holding costs',
                  amount: gbp(project!.buyingCostsPence + project!.refurbishmentPence + project!.holdingCostsPence),
                },
                {
                  item: 'Bridging interest and fees',
                  amount: gbp(brrr.value.project.bridgingInterest + brrr.value.project.bridgingFees),
                },
                { item: 'Total project cost', amount: gbp(brrr.value.project.totalCost) },
                { item: 'Less bridging loan', amount: gbp(-brrr.value.project.bridgingLoan) },
                { item: 'Cash you put in', amount: gbp(brrr.value.project.cashRequired) },
                { item: 'New mortgage', amount: gbp(brrr.value.newMortgage) },
                { item: 'Cash released (after repaying the bridge and refinance fees)', amount: gbp(brrr.value.cashReleased) },
              ]}
              total={{ item: 'Money left in', amount: gbp(brrr.value.moneyLeftIn) }}
            />
            <ShareLink />
          </>
        ) : flip?.ok ? (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <ResultCard label="Profit before tax" value={gbp(flip.value.profit)} emphasis testId="profit" />
              <ResultCard label="Return on cash invested" value={pct(flip.value.roiPercent)} emphasis testId="roi" />
              <ResultCard label="Profit on cost" value={pct(flip.value.profitOnCostPercent)} />
              <ResultCard label="Cash you put in" value={gbp(flip.value.project.cashRequired)} />
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
              columns={[
                { key: 'item', label: 'Item' },
                { key: 'amount', label: 'Amount', numeric: true },
              ]}
              rows={[
                { item: 'Sale price', amount: gbp(v!.value) },
                { item: 'Less estate agent fee', amount: gbp(-flip.value.agentFee) },
                { item: 'Less selling legal fees', amount: gbp(-(flip.value.sellingCosts - flip.value.agentFee)) },
                { item: 'Less total project cost', amount: gbp(-flip.value.project.totalCost) },
              ]}
              total={{ item: 'Profit before tax', amount: gbp(flip.value.profit) }}
            />
            <p className="text-sm text-ink-muted">
              Profit from buying to sell is normally taxed as trading income (or company profit), not capital gains; tax is not
              deducted here.
            </p>
            <ShareLink />
          </>
        ) : null}
      </ResultsPanel>
    </div>
  );
}
