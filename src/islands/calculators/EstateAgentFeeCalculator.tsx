/** Estate agent fee (percentage or fixed, with VAT): inputs in the URL, figures from lib/calculators/estate-agent-fee. */
import { calculateEstateAgentFee } from '../../lib/calculators/estate-agent-fee/estate-agent-fee.ts';
import { AGENT_FEE_SCHEMA, toAgentFeeInput } from '../../lib/calculators/estate-agent-fee/inputs.ts';
import { formatPercent, formatPercentValue, formatPounds } from '../../lib/money/format.ts';
import { useUrlState } from '../shared/useUrlState.ts';
import { MoneyInput } from '../shared/MoneyInput.tsx';
import { PercentInput } from '../shared/PercentInput.tsx';
import { Select } from '../shared/Select.tsx';
import { Checkbox } from '../shared/Checkbox.tsx';
import { FixInputsNotice, ResultCard, ResultsPanel } from '../shared/ResultCard.tsx';
import { BreakdownTable } from '../shared/BreakdownTable.tsx';
import { BarChart } from '../shared/BarChart.tsx';
import { ShareLink } from '../shared/ShareLink.tsx';

export default function EstateAgentFeeCalculator() {
  const { raw, set, parsed, errors } = useUrlState(AGENT_FEE_SCHEMA);
  const result = parsed.ok ? calculateEstateAgentFee(toAgentFeeInput(parsed.value)) : null;
  const percentage = raw.type !== 'fixed';

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 md:grid-cols-2">
      <form className="flex flex-col gap-5" onSubmit={(e) => e.preventDefault()} aria-label="Estate agent fee inputs">
        <MoneyInput label="Sale price" value={raw.price} onChange={(v) => set('price', v)} error={errors.price} />
        <Select
          label="How the agent charges"
          value={raw.type}
          onChange={(v) => set('type', v)}
          error={errors.type}
          options={[
            { value: 'percentage', label: 'A percentage of the sale price' },
            { value: 'fixed', label: 'A fixed fee' },
          ]}
        />
        {percentage ? (
          <PercentInput label="Fee rate" value={raw.rate} onChange={(v) => set('rate', v)} error={errors.rate} />
        ) : (
          <MoneyInput label="Fixed fee" value={raw.fixed} onChange={(v) => set('fixed', v)} error={errors.fixed} />
        )}
        <Checkbox label="The agent charges VAT" value={raw.vat} onChange={(v) => set('vat', v)} />
        <Checkbox
          label="The quoted fee already includes VAT"
          value={raw.incVat}
          onChange={(v) => set('incVat', v)}
          disabled={raw.vat !== '1'}
        />
        <MoneyInput
          label="Other selling costs"
          hint="Solicitor, EPC, removals."
          value={raw.other}
          onChange={(v) => set('other', v)}
          error={errors.other}
        />
        <MoneyInput label="Mortgage to repay" value={raw.mortgage} onChange={(v) => set('mortgage', v)} error={errors.mortgage} />
      </form>

      <ResultsPanel label="Your estate agent fee">
        {!parsed.ok && <FixInputsNotice />}
        {result && !result.ok && <FixInputsNotice message={result.error} />}
        {result?.ok && (
          <>
            <ResultCard
              emphasis
              testId="agent-fee-total"
              label="Agent's fee including VAT"
              value={formatPounds(result.value.feeIncVatPence)}
              detail={`${formatPercentValue(result.value.effectiveRateBps / 100)} of the sale price`}
            />
            <ResultCard
              label="Fee before VAT"
              value={formatPounds(result.value.feeExVatPence)}
              detail={`VAT ${formatPounds(result.value.vatPence)}`}
            />
            <ResultCard
              label="What you keep"
              value={formatPounds(result.value.proceedsPence)}
              detail="After the fee, other costs and the mortgage"
            />
            <ShareLink />
          </>
        )}
      </ResultsPanel>

      {result?.ok && parsed.ok && (
        <div className="md:col-span-2">
          <BreakdownTable
            testId="agent-fee-breakdown"
            caption="How the figures are worked out"
            columns={[
              { key: 'step', label: 'Step' },
              { key: 'amount', label: 'Amount', numeric: true },
            ]}
            rows={[
              { step: 'Sale price', amount: formatPounds(parsed.value.price) },
              { step: 'Agent fee before VAT', amount: formatPounds(-result.value.feeExVatPence) },
              {
                step: `VAT at ${formatPercent(parsed.value.vat ? result.value.vatRate.standardRateBps : 0)}`,
                amount: formatPounds(-result.value.vatPence),
              },
              { step: 'Other selling costs', amount: formatPounds(-parsed.value.other) },
              { step: 'Mortgage repaid', amount: formatPounds(-parsed.value.mortgage) },
            ]}
            total={{ step: 'What you keep', amount: formatPounds(result.value.proceedsPence) }}
          />
          <BarChart
            title="Fee at other percentage rates"
            desc={`Bar chart of the fee including VAT on ${formatPounds(parsed.value.price)} at a range of percentage rates.`}
            categories={result.value.comparison.map((c) => formatPercent(c.rateBps))}
            series={[{ name: 'Fee including VAT', values: result.value.comparison.map((c) => c.feeIncVatPence) }]}
            pence
          />
        </div>
      )}
    </div>
  );
}
