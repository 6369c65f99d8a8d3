/**
 * The deal analyser: purchase costs (stamp duty from the engine), finance, rent and running costs →
 * yield, cash flow, ROI, a verdict against the user's targets and the maximum offer price.
 * mode 'public' analyses and shares; 'save' adds the signed-in saved-deals panel; 'notion' adds the export panel.
 */
import { incomeTaxYear, supportedTaxYears } from '../../lib/calculators/buy-to-let/tax-year.ts';
import { dealAfterTax, dealYearOf } from '../../lib/calculators/deal-analyser/after-tax.ts';
import { analyseDeal } from '../../lib/calculators/deal-analyser/deal-analyser.ts';
import { stampDutyAt } from '../../lib/calculators/deal-analyser/stamp-duty-at.ts';
import {
  BarChart,
  BreakdownTable,
  CalculatorGrid,
  DateInput,
  FieldGroup,
  FixInputsNotice,
  InputsForm,
  itemAmountColumns,
  MoneyInput,
  PercentInput,
  ResultCard,
  ResultsPanel,
  ShareLink,
  useUrlState,
} from '../shared/index.ts';
import { DealTaxBreakdown } from './DealTaxBreakdown.tsx';
import { DealTaxFields } from './DealTaxFields.tsx';
import { dealSchema } from './deal-schema.ts';
import { inputRows, resultRows } from './deal-rows.ts';
import { formatPercent, formatPercentValue, formatWholePounds } from '../../lib/money/format.ts';
import { NotionExport } from './NotionExport.tsx';
import { MortgageFields } from '../shared/MortgageFields.tsx';
import { PurchaseCostsFields } from '../shared/PurchaseCostsFields.tsx';
import { RunningCostsFields } from '../shared/RunningCostsFields.tsx';
import { SavedDeals } from './SavedDeals.tsx';
import { StampDutyFields } from '../shared/StampDutyFields.tsx';

export interface DealAnalyserProps {
  mode?: 'public' | 'save' | 'notion';
}

const TAX_YEARS = supportedTaxYears();

const VERDICT_STYLE = {
  'meets all targets': 'border-success bg-success-surface',
  'misses some targets': 'border-warning bg-warning-surface',
  'misses all targets': 'border-error bg-error-surface',
  'no targets set': 'border-gray-300 bg-gray-50',
} as const;

