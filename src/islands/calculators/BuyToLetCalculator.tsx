/** Buy-to-let: cash flow, returns, the lender's interest cover test and Section 24 income tax. */
import { BTL_LENDING_RULES } from '../../data/calculators/btl-lending.ts';
import { calculateBuyToLet } from '../../lib/calculators/buy-to-let/buy-to-let.ts';
import { supportedTaxYears } from '../../lib/calculators/buy-to-let/tax-year.ts';
import { taxYearOf } from '../../lib/tax/tax-year.ts';
import { stampDutyAt } from '../../lib/calculators/deal-analyser/stamp-duty-at.ts';
import { enumField, intField, moneyField, percentField } from '../../lib/calculators/url-state.ts';
import {
  BreakdownTable,
  CalculatorGrid,
  FieldGroup,
  FixInputsNotice,
  InputsForm,
  itemAmountColumns,
  MoneyInput,
  PercentInput,
  ResultCard,
  ResultsPanel,
  Select,
  ShareLink,
  useUrlState,
} from '../shared/index.ts';
import { formatPercentValue, formatPoundsAndPence, formatWholePounds } from '../../lib/money/format.ts';
import { MortgageFields } from '../shared/MortgageFields.tsx';
import { PurchaseCostsFields } from '../shared/PurchaseCostsFields.tsx';
import { RunningCostsFields } from '../shared/RunningCostsFields.tsx';
import { runningCostsFrom, runningCostsSchema } from '../shared/running-costs-schema.ts';
import { StampDutyFields } from '../shared/StampDutyFields.tsx';
import { stampDutySchema } from '../shared/stamp-duty-schema.ts';

const years = supportedTaxYears();
const currentYear = taxYearOf(new Date());
const schema = {
  price: moneyField({ default: 200_000_00, min: 100 }),
  ...stampDutySchema,
  legal: moneyField({ default: 1_500_00 }),
  survey: moneyField({ default: 500_00 }),
  refurb: moneyField({ default: 0 }),
  deposit: percentField({ default: 2500 }),
  rate: percentField({ default: 500, max: 30 }),
  term: intField({ default: 25, min: 1, max: 40 }),
  type: enumField(['interest-only', 'repayment'] as const, 'interest-only'),
  fee: moneyField({ default: 0 }),
  rent: moneyField({ default: 1_000_00 }),
  ...runningCostsSchema,
  stress: percentField({ default: BTL_LENDING_RULES.minimumStressRatePercent * 100, max: 30 }),
  cover: enumField(['125', '145'] as const, '125'),
  income: moneyField({ default: 40_000_00 }),
  year: enumField(years, years.includes(currentYear) ? currentYear : years[0]!),
};

