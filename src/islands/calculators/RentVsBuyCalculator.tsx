/** Rent or buy: wealth of a buyer and a renter year by year, with stamp duty from the engine. */
import { calculateRentVsBuy } from '../../lib/calculators/rent-vs-buy/rent-vs-buy.ts';
import { boolField, enumField, intField, moneyField, percentField } from '../../lib/calculators/url-state.ts';
import { tryCalculateStampDuty } from '../../lib/tax/stamp-duty.ts';
import {
  BreakdownTable,
  CalculatorGrid,
  Checkbox,
  FieldGroup,
  FixInputsNotice,
  InputsForm,
  LineChart,
  MoneyInput,
  NumberInput,
  PercentInput,
  ResultCard,
  ResultsPanel,
  Select,
  ShareLink,
  useUrlState,
} from '../shared/index.ts';
import { formatPoundsAndPence, formatWholePounds } from '../../lib/money/format.ts';
import { REGION_OPTIONS } from '../shared/StampDutyFields.tsx';

const schema = {
  price: moneyField({ default: 300_000_00 }),
  deposit: moneyField({ default: 30_000_00 }),
  region: enumField(['england-ni', 'scotland', 'wales'] as const, 'england-ni'),
  ftb: boolField(true),
  fees: moneyField({ default: 2_500_00 }),
  rate: percentField({ default: 450, max: 30 }),
  term: intField({ default: 25, min: 1, max: 40 }),
  upkeep: percentField({ default: 100, max: 20 }),
  growth: percentField({ default: 300, max: 20 }),
  selling: percentField({ default: 200, max: 20 }),
  rent: moneyField({ default: 1_300_00 }),
  rentGrowth: percentField({ default: 300, max: 20 }),
  invest: percentField({ default: 400, max: 20 }),
  years: intField({ default: 10, min: 1, max: 40 }),
};

export default function RentVsBuyCalculator() {
  const { raw, parsed, field } = useUrlState(schema);
  const duty = parsed.ok
    ? tryCalculateStampDuty({
        price: parsed.value.price,
        region: parsed.value.region,
        buyerType: parsed.value.ftb ? 'first-time' : 'home-mover',
      })
    : null;
  const result =
    parsed.ok && duty?.ok
      ? calculateRentVsBuy({
          pricePence: parsed.value.price,
          depositPence: parsed.value.deposit,
          buyingCostsPence: duty.value.totalPence + parsed.value.fees,
          annualRatePercent: parsed.value.rate / 100,
          termYears: parsed.value.term,
          ownershipCostPercent: parsed.value.upkeep / 100,
          houseGrowthPercent: parsed.value.growth / 100,
          sellingCostPercent: parsed.value.selling / 100,
          monthlyRentPence: parsed.value.rent,
          rentGrowthPercent: parsed.value.rentGrowth / 100,
          investmentReturnPercent: parsed.value.invest / 100,
          years: parsed.value.years,
        })
      : duty && !duty.ok
        ? duty
        : null;
  return (
    <CalculatorGrid>
      <InputsForm label="Renting and buying">
        <FieldGroup legend="Buying">
          <MoneyInput label="Property price" {...field('price')} />
          <MoneyInput label="Deposit" {...field('deposit')} />
          <Select label="Where is the property?" {...field.control('region')} options={REGION_OPTIONS} />
          <Checkbox label="I am a first-time buyer" {...field.control('ftb')} />
          <MoneyInput label="Legal, survey and mortgage fees" hint="Stamp duty is added for you." {...field('fees')} />
          <PercentInput label="Mortgage rate" {...field('rate')} />
          <NumberInput label="Mortgage term" unit="years" {...field('term')} />
          <PercentInput label="Maintenance and insurance per year" hint="Percentage of the home's value." {...field('upkeep')} />
          <PercentInput label="House price growth per year" {...field('growth')} />
          <PercentInput label="Selling costs" hint="Agent and legal fees if you sold." {...field('selling')} />
        </FieldGroup>
        <FieldGroup legend="Renting">
          <MoneyInput label="Monthly rent" {...field('rent')} />
          <PercentInput label="Rent rise per year" {...field('rentGrowth')} />
          <PercentInput
            label="Return on savings and investments per year"
            hint="What the deposit would earn if you rented instead, after tax."
            {...field('invest')}
          />
        </FieldGroup>
        <NumberInput label="Compare over" unit="years" {...field('years')} />
      </InputsForm>
      <ResultsPanel label="Renting compared with buying">
        {!result ? (
          <FixInputsNotice />
        ) : !result.ok ? (
          <FixInputsNotice message={result.error} />
        ) : (
          <>
            <ResultCard
              label={
                result.value.differenceAtEnd >= 0
                  ? `Buying leaves you better off after ${raw.years} years by`
                  : `Renting leaves you better off after ${raw.years} years by`
              }
              value={formatWholePounds(Math.abs(result.value.differenceAtEnd))}
              emphasis
              testId="difference"
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <ResultCard
                label="Buying starts to pay off"
                value={result.value.breakEvenYear === null ? 'Not within this period' : `In year ${result.value.breakEvenYear}`}
                testId="break-even"
              />
              <ResultCard label="Monthly mortgage payment" value={formatPoundsAndPence(result.value.monthlyMortgage)} />
              {duty?.ok && (
                <ResultCard label={`${duty.value.taxName} on the purchase`} value={formatWholePounds(duty.value.totalPence)} />
              )}
            </div>
            <LineChart
              title="Wealth from buying and from renting"
              desc="Each year: what the buyer would have after selling and repaying the mortgage, and what the renter's invested savings are worth."
              xLabel="Year"
              yLabel="Wealth"
              pence
              series={[
                { name: 'Buying', points: result.value.years.map((y) => ({ x: y.year, y: y.buyerWealth })) },
                { name: 'Renting', points: result.value.years.map((y) => ({ x: y.year, y: y.renterWealth })), dashed: true },
              ]}
            />
            <details>
              <summary className="cursor-pointer font-medium text-brand-700">Year-by-year figures</summary>
              <BreakdownTable
                caption="Buying and renting, year by year"
                columns={[
                  { key: 'year', label: 'Year' },
                  { key: 'value', label: 'Home value', numeric: true },
                  { key: 'balance', label: 'Mortgage left', numeric: true },
                  { key: 'buyer', label: 'Buyer wealth', numeric: true },
                  { key: 'renter', label: 'Renter wealth', numeric: true },
                ]}
                rows={result.value.years.map((y) => ({
                  year: y.year,
                  value: formatWholePounds(y.homeValue),
                  balance: formatWholePounds(y.mortgageBalance),
                  buyer: formatWholePounds(y.buyerWealth),
                  renter: formatWholePounds(y.renterWealth),
                }))}
              />
            </details>
            <ShareLink />
          </>
        )}
      </ResultsPanel>
    </CalculatorGrid>
  );
}
