/** HMO: rent per room, bills, licensing and compliance, cash flow and yield. */
import { HMO_RULES } from '../../data/calculators/hmo-rules.ts';
import { calculateHmo } from '../../lib/calculators/hmo/hmo.ts';
import { intField, moneyField, percentField, type FieldSpec } from '../../lib/calculators/url-state.ts';
import { formatPercentValue, formatWholePounds, penceToPlain } from '../../lib/money/format.ts';
import { parseMoney } from '../../lib/money/parse.ts';
import { fail, ok } from '../../lib/result.ts';
import {
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

const DEFAULT_ROOMS = [650_00, 650_00, 600_00, 600_00, 550_00];

/** Rents per room as "650,650,600" (pounds) ⇄ pence. */
const roomsField: FieldSpec<number[]> = {
  defaultRaw: () => DEFAULT_ROOMS.map(penceToPlain).join(','),
  parse: (raw) => {
    const parts = raw.split(',');
    if (parts.length > 20) return fail('The calculator handles up to 20 rooms.');
    const out: number[] = [];
    for (const [i, p] of parts.entries()) {
      const r = parseMoney(p);
      if (!r.ok) return fail(`Room ${i + 1}: ${r.error}`);
      out.push(r.value);
    }
    return ok(out);
  },
};

const schema = {
  price: moneyField({ default: 300_000_00, min: 100 }),
  costs: moneyField({ default: 25_000_00 }),
  rooms: roomsField,
  occupancy: percentField({ default: 9500 }),
  bills: moneyField({ default: 550_00 }),
  mgmt: percentField({ default: 1500, max: 50 }),
  maint: percentField({ default: 500, max: 50 }),
  licence: moneyField({ default: 1_000_00 }),
  licenceYears: intField({ default: HMO_RULES.maxLicenceYears, min: 1, max: HMO_RULES.maxLicenceYears }),
  compliance: moneyField({ default: 600_00 }),
  eicr: moneyField({ default: 300_00 }),
  insurance: moneyField({ default: 900_00 }),
  loan: moneyField({ default: 225_000_00 }),
  rate: percentField({ default: 550, max: 30 }),
};

export default function HmoCalculator() {
  const { raw, set, parsed, errors, field } = useUrlState(schema);
  const roomRaw = raw.rooms.split(',');
  const setRoom = (i: number, value: string) =>
    set('rooms', roomRaw.map((r, j) => (j === i ? value.replace(/,/g, '') : r)).join(','));
  const setCount = (n: number) => {
    const next = roomRaw.slice(0, n);
    while (next.length < n) next.push(next[next.length - 1] ?? '500');
    set('rooms', next.join(','));
  };
  const result = parsed.ok
    ? calculateHmo({
        pricePence: parsed.value.price,
        purchaseCostsPence: parsed.value.costs,
        roomRentsPence: parsed.value.rooms,
        occupancyPercent: parsed.value.occupancy / 100,
        monthlyBillsPence: parsed.value.bills,
        managementPercent: parsed.value.mgmt / 100,
        maintenancePercent: parsed.value.maint / 100,
        licenceFeePence: parsed.value.licence,
        licenceYears: parsed.value.licenceYears,
        annualCompliancePence: parsed.value.compliance,
        electricalInspectionPence: parsed.value.eicr,
        insurancePence: parsed.value.insurance,
        loanPence: parsed.value.loan,
        annualRatePercent: parsed.value.rate / 100,
      })
    : null;
  return (
    <CalculatorGrid>
      <InputsForm label="HMO details">
        <MoneyInput label="Purchase price" {...field('price')} />
        <MoneyInput label="Stamp duty, fees, conversion and furnishing" {...field('costs')} />
        <FieldGroup legend="Rooms">
          <label className="flex flex-col gap-1 font-medium text-ink">
            Number of lettable rooms
            <select
              name="roomCount"
              className="block w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-base text-ink"
              value={roomRaw.length}
              onChange={(e) => setCount(Number(e.target.value))}
            >
              {Array.from({ length: 20 }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <div className="grid gap-3 sm:grid-cols-2">
            {roomRaw.map((r, i) => (
              <MoneyInput
                key={i}
                label={`Room ${i + 1} rent per month`}
                name={`room${i + 1}`}
                value={r}
                onChange={(x) => setRoom(i, x)}
              />
            ))}
          </div>
          {errors.rooms && <p className="text-sm font-medium text-error">{errors.rooms}</p>}
          <PercentInput label="Occupancy" {...field('occupancy')} />
        </FieldGroup>
        <FieldGroup legend="Running costs">
          <MoneyInput
            label="Bills per month"
            hint="Energy, water, broadband, council tax, TV licence, cleaning."
            {...field('bills')}
          />
          <PercentInput label="Management fee" {...field('mgmt')} />
          <PercentInput label="Repairs and maintenance" {...field('maint')} />
          <MoneyInput label="Landlord insurance per year" {...field('insurance')} />
        </FieldGroup>
        <FieldGroup legend="Licensing and compliance">
          <MoneyInput label="HMO licence fee" hint="Set by your council." {...field('licence')} />
          <NumberInput
            label="Licence length"
            unit="years"
            hint={`A licence lasts at most ${HMO_RULES.maxLicenceYears} years.`}
            {...field('licenceYears')}
          />
          <MoneyInput
            label="Yearly compliance"
            hint="Gas safety check, fire alarm and emergency lighting servicing, fire risk assessment."
            {...field('compliance')}
          />
          <MoneyInput
            label="Electrical inspection (EICR)"
            hint={`Needed at least every ${HMO_RULES.electricalInspectionEveryYears} years; spread over that period.`}
            {...field('eicr')}
          />
        </FieldGroup>
        <FieldGroup legend="Interest-only mortgage">
          <MoneyInput label="Mortgage" hint="0 for a cash purchase." {...field('loan')} />
          <PercentInput label="Mortgage rate" {...field('rate')} />
        </FieldGroup>
      </InputsForm>
      <ResultsPanel label="Your HMO returns">
        {!result ? (
          <FixInputsNotice />
        ) : !result.ok ? (
          <FixInputsNotice message={result.error} />
        ) : (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <ResultCard
                label="Monthly cash flow before tax"
                value={formatWholePounds(result.value.monthlyCashFlow)}
                emphasis
                testId="monthly-cash-flow"
              />
              <ResultCard
                label="Gross yield"
                value={formatPercentValue(result.value.grossYieldPercent)}
                emphasis
                testId="gross-yield"
              />
              <ResultCard label="Net yield" value={formatPercentValue(result.value.netYieldPercent)} />
              <ResultCard label="Cash-on-cash return" value={formatPercentValue(result.value.cashOnCashPercent)} />
            </div>
            {result.value.mandatoryLicenceLikely && (
              <p className="rounded-lg border border-warning-line bg-warning-surface p-3 text-sm text-ink">
                With {result.value.rooms} rooms let to {HMO_RULES.mandatoryLicenceOccupants} or more people from{' '}
                {HMO_RULES.mandatoryLicenceHouseholds} or more households, a mandatory HMO licence is needed in England. Councils
                can also require licences for smaller HMOs.
              </p>
            )}
            <BreakdownTable
              caption="Income and costs per year"
              columns={itemAmountColumns('Per year')}
              rows={[
                {
                  item: `Rent from ${result.value.rooms} rooms (full occupancy)`,
                  amount: formatWholePounds(result.value.fullRent),
                },
                { item: 'Rent collected at your occupancy', amount: formatWholePounds(result.value.rentCollected) },
                { item: 'Less bills', amount: formatWholePounds(-result.value.bills) },
                { item: 'Less management', amount: formatWholePounds(-result.value.management) },
                { item: 'Less repairs and maintenance', amount: formatWholePounds(-result.value.maintenance) },
                { item: 'Less licence (per year)', amount: formatWholePounds(-result.value.licencePerYear) },
                { item: 'Less compliance (per year)', amount: formatWholePounds(-result.value.compliance) },
                { item: 'Less insurance', amount: formatWholePounds(-result.value.insurance) },
                { item: 'Net income before mortgage', amount: formatWholePounds(result.value.netOperatingIncome) },
                { item: 'Less mortgage interest', amount: formatWholePounds(-result.value.mortgage) },
              ]}
              total={{ item: 'Cash flow before tax', amount: formatWholePounds(result.value.annualCashFlow) }}
            />
            <ShareLink />
          </>
        )}
      </ResultsPanel>
    </CalculatorGrid>
  );
}
