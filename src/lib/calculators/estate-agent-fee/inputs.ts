/** The estate agent fee calculator's inputs, as kept in the URL. */
import { boolField, enumField, moneyField, percentField, type ValueState } from '../url-state.ts';
import type { EstateAgentFeeInput } from './estate-agent-fee.ts';

export const AGENT_FEE_SCHEMA = {
  price: moneyField({ default: 300_000_00, min: 0 }),
  type: enumField(['percentage', 'fixed'] as const, 'percentage'),
  rate: percentField({ default: 120, max: 10 }),
  fixed: moneyField({ default: 1_500_00, min: 0 }),
  incVat: boolField(false),
  vat: boolField(true),
  other: moneyField({ default: 0, min: 0 }),
  mortgage: moneyField({ default: 0, min: 0 }),
};

export type AgentFeeValues = ValueState<typeof AGENT_FEE_SCHEMA>;

export function toAgentFeeInput(v: AgentFeeValues): EstateAgentFeeInput {
  return {
    salePrice: v.price,
    feeType: v.type,
    rateBps: v.rate,
    fixedFee: v.fixed,
    quoteIncludesVat: v.incVat,
    vatCharged: v.vat,
    otherCosts: v.other,
    mortgageToRepay: v.mortgage,
  };
}
