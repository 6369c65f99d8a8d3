/** Capital gains tax on selling a UK residential property: inputs in the URL, figures from lib/tax/cgt.ts. */
import { calculateCgt } from '../../lib/tax/cgt.ts';
import { CGT_SCHEMA, toCgtInput } from '../../lib/calculators/capital-gains-tax/inputs.ts';
import { formatLongDate } from '../../lib/format/date.ts';
import { formatPercent, formatPounds } from '../../lib/money/format.ts';
import { useUrlState } from '../shared/useUrlState.ts';
import { MoneyInput } from '../shared/MoneyInput.tsx';
import { PercentInput } from '../shared/PercentInput.tsx';
import { NumberInput } from '../shared/NumberInput.tsx';
import { DateInput } from '../shared/DateInput.tsx';
import { FixInputsNotice, ResultCard, ResultsPanel } from '../shared/ResultCard.tsx';
import { BreakdownTable } from '../shared/BreakdownTable.tsx';
import { BarChart } from '../shared/BarChart.tsx';
import { ShareLink } from '../shared/ShareLink.tsx';

export default function CapitalGainsTaxCalculator() {
  const { raw, set, parsed, errors } = useUrlState(CGT_SCHEMA);
  const input = parsed.ok ? toCgtInput(parsed.value) : null;
  const result = input ? calculateCgt(input) : null;

  return (
    <div className="grid gap-8 md:grid-cols-2">
      <form className="flex flex-col gap-5" onSubmit={(e) => e.preventDefault()} aria-label="Capital gains tax inputs">
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold text-ink">Buying</legend>
          <MoneyInput label="Purchase price" value={raw.purchase} onChange={(v) => set('purchase', v)} error={errors.purchase} />
          <MoneyInput
            label="Buying costs"
            hint="Stamp duty, solicitor and survey fees."
            value={raw.buyCosts}
            onChange={(v) => set('buyCosts', v)}
            error={errors.buyCosts}
          />
          <MoneyInput
            label="Improvement costs"
            hint="Extensions and renovations, not repairs or upkeep."
            value={raw.improve}
            onChange={(v) => set('improve', v)}
            error={errors.improve}
          />
          <DateInput label="Date you bought it" value={raw.bought} onChange={(v) => set('bought', v)} error={errors.bought} />
        </fieldset>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold text-ink">Selling</legend>
          <MoneyInput label="Sale price" value={raw.sale} onChange={(v) => set('sale', v)} error={errors.sale} />
          <MoneyInput
            label="Selling costs"
            hint="Estate agent and solicitor fees."
            value={raw.sellCosts}
            onChange={(v) => set('sellCosts', v)}
            error={errors.sellCosts}
          />
          <DateInput
            label="Date contracts were exchanged"
            hint="This decides the tax year."
            value={raw.sold}
            onChange={(v) => set('sold', v)}
            error={errors.sold}
          />
          <DateInput
            label="Completion date"
            hint="The 60-day deadline to report and pay runs from completion."
            value={raw.completed}
            onChange={(v) => set('completed', v)}
            error={errors.completed}
          />
        </fieldset>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold text-ink">You</legend>
          <PercentInput
            label="Your share of the property"
            value={raw.share}
            onChange={(v) => set('share', v)}
            error={errors.share}
          />
          <MoneyInput
            label="Your income for the tax year"
            hint="Before tax and the personal allowance: salary, rent, pension and so on."
            value={raw.income}
            onChange={(v) => set('income', v)}
            error={errors.income}
          />
          <NumberInput
            label="Months it was your main home"
            unit="months"
            value={raw.lived}
            onChange={(v) => set('lived', v)}
            error={errors.lived}
          />
          <MoneyInput
            label="Capital losses brought forward"
            value={raw.losses}
            onChange={(v) => set('losses', v)}
            error={errors.losses}
          />
          <MoneyInput
            label="Annual exempt amount already used this tax year"
            value={raw.aeaUsed}
            onChange={(v) => set('aeaUsed', v)}
            error={errors.aeaUsed}
          />
        </fieldset>
      </form>

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
              detail={result.value.yourGainPence > 0 ? `${formatPercent(result.value.effectiveRateBps)} of your gain` : undefined}
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
            {result.value.notes.length > 0 && (
              <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
                {result.value.notes.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            )}
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
