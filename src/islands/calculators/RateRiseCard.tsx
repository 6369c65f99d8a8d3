/**
 * The answer to "what if my rate goes up?" on the mortgage calculators: the payment at the higher rate
 * and the difference, from src/lib/calculators/mortgage-repayment/rate-rise.ts.
 */
import type { ReactNode } from 'react';
import { checkRateRise, type RateRise } from '../../lib/calculators/mortgage-repayment/rate-rise.ts';
import { bpsToPlain, formatPoundsAndPence } from '../../lib/money/format.ts';
import { Notice } from '../shared/Notice.tsx';
import { ResultCard } from '../shared/index.ts';

/** The field that asks for the rise (percentage points, in the URL as `rise`). */
export const RISE_HINT = 'Percentage points on top of your rate: 1 takes 5% to 6%. Try 1 or 2.';

/** "5.2%" for a rate worked out by adding a rise: shown as set, like the rates it came from. */
const rateText = (percent: number) => `${bpsToPlain(Math.round(percent * 100))}%`;

export interface RateRiseCardProps {
  /** Computes the rise once the rise itself is valid. */
  compute: (risePercent: number) => RateRise;
  risePercent: number;
  /** The rate the rise is added to, to check the result stays within 30%. */
  baseRatePercent: number;
  /** An extra sentence under the figure (e.g. against the monthly budget). */
  extra?: (rise: RateRise) => ReactNode;
}

export function RateRiseCard({ compute, risePercent, baseRatePercent, extra }: RateRiseCardProps) {
  const problem = checkRateRise(risePercent, baseRatePercent);
  if (problem) return <Notice tone="warning">{problem}</Notice>;
  const rise = compute(risePercent);
  const when = rise.appliesTo === 'after the initial period' ? 'After your initial deal, if rates' : 'If rates';
  const more = rise.difference === 0 ? 'no change' : `${formatPoundsAndPence(rise.difference)} more a month`;
  return (
    <ResultCard
      label={`${when} rise by ${rateText(rise.risePercent)}`}
      value={`${formatPoundsAndPence(rise.newPayment)} a month`}
      testId="rate-rise"
      detail={
        <>
          <span data-testid="rate-rise-difference">{more}</span> than {formatPoundsAndPence(rise.currentPayment)}, at{' '}
          {rateText(rise.newRatePercent)} instead of {rateText(rise.newRatePercent - rise.risePercent)}.
          {extra && <> {extra(rise)}</>}
        </>
      }
    />
  );
}
