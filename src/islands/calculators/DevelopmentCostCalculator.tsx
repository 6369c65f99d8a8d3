/** Development appraisal: build cost per m², fees, contingency, finance, GDV and profit on cost. */
import { calculateDevelopment } from '../../lib/calculators/development-cost/development-cost.ts';
import { intField, moneyField, percentField } from '../../lib/calculators/url-state.ts';
import {
  BarChart,
  BreakdownTable,
  FixInputsNotice,
  MoneyInput,
  NumberInput,
  PercentInput,
  ResultCard,
  ResultsPanel,
  ShareLink,
  useUrlState,
} from '../shared/index.ts';
import { gbp, pct } from '../deals/format.ts';

const schema = {
  land: moneyField({ default: 250_000_00 }),
  landCosts: moneyField({ default: 12_000_00 }),
  area: intField({ default: 300, min: 1, max: 1_000_000 }),
  costM2: moneyField({ default: 2_200_00, min: 100 }),
  external: percentField({ default: 1000 }),
  fees: percentField({ default: 1200, max: 50 }),
  statutory: moneyField({ default: 30_000_00 }),
  contingency: percentField({ default: 1000, max: 50 }),
  financeRate: percentField({ default: 900, max: 30 }),
  financed: percentField({ default: 7000 }),
  buildMonths: intField({ default: 12, min: 1, max: 120 }),
  saleMonths: intField({ default: 6, min: 0, max: 60 }),
  gdv: moneyField({ default: 1_500_000_00, min: 100 }),
  sales: percentField({ default: 250, max: 20 }),
};

