/** Development appraisal: build cost per m², fees, contingency, finance, GDV and profit on cost. */
import { calculateDevelopment } from '../../lib/calculators/development-cost/development-cost.ts';
import { intField, moneyField, percentField } from '../../lib/calculators/url-state.ts';
import {
  BarChart,
  BreakdownTable,
  CalculatorGrid,
  FieldGroup,
  FixInputsNotice,
  InputsForm,
  itemAmountColumns,
  MoneyInput,
  NumberInput,
  PercentInput,
  ResultCard,
  ResultsPanel,
  ShareLink,
  useUrlState,
} from '../shared/index.ts';
import { formatPercentValue, formatWholePounds } from '../../lib/money/format.ts';

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
  const { parsed, field } = useUrlState(schema);
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
    <CalculatorGrid>
      <InputsForm label="Development details">
        <FieldGroup legend="Land">
          <MoneyInput label="Land or site price" {...field('land')} />
          <MoneyInput label="Stamp duty, legal and survey on the land" {...field('landCosts')} />
        </FieldGroup>
        <FieldGroup legend="Build">
          <NumberInput label="Gross internal floor area" unit="m²" {...field('area')} />
          <MoneyInput label="Build cost per m²" {...field('costM2')} />
          <PercentInput label="External works (% of build)" {...field('external')} />
          <PercentInput
            label="Professional fees (% of build)"
            hint="Architect, engineers, surveyors, warranty."
            {...field('fees')}
          />
          <MoneyInput label="Planning, CIL, Section 106 and building control" {...field('statutory')} />
          <PercentInput label="Contingency" {...field('contingency')} />
        </FieldGroup>
        <FieldGroup legend="Finance">
          <PercentInput label="Finance rate (yearly)" {...field('financeRate')} />
          <PercentInput label="Share of costs borrowed" {...field('financed')} />
          <NumberInput label="Build period" unit="months" {...field('buildMonths')} />
          <NumberInput label="Sales period after the build" unit="months" {...field('saleMonths')} />
        </FieldGroup>
        <FieldGroup legend="Sales">
          <MoneyInput
            label="Gross development value (GDV)"
            hint="What the finished homes will sell for in total."
            {...field('gdv')}
          />
          <PercentInput label="Sales and marketing costs (% of GDV)" {...field('sales')} />
        </FieldGroup>
      </InputsForm>
      <ResultsPanel label="Your development appraisal">
        {!result ? (
          <FixInputsNotice />
        ) : !result.ok ? (
          <FixInputsNotice message={result.error} />
        ) : (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <ResultCard label="Profit" value={formatWholePounds(result.value.profit)} emphasis testId="profit" />
              <ResultCard
                label="Profit on cost"
                value={formatPercentValue(result.value.profitOnCostPercent)}
                emphasis
                testId="profit-on-cost"
              />
              <ResultCard label="Profit on GDV" value={formatPercentValue(result.value.profitOnGdvPercent)} />
              <ResultCard label="Total cost per m² (excluding land)" value={formatWholePounds(result.value.costPerM2)} />
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
              columns={itemAmountColumns()}
              rows={[
                {
                  item: 'Land and land costs',
                  amount: formatWholePounds(parsed.ok ? parsed.value.land + parsed.value.landCosts : 0),
                },
                { item: 'Build', amount: formatWholePounds(result.value.build) },
                { item: 'External works', amount: formatWholePounds(result.value.externalWorks) },
                { item: 'Professional fees', amount: formatWholePounds(result.value.professionalFees) },
                { item: 'Planning and statutory', amount: formatWholePounds(parsed.ok ? parsed.value.statutory : 0) },
                { item: 'Contingency', amount: formatWholePounds(result.value.contingency) },
                { item: 'Finance', amount: formatWholePounds(result.value.finance) },
                { item: 'Sales costs', amount: formatWholePounds(result.value.salesCosts) },
                { item: 'Total cost', amount: formatWholePounds(result.value.totalCost) },
                { item: 'GDV', amount: formatWholePounds(parsed.ok ? parsed.value.gdv : 0) },
              ]}
              total={{ item: 'Profit', amount: formatWholePounds(result.value.profit) }}
            />
            <p className="text-sm text-ink-muted">
              Finance assumes the land loan runs for the whole period and the build loan is drawn evenly, so on average half of it
              is borrowed during the build. Compare the profit on cost with the margin your lender asks for.
            </p>
            <ShareLink />
          </>
        )}
      </ResultsPanel>
    </CalculatorGrid>
  );
}
