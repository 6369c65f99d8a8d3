import type { TaxLine } from '../../lib/tax/stamp-duty-types.ts';
import { formatPercent, formatPounds } from '../../lib/money/format.ts';

/** Shades from light to dark as the rate rises: the share of the price taxed hardest reads darkest. */
const SHADES = ['#ede9fe', '#c4b5fd', '#7c3aed', '#6d28d9', '#4c1d95', '#2e1065'];
const textOn = (i: number) => (i >= 2 ? '#ffffff' : '#111827');

export interface StampDutyBandsProps {
  tax: string;
  pricePence: number;
  lines: readonly TaxLine[];
  totalPence: number;
}

/**
 * Where the price falls in the bands: the price as one bar split into the slice taxed at each
 * rate (labelled with the rate and the pounds in it), then one row per band with its range, the
 * part of the price in it and the tax it adds. A supplement on the whole price (Scotland's ADS)
 * is a row of its own.
 */
export function StampDutyBands({ tax, pricePence, lines, totalPence }: StampDutyBandsProps) {
  const bands = lines.filter((l) => l.kind === 'band' && l.taxablePence > 0);
  const supplements = lines.filter((l) => l.kind === 'supplement');
  if (pricePence <= 0 || bands.length === 0) return null;
  const top = bands.at(-1)!;
  return (
    <figure className="mt-6" data-chart="band-breakdown">
      <figcaption className="font-semibold text-ink" data-band-summary>
        Where {formatPounds(pricePence)} falls: the top {formatPounds(top.taxablePence)} is in the {formatPercent(top.rateBps)}{' '}
        band
      </figcaption>
      <div className="mt-3 flex h-10 w-full overflow-hidden rounded-lg border border-line" aria-hidden="true">
        {bands.map((b, i) => (
          <div
            key={b.label}
            className="flex min-w-0 items-center justify-center overflow-hidden text-xs font-semibold whitespace-nowrap"
            style={{
              width: `${(b.taxablePence / pricePence) * 100}%`,
              background: SHADES[Math.min(i, SHADES.length - 1)],
              color: textOn(i),
            }}
            title={`${formatPounds(b.taxablePence)} at ${formatPercent(b.rateBps)}`}
          >
            {b.taxablePence / pricePence > 0.12 ? formatPercent(b.rateBps) : ''}
          </div>
        ))}
      </div>
      <div className="mt-1 flex justify-between text-xs text-ink-muted" aria-hidden="true">
        <span>£0</span>
        <span>{formatPounds(pricePence)}</span>
      </div>
      <ol className="mt-4 space-y-2 text-sm" data-band-rows>
        {bands.map((b, i) => (
          <li key={b.label} className="grid grid-cols-[1rem_minmax(0,1fr)_auto] items-start gap-x-3" data-band-row={b.rateBps}>
            <span
              className="mt-1 size-3 rounded-sm border border-line"
              style={{ background: SHADES[Math.min(i, SHADES.length - 1)] }}
              aria-hidden="true"
            />
            <span className="min-w-0 text-ink">
              {b.label}
              <span className="block text-ink-muted">
                {formatPounds(b.taxablePence)} of the price {b === top ? '(where the price ends)' : ''}
              </span>
            </span>
            <span className="text-right font-semibold tabular-nums text-ink">{formatPounds(b.taxPence)}</span>
          </li>
        ))}
        {supplements.map((s) => (
          <li key={s.label} className="grid grid-cols-[1rem_minmax(0,1fr)_auto] items-start gap-x-3" data-band-row="supplement">
            <span aria-hidden="true" />
            <span className="min-w-0 text-ink">
              {s.label}
              <span className="block text-ink-muted">on the whole price</span>
            </span>
            <span className="text-right font-semibold tabular-nums text-ink">{formatPounds(s.taxPence)}</span>
          </li>
        ))}
        <li className="grid grid-cols-[1rem_minmax(0,1fr)_auto] gap-x-3 border-t border-line pt-2 font-semibold text-ink">
          <span aria-hidden="true" />
          <span>{tax} to pay</span>
          <span className="text-right tabular-nums">{formatPounds(totalPence)}</span>
        </li>
      </ol>
    </figure>
  );
}
