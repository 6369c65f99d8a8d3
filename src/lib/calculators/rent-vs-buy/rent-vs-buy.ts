import { monthlyInterestPence, monthlyPaymentPence } from '../mortgage-repayment/amortisation.ts';
import { checkPence, checkPercent, checkWhole, firstError } from '../mortgage-repayment/checks.ts';
import { fail, ok, type CalcResult } from '../mortgage-repayment/result.ts';

export interface RentVsBuyInput {
  pricePence: number;
  depositPence: number;
  /** Stamp duty, legal, survey and other buying costs, pence. */
  buyingCostsPence: number;
  annualRatePercent: number;
  termYears: number;
  /** Maintenance, insurance and service charges per year as a percentage of the home's value. */
  ownershipCostPercent: number;
  houseGrowthPercent: number;
  /** Estate agent and legal costs on selling at the end, percent of the sale price. */
  sellingCostPercent: number;
  monthlyRentPence: number;
  rentGrowthPercent: number;
  /** Yearly return on money invested instead (deposit, costs and any monthly saving), after tax. */
  investmentReturnPercent: number;
  years: number;
}

export interface RentVsBuyYear {
  year: number;
  /** Buyer's wealth if the home were sold at the year end: value − selling costs − mortgage + buyer's investments. */
  buyerWealth: number;
  /** Renter's investments. */
  renterWealth: number;
  homeValue: number;
  mortgageBalance: number;
  rentPaid: number;
  ownerCostsPaid: number;
}

export interface RentVsBuyResult {
  years: RentVsBuyYear[];
  /** First year in which buying leaves you better off, or null if not within the horizon. */
  breakEvenYear: number | null;
  /** Buyer's minus renter's wealth at the horizon. */
  differenceAtEnd: number;
  monthlyMortgage: number;
}

/**
 * Compares the wealth of a buyer and a renter who start with the same cash (deposit + buying costs) and spend the
 * same each month. The renter invests the starting cash; each month whoever pays less for housing invests the
 * difference at the investment return. The buyer's home grows at the house-price growth rate; rent grows yearly.
 * All growth is compounded monthly at (1 + annual)^(1/12) − 1; amounts are rounded to the penny each month.
 */
export function calculateRentVsBuy(input: RentVsBuyInput): CalcResult<RentVsBuyResult> {
  const error = firstError(
    checkPence(input.pricePence, 'The property price', 100),
    checkPence(input.depositPence, 'The deposit'),
    input.depositPence > input.pricePence ? 'The deposit cannot be more than the price.' : null,
    checkPence(input.buyingCostsPence, 'Buying costs'),
    checkPercent(input.annualRatePercent, 'The mortgage rate', 0, 30),
    checkWhole(input.termYears, 'The mortgage term', 1, 40),
    checkPercent(input.ownershipCostPercent, 'Ownership costs', 0, 20),
    checkPercent(input.houseGrowthPercent, 'House price growth', -20, 20),
    checkPercent(input.sellingCostPercent, 'Selling costs', 0, 20),
    checkPence(input.monthlyRentPence, 'Monthly rent'),
    checkPercent(input.rentGrowthPercent, 'Rent growth', -20, 20),
    checkPercent(input.investmentReturnPercent, 'Investment return', -20, 20),
    checkWhole(input.years, 'The number of years', 1, 40),
  );
  if (error) return fail(error);
  const monthly = (annual: number) => Math.pow(1 + annual / 100, 1 / 12) - 1;
  const gHouse = monthly(input.houseGrowthPercent);
  const gInvest = monthly(input.investmentReturnPercent);
  const loan = input.pricePence - input.depositPence;
  const termMonths = input.termYears * 12;
  const payment = monthlyPaymentPence(loan, input.annualRatePercent, termMonths);

  let homeValue = input.pricePence;
  let balance = loan;
  let rent = input.monthlyRentPence;
  let renterPot = input.depositPence + input.buyingCostsPence;
  let buyerPot = 0;
  let rentPaid = 0;
  let ownerCostsPaid = 0;
  const years: RentVsBuyYear[] = [];
  for (let month = 1; month <= input.years * 12; month++) {
    if (month > 1 && (month - 1) % 12 === 0) rent = Math.round(rent * (1 + input.rentGrowthPercent / 100));
    let mortgage = 0;
    if (balance > 0 && month <= termMonths) {
      const interest = monthlyInterestPence(balance, input.annualRatePercent);
      mortgage = month === termMonths ? balance + interest : Math.min(payment, balance + interest);
      balance = balance + interest - mortgage;
    }
    const upkeep = Math.round((homeValue * input.ownershipCostPercent) / 100 / 12);
    const ownerCost = mortgage + upkeep;
    renterPot = Math.round(renterPot * (1 + gInvest)) + Math.max(0, ownerCost - rent);
    buyerPot = Math.round(buyerPot * (1 + gInvest)) + Math.max(0, rent - ownerCost);
    homeValue = Math.round(homeValue * (1 + gHouse));
    rentPaid += rent;
    ownerCostsPaid += ownerCost;
    if (month % 12 === 0) {
      const net = Math.round(homeValue * (1 - input.sellingCostPercent / 100)) - balance;
      years.push({
        year: month / 12,
        buyerWealth: net + buyerPot,
        renterWealth: renterPot,
        homeValue,
        mortgageBalance: balance,
        rentPaid,
        ownerCostsPaid,
      });
    }
  }
  const be = years.find((y) => y.buyerWealth >= y.renterWealth);
  const last = years[years.length - 1]!;
  return ok({
    years,
    breakEvenYear: be ? be.year : null,
    differenceAtEnd: last.buyerWealth - last.renterWealth,
    monthlyMortgage: payment,
  });
}
