/**
 * The deal analyser: purchase costs (stamp duty from the engine), finance, rent and running costs →
 * yield, cash flow, ROI, a verdict against the user's targets and the maximum offer price.
 * mode 'public' analyses and shares; 'save' adds the signed-in saved-deals panel; 'notion' adds the export panel.
 */
import { analyseDeal } from '../../lib/calculators/deal-analyser/deal-analyser.ts';
import { stampDutyAt } from '../../lib/calculators/deal-analyser/stamp-duty-at.ts';
import {
  BarChart,
  BreakdownTable,
  DateInput,
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
import { dealSchema } from './deal-schema.ts';
import { inputRows, resultRows } from './deal-rows.ts';
import { gbp, pct } from './format.ts';
import { NotionExport } from './NotionExport.tsx';
import { RunningCostsFields } from './RunningCostsFields.tsx';
import { SavedDeals } from './SavedDeals.tsx';
import { StampDutyFields } from './StampDutyFields.tsx';

export interface DealAnalyserProps {
  mode?: 'public' | 'save' | 'notion';
}

const VERDICT_STYLE = {
  'meets all targets': 'border-green-700 bg-green-50',
  'misses some targets': 'border-amber-500 bg-amber-50',
  'misses all targets': 'border-red-700 bg-red-50',
  'no targets set': 'border-gray-300 bg-gray-50',
} as const;

export default function DealAnalyser({ mode = 'public' }: DealAnalyserProps) {
  const { raw, set, parsed, errors } = useUrlState(dealSchema);
  const v = parsed.ok ? parsed.value : null;
  const result = v
    ? analyseDeal(
        {
          pricePence: v.price,
          legalPence: v.legal,
          surveyPence: v.survey,
          refurbishmentPence: v.refurb,
          depositPercent: v.deposit / 100,
          annualRatePercent: v.rate / 100,
          termYears: v.term,
          mortgageType: v.type,
          lenderFeePence: v.fee,
          monthlyRentPence: v.rent,
          costs: {
            voidPercent: v.voids / 100,
            managementPercent: v.mgmt / 100,
            maintenancePercent: v.maint / 100,
            fixedAnnualPence: v.fixed,
          },
          targets: {
            minGrossYieldPercent: v.tYield === null ? null : v.tYield / 100,
            minMonthlyCashFlowPence: v.tCash,
            minCashOnCashPercent: v.tCoc === null ? null : v.tCoc / 100,
          },
        },
        stampDutyAt(v.region, v.buyer, v.nonres, v.date),
      )
    : null;
  const offer = (p: number | null) =>
    p === null ? 'Set a target' : Number.isFinite(p) ? (p === 0 ? 'No price meets it' : gbp(p)) : 'No limit';
  const good = v && result?.ok ? { values: v, result: result.value } : null;
  return (
    <div className="flex flex-col gap-8">
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <form className="flex flex-col gap-4" onSubmit={(e) => e.preventDefault()} aria-label="Deal details">
          <MoneyInput
            label="Purchase price"
            name="price"
            value={raw.price}
            onChange={(x) => set('price', x)}
            error={errors.price}
          />
          <StampDutyFields raw={raw} errors={errors} set={set} />
          <DateInput
            label="Completion date"
            hint="Stamp duty uses the rules in force on this date."
            name="date"
            value={raw.date}
            onChange={(x) => set('date', x)}
            error={errors.date}
          />
          <fieldset className="flex flex-col gap-4 rounded-lg border border-gray-200 p-4">
            <legend className="px-1 font-semibold text-ink">Other purchase costs</legend>
            <MoneyInput
              label="Legal fees"
              name="legal"
              value={raw.legal}
              onChange={(x) => set('legal', x)}
              error={errors.legal}
            />
            <MoneyInput
              label="Survey"
              name="survey"
              value={raw.survey}
              onChange={(x) => set('survey', x)}
              error={errors.survey}
            />
            <MoneyInput
              label="Refurbishment"
              name="refurb"
              value={raw.refurb}
              onChange={(x) => set('refurb', x)}
              error={errors.refurb}
            />
          </fieldset>
          <fieldset className="flex flex-col gap-4 rounded-lg border border-gray-200 p-4">
            <legend className="px-1 font-semibold text-ink">Finance</legend>
            <PercentInput
              label="Deposit"
              hint="100% for a cash purchase."
              name="deposit"
              value={raw.deposit}
              onChange={(x) => set('deposit', x)}
              error={errors.deposit}
            />
            <PercentInput
              label="Mortgage rate"
              name="rate"
              value={raw.rate}
              onChange={(x) => set('rate', x)}
              error={errors.rate}
            />
            <Select
              label="Mortgage type"
              name="type"
              value={raw.type}
              onChange={(x) => set('type', x)}
              options={[
                { value: 'interest-only', label: 'Interest-only' },
                { value: 'repayment', label: 'Repayment' },
              ]}
            />
            <NumberInput
              label="Term"
              unit="years"
              name="term"
              value={raw.term}
              onChange={(x) => set('term', x)}
              error={errors.term}
            />
            <MoneyInput
              label="Lender arrangement fee"
              name="fee"
              value={raw.fee}
              onChange={(x) => set('fee', x)}
              error={errors.fee}
            />
          </fieldset>
          <MoneyInput label="Monthly rent" name="rent" value={raw.rent} onChange={(x) => set('rent', x)} error={errors.rent} />
          <RunningCostsFields raw={raw} errors={errors} set={set} />
          <fieldset className="flex flex-col gap-4 rounded-lg border border-gray-200 p-4">
            <legend className="px-1 font-semibold text-ink">Your targets</legend>
            <p className="text-sm text-ink-muted">Leave a target empty to skip it.</p>
            <PercentInput
              label="Minimum gross yield"
              name="tYield"
              value={raw.tYield}
              onChange={(x) => set('tYield', x)}
              error={errors.tYield}
            />
            <MoneyInput
              label="Minimum monthly cash flow"
              name="tCash"
              value={raw.tCash}
              onChange={(x) => set('tCash', x)}
              error={errors.tCash}
            />
            <PercentInput
              label="Minimum cash-on-cash return"
              name="tCoc"
              value={raw.tCoc}
              onChange={(x) => set('tCoc', x)}
              error={errors.tCoc}
            />
          </fieldset>
        </form>
        <ResultsPanel label="Deal analysis">
          {!result ? (
            <FixInputsNotice />
          ) : !result.ok ? (
            <FixInputsNotice message={result.error} />
          ) : (
            <>
              <div className={`rounded-xl border-2 p-4 ${VERDICT_STYLE[result.value.verdict]}`} data-testid="verdict">
                <p className="text-sm font-medium text-ink-muted">Verdict</p>
                <p className="mt-1 text-2xl font-bold text-ink first-letter:uppercase">{result.value.verdict}</p>
                {result.value.checks.length > 0 && (
                  <ul className="mt-2 text-sm text-ink">
                    {result.value.checks.map((c) => (
                      <li key={c.target}>
                        {c.met ? '✓' : '✗'} {c.target}: {c.target === 'monthly cash flow' ? gbp(c.actual) : pct(c.actual)} against{' '}
                        {c.target === 'monthly cash flow' ? gbp(c.required) : pct(c.required)}
                        <span className="sr-only">{c.met ? ' (met)' : ' (missed)'}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <ResultCard
                  label="Monthly cash flow"
                  value={gbp(result.value.monthlyCashFlow)}
                  emphasis
                  testId="monthly-cash-flow"
                  detail={`${gbp(result.value.annualCashFlow)} a year, before tax`}
                />
                <ResultCard
                  label="Gross yield"
                  value={pct(result.value.grossYieldPercent)}
                  emphasis
                  testId="gross-yield"
                  detail={`Net yield ${pct(result.value.netYieldPercent)}`}
                />
                <ResultCard
                  label="Cash-on-cash return"
                  value={pct(result.value.cashOnCashPercent)}
                  testId="coc"
                  detail={`ROI with capital repaid ${pct(result.value.roiPercent)}`}
                />
                <ResultCard
                  label="Cash invested"
                  value={gbp(result.value.cashInvested)}
                  detail={`Including ${gbp(result.value.stampDuty)} stamp duty`}
                  testId="cash-invested"
                />
                <ResultCard
                  label="Maximum offer for your target yield"
                  value={offer(result.value.maxOfferForYield)}
                  testId="max-offer-yield"
                />
                <ResultCard
                  label="Maximum offer for your cash-flow and return targets"
                  value={offer(result.value.maxOfferForReturns)}
                  testId="max-offer-returns"
                  detail="Stamp duty, deposit and mortgage recalculated at each price"
                />
              </div>
              <BarChart
                title="Where the rent goes each year"
                desc="Rent collected split into running costs, mortgage payments and cash flow."
                pence
                categories={['Rent collected', 'Running costs', 'Mortgage', 'Cash flow']}
                series={[
                  {
                    name: 'Per year',
                    values: [
                      result.value.operating.rentCollected,
                      result.value.operating.totalCosts,
                      result.value.annualMortgage,
                      result.value.annualCashFlow,
                    ],
                  },
                ]}
              />
              <BreakdownTable
                caption="How the figures are reached"
                columns={[
                  { key: 'item', label: 'Item' },
                  { key: 'amount', label: 'Amount', numeric: true },
                ]}
                rows={[
                  { item: 'Deposit', amount: gbp(result.value.deposit) },
                  { item: 'Stamp duty', amount: gbp(result.value.stampDuty) },
                  {
                    item: 'Legal, survey, refurbishment and lender fee',
                    amount: gbp(result.value.cashInvested - result.value.deposit - result.value.stampDuty),
                  },
                  { item: 'Cash invested', amount: gbp(result.value.cashInvested) },
                  { item: 'Rent collected per year', amount: gbp(result.value.operating.rentCollected) },
                  { item: 'Less running costs', amount: gbp(-result.value.operating.totalCosts) },
                  { item: 'Less mortgage payments', amount: gbp(-result.value.annualMortgage) },
                ]}
                total={{ item: 'Annual cash flow before tax', amount: gbp(result.value.annualCashFlow) }}
              />
              <ShareLink />
            </>
          )}
        </ResultsPanel>
      </div>
      {mode === 'save' && (
        <SavedDeals
          raw={raw}
          set={set}
          good={good ? { inputs: inputRows(good.values), results: resultRows(good.result), verdict: good.result.verdict } : null}
        />
      )}
      {mode === 'notion' && (
        <NotionExport
          good={good ? { inputs: inputRows(good.values), results: resultRows(good.result), verdict: good.result.verdict } : null}
        />
      )}
    </div>
  );
}
