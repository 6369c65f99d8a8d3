import { ageWords, periodWords } from '../../lib/data/figure-age.ts';
import { formatChange, priceChange } from '../../lib/data/price-change.ts';
import type { SeriesPoint } from '../../lib/data/types.ts';

/** "−1.1% over one year and −6.0% over five years to December 2012 (13 years old)", or what the series lacks. */
export function PriceChange({ series }: { series: readonly SeriesPoint[] }) {
  const change = priceChange(series);
  if (!change) return null;
  const parts = [
    change.oneYear !== null ? `${formatChange(change.oneYear)} over one year` : null,
    change.fiveYear !== null ? `${formatChange(change.fiveYear)} over five years` : null,
  ].filter(Boolean);
  const age = ageWords(change.latest, new Date().toISOString().slice(0, 10));
  return (
    <p className="mt-1 text-ink" data-price-change>
      {parts.length > 0
        ? `${parts.join(' and ')} to ${periodWords(change.latest)}`
        : `The data we hold ends in ${periodWords(change.latest)} without the year before it, so there is no change to show`}
      {age ? ` (${age})` : ''}.
    </p>
  );
}
