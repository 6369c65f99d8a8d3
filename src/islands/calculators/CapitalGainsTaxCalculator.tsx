/** Capital gains tax on selling a UK residential property: inputs in the URL, figures from lib/tax/cgt.ts. */
import { calculateCgt } from '../../lib/tax/cgt.ts';
import { CGT_SCHEMA, toCgtInput } from '../../lib/calculators/capital-gains-tax/inputs.ts';
import { formatLongDate } from '../../lib/format/date.ts';
import { formatPercent, formatPercentValue, formatPounds } from '../../lib/money/format.ts';
import {
  BarChart,
  BreakdownTable,
  DateInput,
  FieldGroup,
  FixInputsNotice,
  InputsForm,
  MoneyInput,
  NumberInput,
  PercentInput,
  ResultCard,
  ResultNotes,
  ResultsPanel,
  ShareLink,
  useUrlState,
} from '../shared/index.ts';

export default function CapitalGainsTaxCalculator() {
  const { parsed, field } = useUrlState(CGT_SCHEMA);
  const input = parsed.ok ? toCgtInput(parsed.value) : null;
  const result = input ? calculateCgt(input) : null;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 md:grid-cols-2">
      <InputsForm label="Capital gains tax inputs">
        <FieldGroup legend="Buying">
          <MoneyInput label="Purchase price" {...field('purchase')} />
          <MoneyInput label="Buying costs" hint="Stamp duty, solicitor and survey fees." {...field('buyCosts')} />
          <MoneyInput label="Improvement costs" hint="Extensions and renovations, not repairs or upkeep." {...field('improve')} />
          <DateInput label="Date you bought it" {...field('bought')} />
        </FieldGroup>
        <FieldGroup legend="Selling">
          <MoneyInput label="Sale price" {...field('sale')} />
          <MoneyInput label="Selling costs" hint="Estate agent and solicitor fees." {...field('sellCosts')} />
          <DateInput label="Date contracts were exchanged" hint="This decides the tax year." {...field('sold')} />
          <DateInput
            label="Completion date"
            hint="The 60-day deadline to report and pay runs from completion."
            {...field('completed')}
          />
        </FieldGroup>
        <FieldGroup legend="You">
          <PercentInput label="Your share of the property" {...field('share')} />
          <MoneyInput
            label="Your income for the tax year"
            hint="Before tax and the personal allowance: salary, rent, pension and so on."
            {...field('income')}
          />
          <NumberInput label="Months it was your main home" unit="months" {...field('lived')} />
          <NumberInput
            label="Months from moving out to the sale"
            hint="0 if it was your home until you sold. The final 9 months count as lived in, but only once."
            unit="months"
            {...field('movedOut')}
          />
          <MoneyInput label="Capital losses brought forward" {...field('losses')} />
          <MoneyInput label="Annual exempt amount already used this tax year" {...field('aeaUsed')} />
        </FieldGroup>
      </InputsForm>

      <ResultsPanel label="Your capital gains tax">
        {!parsed.ok && <FixInputsNotice />}
        {result && !result.ok && <FixInputsNotice message={result.error} />}
        {result?.ok && (
          <>
            <ResultCard
              emphasis
              testId="cgt-total"
              label={`Capital gains tax to pay (${result.value.taxYear})`}
              value={formatPounds(result.value.taxPence)}
              detail={
                result.value.yourGainPence > 0
                  ? `${formatPercentValue(result.value.effectiveRateBps / 100)} of your gain`
                  : undefined
              }
            />
            <ResultCard label="Taxable gain" value={formatPounds(result.value.taxableGainPence)} />
            <ResultCard
              label="Tax by rate"
              value={`${formatPounds(result.value.taxAtBasicPence)} + ${formatPounds(result.value.taxAtHigherPence)}`}
              detail={`${formatPercent(result.value.rules.basicRateBps)} on ${formatPounds(Math.min(result.value.taxableGainPence, result.value.basicRateBandLeftPence))} within your unused basic rate band, ${formatPercent(result.value.rules.higherRateBps)} on the rest`}
            />
            {result.value.reportByDate && (
              <ResultCard label="Report and pay by" value={formatLongDate(new Date(`${result.value.reportByDate}T00:00:00Z`))} />
            )}
            <ResultNotes notes={result.value.notes} />
            <ShareLink />
          </>
        )}
      </ResultsPanel>

      {result?.ok && (
        <div className="md:col-span-2">
          <BreakdownTable
            testId="cgt-breakdown"
            caption="How your capital gains tax is worked out"
            columns={[
              { key: 'step', label: 'Step' },
              { key: 'amount', label: 'Amount', numeric: true },
            ]}
            rows={[
              ...result.value.steps.map((s) => ({ step: s.label, amount: formatPounds(s.amountPence) })),
              {
                step: `Tax at ${formatPercent(result.value.rules.basicRateBps)}`,
                amount: formatPounds(result.value.taxAtBasicPence),
              },
              {
                step: `Tax at ${formatPercent(result.value.rules.higherRateBps)}`,
                amount: formatPounds(result.value.taxAtHigherPence),
              },
            ]}
            total={{ step: 'Capital gains tax', amount: formatPounds(result.value.taxPence) }}
          />
          <BarChart
            title="Where the sale price goes"
            desc="Bar chart comparing the sale price with costs, the gain and the tax."
            categories={['Sale price', 'Purchase and costs', 'Gain', 'Tax']}
            series={[
              {
                name: 'Amount',
                values: [
                  result.value.steps[0]!.amountPence,
                  result.value.steps[0]!.amountPence - result.value.gainPence,
                  result.value.gainPence,
                  result.value.taxPence,
                ],
              },
            ]}
            pence
          />
        </div>
      )}
    </div>
  );
}