export default function BuyToLetCalculator() {
  const { raw, set, parsed, errors, field } = useUrlState(schema);
  let result = null;
  let dutyPence = 0;
  if (parsed.ok) {
    const v = parsed.value;
    dutyPence = stampDutyAt(v.region, v.buyer, v.nonres, new Date())(v.price);
    result = calculateBuyToLet({
      pricePence: v.price,
      stampDutyPence: dutyPence,
      legalPence: v.legal,
      surveyPence: v.survey,
      refurbishmentPence: v.refurb,
      depositPercent: v.deposit / 100,
      annualRatePercent: v.rate / 100,
      termYears: v.term,
      mortgageType: v.type,
      lenderFeePence: v.fee,
      monthlyRentPence: v.rent,
      costs: runningCostsFrom(v),
      stressRatePercent: v.stress / 100,
      requiredCoverPercent: Number(v.cover),
      otherIncomePence: v.income,
      taxYear: v.year,
    });
  }
  return (
    <CalculatorGrid>
      <InputsForm label="Buy-to-let details">
        <MoneyInput label="Purchase price" {...field('price')} />
        <StampDutyFields raw={raw} errors={errors} set={set} />
        <PurchaseCostsFields legend="Other buying costs" raw={raw} errors={errors} set={set} />
        <MortgageFields legend="Mortgage" raw={raw} errors={errors} set={set} />
        <MoneyInput label="Monthly rent" {...field('rent')} />
        <RunningCostsFields raw={raw} errors={errors} set={set} />
        <FieldGroup legend="Lender stress test">
          <PercentInput
            label="Stress rate"
            hint={`At least ${BTL_LENDING_RULES.minimumStressRatePercent}% unless the rate is fixed for 5 years or more.`}
            {...field('stress')}
          />
          <Select
            label="Interest cover required"
            hint="Lenders want the rent to cover the interest by more for higher-rate taxpayers than for basic-rate taxpayers and companies."
            {...field.control('cover')}
            options={[
              { value: '125', label: `${BTL_LENDING_RULES.icrBasicRatePercent}% (basic rate or company)` },
              { value: '145', label: `${BTL_LENDING_RULES.icrHigherRatePercent}% (higher rate)` },
            ]}
          />
        </FieldGroup>
        <FieldGroup legend="Income tax (individual landlord)">
          <MoneyInput
            label="Your other income for the year"
            hint="Salary, pension or self-employed profit, before tax."
            {...field('income')}
          />
          <Select label="Tax year" {...field.control('year')} options={years.map((y) => ({ value: y, label: y }))} />
        </FieldGroup>
      </InputsForm>
      <ResultsPanel label="Your buy-to-let returns">
        {!result ? (
          <FixInputsNotice />
        ) : !result.ok ? (
          <FixInputsNotice message={result.error} />
        ) : (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <ResultCard
                label="Monthly cash flow before tax"
                value={formatWholePounds(result.value.deal.monthlyCashFlow)}
                emphasis
                testId="monthly-cash-flow"
              />
              <ResultCard
                label="Monthly cash flow after tax"
                value={formatWholePounds(result.value.monthlyCashFlowAfterTax)}
                emphasis
                testId="monthly-after-tax"
              />
              <ResultCard
                label="Gross yield"
                value={formatPercentValue(result.value.deal.grossYieldPercent)}
                detail={`Net yield ${formatPercentValue(result.value.deal.netYieldPercent)}`}
              />
              <ResultCard
                label="Cash-on-cash return"
                value={formatPercentValue(result.value.deal.cashOnCashPercent)}
                detail={`After tax ${formatPercentValue(result.value.cashOnCashAfterTaxPercent)}`}
              />
              <ResultCard
                label="Return on investment"
                value={formatPercentValue(result.value.deal.roiPercent)}
                detail="Cash flow plus capital repaid, over cash invested"
              />
              <ResultCard
                label="Cash invested"
                value={formatWholePounds(result.value.deal.cashInvested)}
                detail={`Including ${formatWholePounds(dutyPence)} stamp duty`}
              />
            </div>
            <div
              className={`rounded-xl border p-4 ${result.value.cover.passes ? 'border-success bg-success-surface' : 'border-error bg-error-surface'}`}
              data-testid="icr"
            >
              <p className="font-semibold text-ink">
                Interest cover: {formatPercentValue(result.value.cover.coverPercent)} —{' '}
                {result.value.cover.passes ? 'passes' : 'fails'} the {raw.cover}% test
              </p>
              <p className="mt-1 text-sm text-ink">
                Stressed interest {formatPoundsAndPence(result.value.cover.stressedMonthlyInterest)} a month; rent needed{' '}
                {formatPoundsAndPence(result.value.cover.rentNeeded)}. The largest loan this rent supports is{' '}
                {formatWholePounds(result.value.cover.maxLoan)}.
              </p>
            </div>
            <BreakdownTable
              caption="First-year cash flow"
              columns={itemAmountColumns('Per year')}
              rows={[
                { item: 'Rent collected', amount: formatWholePounds(result.value.deal.operating.rentCollected) },
                { item: 'Less running costs', amount: formatWholePounds(-result.value.deal.operating.totalCosts) },
                { item: 'Less mortgage payments', amount: formatWholePounds(-result.value.deal.annualMortgage) },
                { item: 'Cash flow before tax', amount: formatWholePounds(result.value.deal.annualCashFlow) },
                { item: 'Less income tax on the rental', amount: formatWholePounds(-result.value.tax.taxOnRental) },
              ]}
              total={{ item: 'Cash flow after tax', amount: formatWholePounds(result.value.annualCashFlowAfterTax) }}
            />
            <BreakdownTable
              caption={`Section 24: income tax on the rental, ${result.value.taxYear.taxYear}`}
              columns={itemAmountColumns()}
              rows={[
                {
                  item: 'Rental profit (finance costs not deducted)',
                  amount: formatWholePounds(result.value.tax.propertyProfit),
                },
                { item: 'Mortgage interest (finance costs)', amount: formatWholePounds(result.value.deal.annualInterest) },
                {
                  item: 'Income tax before the finance-cost reduction',
                  amount: formatWholePounds(result.value.tax.taxBeforeReduction),
                },
                {
                  item: `Less ${result.value.taxYear.financeCostReliefPercent}% tax reduction`,
                  amount: formatWholePounds(-result.value.tax.taxReduction),
                },
                { item: 'Income tax payable (all income)', amount: formatWholePounds(result.value.tax.taxWithRestriction) },
                { item: 'If interest were fully deductible', amount: formatWholePounds(result.value.tax.taxIfFullyDeductible) },
                { item: 'Unused finance costs carried forward', amount: formatWholePounds(result.value.tax.carriedForward) },
              ]}
              total={{ item: 'Extra tax caused by Section 24', amount: formatWholePounds(result.value.tax.extraTax) }}
            />
            <p className="text-sm text-ink-muted">
              Income tax uses the bands for England, Wales and Northern Ireland. Scottish taxpayers pay different rates on
              non-savings income, so their figure will differ. Companies are not affected by Section 24.
            </p>
            <ShareLink />
          </>
        )}
      </ResultsPanel>
    </CalculatorGrid>
  );
}
