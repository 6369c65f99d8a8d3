/**
 * Common lender practice on overpayments during a fixed or tracker deal: most UK lenders let borrowers overpay up
 * to 10% of the balance each year without an early repayment charge. This is lender practice, not regulation; the
 * mortgage offer is the authority. Source: MoneyHelper, "Should you overpay your mortgage?"
 * https://www.moneyhelper.org.uk/en/homes/buying-a-home/should-you-overpay-your-mortgage
 */
export const TYPICAL_PENALTY_FREE_OVERPAYMENT_PERCENT = 10;
export const OVERPAYMENT_SOURCE = {
  label: 'MoneyHelper: Should you overpay your mortgage?',
  url: 'https://www.moneyhelper.org.uk/en/homes/buying-a-home/should-you-overpay-your-mortgage',
};
