/** The analyser's inputs and results as labelled, formatted rows (for saving and the Notion export). */
import type { DealAfterTax } from '../../lib/calculators/deal-analyser/after-tax.ts';
import type { DealResult } from '../../lib/calculators/deal-analyser/deal-analyser.ts';
import type { ValueState } from '../../lib/calculators/url-state.ts';
import type { DealSchema } from './deal-schema.ts';
import { formatPercent, formatPercentValue, formatWholePounds } from '../../lib/money/format.ts';
import { BUYER_OPTIONS, REGION_OPTIONS } from '../shared/StampDutyFields.tsx';

type Values = ValueState<DealSchema>;

const offer = (p: number | null) => (p === null ? 'No target set' : Number.isFinite(p) ? formatWholePounds(p) : 'No limit');

export function inputRows(v: Values): { label: string; value: string }[] {
  return [
    { label: 'Purchase price', value: formatWholePounds(v.price) },
    { label: 'Location', value: REGION_OPTIONS.find((o) => o.value === v.region)?.label ?? v.region },
    { label: 'Buyer', value: BUYER_OPTIONS.find((o) => o.value === v.buyer)?.label ?? v.buyer },
    { label: 'Completion date', value: v.date.toISOString().slice(0, 10) },
    { label: 'Legal fees', value: formatWholePounds(v.legal) },
    { label: 'Survey', value: formatWholePounds(v.survey) },
    { label: 'Refurbishment', value: formatWholePounds(v.refurb) },
    { label: 'Deposit', value: formatPercent(v.deposit) },
    { label: 'Mortgage rate', value: formatPercent(v.rate) },
    { label: 'Mortgage type', value: v.type },
    { label: 'Mortgage term (years)', value: String(v.term) },
    { label: 'Lender fee', value: formatWholePounds(v.fee) },
    { label: 'Monthly rent', value: formatWholePounds(v.rent) },
    { label: 'Voids', value: formatPercent(v.voids) },
    { label: 'Management fee', value: formatPercent(v.mgmt) },
    { label: 'Maintenance', value: formatPercent(v.maint) },
    { label: 'Other costs per year', value: formatWholePounds(v.fixed) },
    { label: 'Target gross yield', value: v.tYield === null ? 'Not set' : formatPercent(v.tYield) },
    { label: 'Target monthly cash flow', value: v.tCash === null ? 'Not set' : formatWholePounds(v.tCash) },
    { label: 'Target cash-on-cash return', value: v.tCoc === null ? 'Not set' : formatPercent(v.tCoc) },
    { label: 'Owner', value: v.owner === 'company' ? 'Limited company' : 'Individual' },
    ...(v.owner === 'company'
      ? []
      : [
          { label: 'Other taxable income', value: formatWholePounds(v.income) },
          { label: 'Tax year', value: v.year },
        ]),
  ];
}

export function resultRows(r: DealResult, tax: DealAfterTax | null = null): { label: string; value: string }[] {
  return [
    { label: 'Stamp duty', value: formatWholePounds(r.stampDuty) },
    { label: 'Total cost', value: formatWholePounds(r.totalCost) },
    { label: 'Cash invested', value: formatWholePounds(r.cashInvested) },
    { label: 'Loan', value: formatWholePounds(r.loan) },
    { label: 'Monthly mortgage', value: formatWholePounds(r.monthlyMortgage) },
    { label: 'Gross yield', value: formatPercentValue(r.grossYieldPercent) },
    { label: 'Net yield', value: formatPercentValue(r.netYieldPercent) },
    { label: 'Monthly cash flow', value: formatWholePounds(r.monthlyCashFlow) },
    { label: 'Annual cash flow', value: formatWholePounds(r.annualCashFlow) },
    { label: 'Cash-on-cash return', value: formatPercentValue(r.cashOnCashPercent) },
    { label: 'ROI incl. capital repaid', value: formatPercentValue(r.roiPercent) },
    { label: 'Max offer for target yield', value: offer(r.maxOfferForYield) },
    { label: 'Max offer for target returns', value: offer(r.maxOfferForReturns) },
    ...(tax
      ? [
          { label: tax.owner === 'company' ? 'Corporation Tax' : 'Income tax on the rental', value: formatWholePounds(tax.tax) },
          { label: 'Annual cash flow after tax', value: formatWholePounds(tax.annualCashFlowAfterTax) },
          {
            label: 'Effective tax rate',
            value: tax.effectiveTaxRatePercent === null ? 'n/a' : formatPercentValue(tax.effectiveTaxRatePercent),
          },
        ]
      : []),
  ];
}