export default function DevelopmentCostCalculator() {
  const { raw, set, parsed, errors } = useUrlState(schema);
  const result = parsed.ok
    ? calculateDevelopment({
        landPricePence: parsed.value.land,
        landCostsPence: parsed.value.landCosts,
        floorAreaM2: parsed.value.area,
        buildCostPerM2Pence: parsed.value.costM2,
        externalWorksPercent: parsed.value.external / 100,
        professionalFeesPercent: parsed.value.fees / 100,
        statutoryCostsPence: parsed.value.statutory,
        contingencyPercent: parsed.value.contingency / 100,
        financeRatePercent: parsed.value.financeRate / 100,
        financedPercent: parsed.value.financed / 100,
        buildMonths: parsed.value.buildMonths,
        saleMonths: parsed.value.saleMonths,
        gdvPence: parsed.value.gdv,
        salesCostsPercent: parsed.value.sales / 100,
      })
    : null;
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
      <form className="flex flex-col gap-4" onSubmit={(e) => e.preventDefault()} aria-label="Development details">
        <fieldset className="flex flex-col gap-4 rounded-lg border border-gray-200 p-4">
          <legend className="px-1 font-semibold text-ink">Land</legend>
          <MoneyInput
            label="Land or site price"
            name="land"
            value={raw.land}
            onChange={(x) => set('land', x)}
            error={errors.land}
          />
          <MoneyInput
            label="Stamp duty, legal and survey on the land"
            name="landCosts"
            value={raw.landCosts}
            onChange={(x) => set('landCosts', x)}
            error={errors.landCosts}
          />
        </fieldset>
        <fieldset className="flex flex-col gap-4 rounded-lg border border-gray-200 p-4">
          <legend className="px-1 font-semibold text-ink">Build</legend>
          <NumberInput
            label="Gross internal floor area"
            unit="m²"
            name="area"
            value={raw.area}
            onChange={(x) => set('area', x)}
            error={errors.area}
          />
          <MoneyInput
            label="Build cost per m²"
            name="costM2"
            value={raw.costM2}
            onChange={(x) => set('costM2', x)}
            error={errors.costM2}
          />
          <PercentInput
            label="External works (% of build)"
            name="external"
            value={raw.external}
            onChange={(x) => set('external', x)}
            error={errors.external}
          />
          <PercentInput
            label="Professional fees (% of build)"
            hint="Architect, engineers, surveyors, warranty."
            name="fees"
            value={raw.fees}
            onChange={(x) => set('fees', x)}
            error={errors.fees}
          />
          <MoneyInput
            label="Planning, CIL, Section 106 and building control"
            name="statutory"
            value={raw.statutory}
            onChange={(x) => set('statutory', x)}
            error={errors.statutory}
          />
          <PercentInput
            label="Contingency"
            name="contingency"
            value={raw.contingency}
            onChange={(x) => set('contingency', x)}
            error={errors.contingency}
          />
        </fieldset>
        <fieldset className="flex flex-col gap-4 rounded-lg border border-gray-200 p-4">
          <legend className="px-1 font-semibold text-ink">Finance</legend>
          <PercentInput
            label="Finance rate (yearly)"
            name="financeRate"
            value={raw.financeRate}
            onChange={(x) => set('financeRate', x)}
            error={errors.financeRate}
          />
          <PercentInput
            label="Share of costs borrowed"
            name="financed"
            value={raw.financed}
            onChange={(x) => set('financed', x)}
            error={errors.financed}
          />
          <NumberInput
            label="Build period"
            unit="months"
            name="buildMonths"
            value={raw.buildMonths}
            onChange={(x) => set('buildMonths', x)}
            error={errors.buildMonths}
          />
          <NumberInput
            label="Sales period after the build"
            unit="months"
            name="saleMonths"
            value={raw.saleMonths}
            onChange={(x) => set('saleMonths', x)}
            error={errors.saleMonths}
          />
        </fieldset>
        <fieldset className="flex flex-col gap-4 rounded-lg border border-gray-200 p-4">
          <legend className="px-1 font-semibold text-ink">Sales</legend>
          <MoneyInput
            label="Gross development value (GDV)"
            hint="What the finished homes will sell for in total."
            name="gdv"
            value={raw.gdv}
            onChange={(x) => set('gdv', x)}
            error={errors.gdv}
          />
          <PercentInput
            label="Sales and marketing costs (% of GDV)"
            name="sales"
            value={raw.sales}
            onChange={(x) => set('sales', x)}
            error={errors.sales}
          />
        </fieldset>
      </form>
      <ResultsPanel label="Your development appraisal">
        {!result ? (
          <FixInputsNotice />
        ) : !result.ok ? (
          <FixInputsNotice message={result.error} />
        ) : (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <ResultCard label="Profit" value={gbp(result.value.profit)} emphasis testId="profit" />
              <ResultCard label="Profit on cost" value={pct(result.value.profitOnCostPercent)} emphasis testId="profit-on-cost" />
              <ResultCard label="Profit on GDV" value={pct(result.value.profitOnGdvPercent)} />
              <ResultCard label="Total cost per m² (excluding land)" value={gbp(result.value.costPerM2)} />
            </div>
            <BarChart
              title="Development costs"
              desc="Total cost split into land, build, fees, contingency, finance and sales costs."
              pence
              categories={['Land', 'Build', 'Fees and statutory', 'Contingency', 'Finance', 'Sales']}
              series={[
                {
                  name: 'Cost',
                  values: [
                    parsed.ok ? parsed.value.land + parsed.value.landCosts : 0,
                    result.value.build + result.value.externalWorks,
                    result.value.professionalFees + (parsed.ok ? parsed.value.statutory : 0),
                    result.value.contingency,
                    result.value.finance,
                    result.value.salesCosts,
                  ],
                },
              ]}
            />
            <BreakdownTable
              caption="Appraisal"
              columns={[
                { key: 'item', label: 'Item' },
                { key: 'amount', label: 'Amount', numeric: true },
              ]}
              rows={[
                { item: 'Land and land costs', amount: gbp(parsed.ok ? parsed.value.land + parsed.value.landCosts : 0) },
                { item: 'Build', amount: gbp(result.value.build) },
                { item: 'External works', amount: gbp(result.value.externalWorks) },
                { item: 'Professional fees', amount: gbp(result.value.professionalFees) },
                { item: 'Planning and statutory', amount: gbp(parsed.ok ? parsed.value.statutory : 0) },
                { item: 'Contingency', amount: gbp(result.value.contingency) },
                { item: 'Finance', amount: gbp(result.value.finance) },
                { item: 'Sales costs', amount: gbp(result.value.salesCosts) },
                { item: 'Total cost', amount: gbp(result.value.totalCost) },
                { item: 'GDV', amount: gbp(parsed.ok ? parsed.value.gdv : 0) },
              ]}
              total={{ item: 'Profit', amount: gbp(result.value.profit) }}
            />
            <p className="text-sm text-ink-muted">
              Finance assumes the land loan runs for the whole period and the build loan is drawn evenly, so on average half of it
              is borrowed during the build. Compare the profit on cost with the margin your lender asks for.
            </p>
            <ShareLink />
          </>
        )}
      </ResultsPanel>
    </div>
  );
}
