/** The analyser's inputs and results as labelled, formatted rows (for saving and the Notion export). */
import type { DealResult } from '../../lib/calculators/deal-analyser/deal-analyser.ts';
import type { ValueState } from '../../lib/calculators/url-state.ts';
import type { DealSchema } from './deal-schema.ts';
import { gbp, pct } from './format.ts';
import { BUYER_OPTIONS, REGION_OPTIONS } from './StampDutyFields.tsx';

type Values = ValueState<DealSchema>;

const offer = (p: number | null) => (p === null ? 'No target set' : Number.isFinite(p) ? gbp(p) : 'No limit');

export function inputRows(v: Values): { label: string; value: string }[] {
  return [
    { label: 'Purchase price', value: gbp(v.price) },
    { label: 'Location', value: REGION_OPTIONS.find((o) => o.value === v.region)?.label ?? v.region },
    { label: 'Buyer', value: BUYER_OPTIONS.find((o) => o.value === v.buyer)?.label ?? v.buyer },
    { label: 'Completion date', value: v.date.toISOString().slice(0, 10) },
    { label: 'Legal fees', value: gbp(v.legal) },
    { label: 'Survey', value: gbp(v.survey) },
    { label: 'Refurbishment', value: gbp(v.refurb) },
    { label: 'Deposit', value: pct(v.deposit / 100) },
    { label: 'Mortgage rate', value: pct(v.rate / 100) },
    { label: 'Mortgage type', value: v.type },
    { label: 'Mortgage term (years)', value: String(v.term) },
    { label: 'Lender fee', value: gbp(v.fee) },
    { label: 'Monthly rent', value: gbp(v.rent) },
    { label: 'Voids', value: pct(v.voids / 100) },
    { label: 'Management fee', value: pct(v.mgmt / 100) },
    { label: 'Maintenance', value: pct(v.maint / 100) },
    { label: 'Other costs per year', value: gbp(v.fixed) },
    { label: 'Target gross yield', value: v.tYield === null ? 'Not set' : pct(v.tYield / 100) },
    { label: 'Target monthly cash flow', value: v.tCash === null ? 'Not set' : gbp(v.tCash) },
    { label: 'Target cash-on-cash return', value: v.tCoc === null ? 'Not set' : pct(v.tCoc / 100) },
  ];
}

export function resultRows(r: DealResult): { label: string; value: string }[] {
  return [
    { label: 'Stamp duty', value: gbp(r.stampDuty) },
    { label: 'Total cost', value: gbp(r.totalCost) },
    { label: 'Cash invested', value: gbp(r.cashInvested) },
    { label: 'Loan', value: gbp(r.loan) },
    { label: 'Monthly mortgage', value: gbp(r.monthlyMortgage) },
    { label: 'Gross yield', value: pct(r.grossYieldPercent) },
    { label: 'Net yield', value: pct(r.netYieldPercent) },
    { label: 'Monthly cash flow', value: gbp(r.monthlyCashFlow) },
    { label: 'Annual cash flow', value: gbp(r.annualCashFlow) },
    { label: 'Cash-on-cash return', value: pct(r.cashOnCashPercent) },
    { label: 'ROI incl. capital repaid', value: pct(r.roiPercent) },
    { label: 'Max offer for target yield', value: offer(r.maxOfferForYield) },
    { label: 'Max offer for target returns', value: offer(r.maxOfferForReturns) },
  ];
}
