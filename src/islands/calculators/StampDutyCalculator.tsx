/** Stamp duty for England/NI (SDLT), Scotland (LBTT) and Wales (LTT): inputs in the URL, figures from lib/tax. */
import { tryCalculateStampDuty } from '../../lib/tax/stamp-duty.ts';
import { formatLongDate } from '../../lib/format/date.ts';
import { formatPercent, formatPercentValue, formatPounds } from '../../lib/money/format.ts';
import {
  BUYER_HINT,
  BUYER_LABELS,
  BUYER_TYPES,
  REGION_HINT,
  REGION_LABELS,
  REGIONS,
  STAMP_DUTY_SCHEMA,
  toStampDutyInput,
} from '../../lib/calculators/stamp-duty/inputs.ts';
import { compareBuyerTypes } from '../../lib/calculators/stamp-duty/buyer-comparison.ts';
import { useUrlState } from '../shared/useUrlState.ts';
import { MoneyInput } from '../shared/MoneyInput.tsx';
import { Select } from '../shared/Select.tsx';
import { Checkbox } from '../shared/Checkbox.tsx';
import { DateInput } from '../shared/DateInput.tsx';
import { FixInputsNotice, ResultCard, ResultNotes, ResultsPanel } from '../shared/ResultCard.tsx';
import { BreakdownTable } from '../shared/BreakdownTable.tsx';
import { ShareLink } from '../shared/ShareLink.tsx';
import { StampDutyBuyerTable } from './StampDutyBuyerTable.tsx';
import { StampDutyBands } from './StampDutyBands.tsx';

const isoToLong = (iso: string) => formatLongDate(new Date(`${iso}T00:00:00Z`));

export default function StampDutyCalculator() {
  const { raw, set, parsed, errors } = useUrlState(STAMP_DUTY_SCHEMA);
  const result = parsed.ok ? tryCalculateStampDuty(toStampDutyInput(parsed.value)) : null;
  const comparison =
    parsed.ok && result?.ok && parsed.value.buyer !== 'home-mover'
      ? tryCalculateStampDuty({ ...toStampDutyInput(parsed.value), buyerType: 'home-mover' })
      : null;
  const buyers =
    parsed.ok && result?.ok
      ? compareBuyerTypes({ price: parsed.value.price, region: parsed.value.region, completionDate: parsed.value.date })
      : null;
  const difference = result?.ok && comparison?.ok ? result.value.totalPence - comparison.value.totalPence : 0;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 md:grid-cols-2">
      <form className="flex flex-col gap-5" onSubmit={(e) => e.preventDefault()} aria-label="Stamp duty inputs">
        <MoneyInput label="Property price" value={raw.price} onChange={(v) => set('price', v)} error={errors.price} />
        <Select
          label="Where is the property?"
          value={raw.region}
          onChange={(v) => set('region', v)}
          error={errors.region}
          options={REGIONS.map((r) => ({ value: r, label: REGION_LABELS[r] }))}
          hint={REGION_HINT}
        />
        <Select
          label="Which describes your purchase?"
          value={raw.buyer}
          onChange={(v) => set('buyer', v)}
          error={errors.buyer}
          options={BUYER_TYPES.map((b) => ({ value: b, label: BUYER_LABELS[b] }))}
          hint={BUYER_HINT}
        />
        <Checkbox
          label="I am not a UK resident"
          value={raw.nonres}
          onChange={(v) => set('nonres', v)}
          hint="England and Northern Ireland only: a surcharge applies if you spent too few days in the UK in the year before buying (see the FAQ below)."
        />
        <DateInput
          label="Completion date"
          value={raw.date}
          onChange={(v) => set('date', v)}
          error={errors.date}
          hint="The rules in force on this date are used. Past dates show the rules then."
        />
      </form>

      <ResultsPanel label="Your stamp duty">
        {!parsed.ok && <FixInputsNotice />}
        {result && !result.ok && <FixInputsNotice message={result.error} />}
        {result?.ok && (
          <>
            <ResultCard
              emphasis
              testId="stamp-duty-total"
              label={`${result.value.taxName} to pay`}
              value={formatPounds(result.value.totalPence)}
              detail={`Effective rate ${formatPercentValue(result.value.effectiveRateBps / 100)} of the price`}
            />
            {comparison?.ok && difference !== 0 && (
              <ResultCard
                label={difference < 0 ? 'First-time buyer relief saves you' : 'Extra for an additional property'}
                value={formatPounds(Math.abs(difference))}
                detail={`Compared with ${formatPounds(comparison.value.totalPence)} for a home mover`}
              />
            )}
            <ResultNotes notes={result.value.notes} />
            <p className="text-sm text-ink-muted">
              Rules in force from {isoToLong(result.value.rulesInForce.effectiveFrom)}
              {result.value.rulesInForce.effectiveTo ? ` to ${isoToLong(result.value.rulesInForce.effectiveTo)}` : ''}.
            </p>
            <ShareLink />
          </>
        )}
      </ResultsPanel>

      {result?.ok && (
        <div className="flex flex-col gap-8 md:col-span-2">
          {buyers?.ok && parsed.ok && (
            <StampDutyBuyerTable
              comparison={buyers.value}
              chosenBuyer={parsed.value.buyer}
              chosenNonResident={parsed.value.nonres}
            />
          )}
          <BreakdownTable
            testId="stamp-duty-breakdown"
            caption={`How your ${result.value.tax} is worked out`}
            columns={[
              { key: 'band', label: 'Band' },
              { key: 'taxable', label: 'Amount taxed', numeric: true },
              { key: 'rate', label: 'Rate', numeric: true },
              { key: 'tax', label: 'Tax', numeric: true },
            ]}
            rows={[
              ...result.value.bands.map((b) => ({
                band: b.label,
                taxable: formatPounds(b.taxablePence),
                rate: formatPercent(b.rateBps),
                tax: formatPounds(b.taxPence),
              })),
              ...(result.value.roundingAdjustmentPence !== 0
                ? [
                    {
                      band: 'Rounded down to the whole pound',
                      taxable: '',
                      rate: '',
                      tax: formatPounds(result.value.roundingAdjustmentPence),
                    },
                  ]
                : []),
            ]}
            total={{
              band: 'Total',
              taxable: formatPounds(parsed.ok ? parsed.value.price : 0),
              rate: formatPercentValue(result.value.effectiveRateBps / 100),
              tax: formatPounds(result.value.totalPence),
            }}
          />
          <StampDutyBands
            tax={result.value.tax}
            pricePence={parsed.ok ? parsed.value.price : 0}
            lines={result.value.bands}
            totalPence={result.value.totalPence}
          />
        </div>
      )}
    </div>
  );
}
