/** Rent or buy: wealth of a buyer and a renter year by year, with stamp duty from the engine. */
import { calculateRentVsBuy } from '../../lib/calculators/rent-vs-buy/rent-vs-buy.ts';
import { boolField, enumField, intField, moneyField, percentField } from '../../lib/calculators/url-state.ts';
import { tryCalculateStampDuty } from '../../lib/tax/stamp-duty.ts';
import {
  BreakdownTable,
  Checkbox,
  FixInputsNotice,
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
import { gbp, gbpp } from '../deals/format.ts';
import { REGION_OPTIONS } from '../deals/StampDutyFields.tsx';

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
  const { raw, set, parsed, errors } = useUrlState(schema);
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
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
      <form className="flex flex-col gap-4" onSubmit={(e) => e.preventDefault()} aria-label="Renting and buying">
        <fieldset className="flex flex-col gap-4 rounded-lg border border-gray-200 p-4">
          <legend className="px-1 font-semibold text-ink">Buying</legend>
          <MoneyInput
            label="Property price"
            name="price"
            value={raw.price}
            onChange={(v) => set('price', v)}
            error={errors.price}
          />
          <MoneyInput
            label="Deposit"
            name="deposit"
            value={raw.deposit}
            onChange={(v) => set('deposit', v)}
            error={errors.deposit}
          />
          <Select
            label="Where is the property?"
            name="region"
            value={raw.region}
            onChange={(v) => set('region', v)}
            options={REGION_OPTIONS}
          />
          <Checkbox label="I am a first-time buyer" name="ftb" value={raw.ftb} onChange={(v) => set('ftb', v)} />
          <MoneyInput
            label="Legal, survey and mortgage fees"
            hint="Stamp duty is added for you."
            name="fees"
            value={raw.fees}
            onChange={(v) => set('fees', v)}
            error={errors.fees}
          />
          <PercentInput label="Mortgage rate" name="rate" value={raw.rate} onChange={(v) => set('rate', v)} error={errors.rate} />
          <NumberInput
            label="Mortgage term"
            unit="years"
            name="term"
            value={raw.term}
            onChange={(v) => set('term', v)}
            error={errors.term}
          />
          <PercentInput
            label="Maintenance and insurance per year"
            hint="Percentage of the home's value."
            name="upkeep"
            value={raw.upkeep}
            onChange={(v) => set('upkeep', v)}
            error={errors.upkeep}
          />
          <PercentInput
            label="House price growth per year"
            name="growth"
            value={raw.growth}
            onChange={(v) => set('growth', v)}
            error={errors.growth}
          />
          <PercentInput
            label="Selling costs"
            hint="Agent and legal fees if you sold."
            name="selling"
            value={raw.selling}
            onChange={(v) => set('selling', v)}
            error={errors.selling}
          />
        </fieldset>
        <fieldset className="flex flex-col gap-4 rounded-lg border border-gray-200 p-4">
          <legend className="px-1 font-semibold text-ink">Renting</legend>
          <MoneyInput label="Monthly rent" name="rent" value={raw.rent} onChange={(v) => set('rent', v)} error={errors.rent} />
          <PercentInput
            label="Rent rise per year"
            name="rentGrowth"
            value={raw.rentGrowth}
            onChange={(v) => set('rentGrowth', v)}
            error={errors.rentGrowth}
          />
          <PercentInput
            label="Return on savings and investments per year"
            hint="What the deposit would earn if you rented instead, after tax."
            name="invest"
            value={raw.invest}
            onChange={(v) => set('invest', v)}
            error={errors.invest}
          />
        </fieldset>
        <NumberInput
          label="Compare over"
          unit="years"
          name="years"
          value={raw.years}
          onChange={(v) => set('years', v)}
          error={errors.years}
        />
      </form>
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
              value={gbp(Math.abs(result.value.differenceAtEnd))}
              emphasis
              testId="difference"
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <ResultCard
                label="Buying starts to pay off"
                value={result.value.breakEvenYear === null ? 'Not within this period' : `In year ${result.value.breakEvenYear}`}
                testId="break-even"
              />
              <ResultCard label="Monthly mortgage payment" value={gbpp(result.value.monthlyMortgage)} />
              {duty?.ok && <ResultCard label={`${duty.value.taxName} on the purchase`} value={gbp(duty.value.totalPence)} />}
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
                  value: gbp(y.homeValue),
                  balance: gbp(y.mortgageBalance),
                  buyer: gbp(y.buyerWealth),
                  renter: gbp(y.renterWealth),
                }))}
              />
            </details>
            <ShareLink />
          </>
        )}
      </ResultsPanel>
    </div>
  );
}
