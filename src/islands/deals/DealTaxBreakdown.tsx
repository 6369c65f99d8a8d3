/** How the first year's tax on a deal is reached: Section 24 for an individual, Corporation Tax for a company. */
import type { DealAfterTax } from '../../lib/calculators/deal-analyser/after-tax.ts';
import { formatPercentValue, formatWholePounds } from '../../lib/money/format.ts';
import { BreakdownTable, itemAmountColumns } from '../shared/index.ts';

export interface DealTaxBreakdownProps {
  tax: DealAfterTax;
  cashFlowBeforeTax: number;
  taxYear: string;
}

export function DealTaxBreakdown({ tax, cashFlowBeforeTax, taxYear }: DealTaxBreakdownProps) {
  const gbp = formatWholePounds;
  if (tax.corporationTax) {
    const ct = tax.corporationTax;
    return (
      <>
        <BreakdownTable
          caption="Corporation Tax on the rental profit (limited company)"
          columns={itemAmountColumns()}
          rows={[
            { item: 'Profit: rent less running costs and mortgage interest', amount: gbp(ct.taxableProfitsPence) },
            {
              item: ct.band === 'small profits rate' ? 'Tax at the 19% small profits rate' : 'Tax at the 25% main rate',
              amount: gbp(ct.grossTaxPence),
            },
            ...(ct.marginalReliefPence > 0 ? [{ item: 'Less marginal relief', amount: gbp(-ct.marginalReliefPence) }] : []),
            { item: 'Cash flow before tax', amount: gbp(cashFlowBeforeTax) },
          ]}
          total={{ item: 'Cash flow after Corporation Tax', amount: gbp(tax.annualCashFlowAfterTax) }}
        />
        <p className="text-sm text-ink-muted">
          A company deducts all its mortgage interest (Section 24 applies only to individuals) and pays Corporation Tax of 19% on
          profits up to £50,000 and 25% above £250,000, with marginal relief between. This assumes a 12-month accounting period
          and no associated companies. The cash stays in the company: paying it to yourself as salary or dividends is taxed again.
        </p>
      </>
    );
  }
  const s = tax.section24!;
  return (
    <>
      <BreakdownTable
        caption={`Section 24: income tax on the rental, ${taxYear}`}
        columns={itemAmountColumns()}
        rows={[
          { item: 'Rental profit (mortgage interest not deducted)', amount: gbp(s.propertyProfit) },
          { item: 'Your income tax with the rental, before the credit', amount: gbp(s.taxBeforeReduction) },
          { item: '20% tax credit on the mortgage interest', amount: gbp(-s.taxReduction) },
          { item: 'Your income tax with the rental', amount: gbp(s.taxWithRestriction) },
          { item: 'Less your income tax without the rental', amount: gbp(-(s.taxWithRestriction - s.taxOnRental)) },
          { item: 'Income tax on the rental', amount: gbp(s.taxOnRental) },
          ...(s.carriedForward > 0
            ? [{ item: 'Interest not yet relieved, carried forward', amount: gbp(s.carriedForward) }]
            : []),
          { item: 'Cash flow before tax', amount: gbp(cashFlowBeforeTax) },
        ]}
        total={{ item: 'Cash flow after income tax', amount: gbp(tax.annualCashFlowAfterTax) }}
      />
      <p className="text-sm text-ink-muted">
        Individual landlords cannot deduct mortgage interest from rental profit; instead income tax is reduced by 20% of it
        (Section 24), so a higher-rate taxpayer can pay more than their headline rate on the real profit.
        {tax.effectiveTaxRatePercent !== null
          ? ` Here the tax is ${formatPercentValue(tax.effectiveTaxRatePercent)} of the profit after interest.`
          : ''}{' '}
        Income tax uses the bands for England, Wales and Northern Ireland.
      </p>
    </>
  );
}