export default function DealAnalyser({ mode = 'public' }: DealAnalyserProps) {
  const { raw, set, parsed, errors, field } = useUrlState(dealSchema);
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
  const taxYear = v ? incomeTaxYear(v.year) : undefined;
  const tax =
    v && result?.ok && taxYear
      ? dealAfterTax(dealYearOf(result.value), { owner: v.owner, otherIncomePence: v.income, incomeTaxYear: taxYear })
      : null;
  const offer = (p: number | null) =>
    p === null ? 'Set a target' : Number.isFinite(p) ? (p === 0 ? 'No price meets it' : formatWholePounds(p)) : 'No limit';
  const good = v && result?.ok ? { values: v, result: result.value } : null;
  return (
    <div className="flex flex-col gap-8">
      <CalculatorGrid>
        <InputsForm label="Deal details">
          <MoneyInput label="Purchase price" {...field('price')} />
          <StampDutyFields raw={raw} errors={errors} set={set} />
          <DateInput label="Completion date" hint="Stamp duty uses the rules in force on this date." {...field('date')} />
          <PurchaseCostsFields legend="Other purchase costs" raw={raw} errors={errors} set={set} />
          <MortgageFields legend="Finance" raw={raw} errors={errors} set={set} />
          <MoneyInput label="Monthly rent" {...field('rent')} />
          <RunningCostsFields raw={raw} errors={errors} set={set} />
          <DealTaxFields raw={raw} errors={errors} set={set} years={TAX_YEARS} />
          <FieldGroup legend="Your targets">
            <p className="text-sm text-ink-muted">Leave a target empty to skip it.</p>
            <PercentInput label="Minimum gross yield" {...field('tYield')} />
            <MoneyInput label="Minimum monthly cash flow" {...field('tCash')} />
            <PercentInput label="Minimum cash-on-cash return" {...field('tCoc')} />
          </FieldGroup>
        </InputsForm>
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
                        {c.met ? '✓' : '✗'} {c.target}:{' '}
                        {c.target === 'monthly cash flow' ? formatWholePounds(c.actual) : formatPercentValue(c.actual)} against{' '}
                        {c.target === 'monthly cash flow'
                          ? formatWholePounds(c.required)
                          : formatPercent(Math.round(c.required * 100))}
                        <span className="sr-only">{c.met ? ' (met)' : ' (missed)'}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <ResultCard
                  label="Monthly cash flow"
                  value={formatWholePounds(result.value.monthlyCashFlow)}
                  emphasis
                  testId="monthly-cash-flow"
                  detail={`${formatWholePounds(result.value.annualCashFlow)} a year, before tax`}
                />
                {tax && (
                  <ResultCard
                    label="Monthly cash flow after tax"
                    value={formatWholePounds(tax.monthlyCashFlowAfterTax)}
                    emphasis
                    testId="monthly-after-tax"
                    detail={`${formatWholePounds(tax.annualCashFlowAfterTax)} a year after ${formatWholePounds(tax.tax)} ${
                      tax.owner === 'company' ? 'Corporation Tax' : 'income tax'
                    }`}
                  />
                )}
                {tax && (
                  <ResultCard
                    label="Effective tax rate on the rental profit"
                    value={
                      tax.effectiveTaxRatePercent === null
                        ? tax.tax > 0
                          ? 'Tax on a loss'
                          : 'No profit'
                        : formatPercentValue(tax.effectiveTaxRatePercent)
                    }
                    testId="effective-tax-rate"
                    detail={`Profit after mortgage interest ${formatWholePounds(tax.profitBeforeTax)} a year`}
                  />
                )}
                <ResultCard
                  label="Gross yield"
                  value={formatPercentValue(result.value.grossYieldPercent)}
                  emphasis
                  testId="gross-yield"
                  detail={`Net yield ${formatPercentValue(result.value.netYieldPercent)}`}
                />
                <ResultCard
                  label="Cash-on-cash return"
                  value={formatPercentValue(result.value.cashOnCashPercent)}
                  testId="coc"
                  detail={`ROI with capital repaid ${formatPercentValue(result.value.roiPercent)}`}
                />
                <ResultCard
                  label="Cash invested"
                  value={formatWholePounds(result.value.cashInvested)}
                  detail={`Including ${formatWholePounds(result.value.stampDuty)} stamp duty`}
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
                columns={itemAmountColumns()}
                rows={[
                  { item: 'Deposit', amount: formatWholePounds(result.value.deposit) },
                  { item: 'Stamp duty', amount: formatWholePounds(result.value.stampDuty) },
                  {
                    item: 'Legal, survey, refurbishment and lender fee',
                    amount: formatWholePounds(result.value.cashInvested - result.value.deposit - result.value.stampDuty),
                  },
                  { item: 'Cash invested', amount: formatWholePounds(result.value.cashInvested) },
                  { item: 'Rent collected per year', amount: formatWholePounds(result.value.operating.rentCollected) },
                  { item: 'Less running costs', amount: formatWholePounds(-result.value.operating.totalCosts) },
                  { item: 'Less mortgage payments', amount: formatWholePounds(-result.value.annualMortgage) },
                ]}
                total={{ item: 'Annual cash flow before tax', amount: formatWholePounds(result.value.annualCashFlow) }}
              />
              {tax && <DealTaxBreakdown tax={tax} cashFlowBeforeTax={result.value.annualCashFlow} taxYear={v?.year ?? ''} />}
              <ShareLink />
            </>
          )}
        </ResultsPanel>
      </CalculatorGrid>
      {mode === 'save' && (
        <SavedDeals
          raw={raw}
          set={set}
          good={
            good ? { inputs: inputRows(good.values), results: resultRows(good.result, tax), verdict: good.result.verdict } : null
          }
        />
      )}
      {mode === 'notion' && (
        <NotionExport
          good={
            good ? { inputs: inputRows(good.values), results: resultRows(good.result, tax), verdict: good.result.verdict } : null
          }
        />
      )}
    </div>
  );
}
