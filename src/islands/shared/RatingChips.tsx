import { EPC_BAND_COLOURS, OFSTED_CLASSES, ofstedTone } from '../../lib/design/rating-colours.ts';
import type { EpcRating } from '../../lib/data/types.ts';

/** An Ofsted grade as a coloured chip with the grade written in it. */
export function OfstedChip({ rating }: { rating: string | null }) {
  const tone = ofstedTone(rating);
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${OFSTED_CLASSES[tone]}`}
      data-ofsted={tone}
    >
      {rating ?? 'No rating in data'}
    </span>
  );
}

/** An EPC band in its register colour, with the letter (and optionally a label) written on it. */
export function EpcBand({ rating, label }: { rating: EpcRating | null; label?: string }) {
  if (!rating) return <span className="text-ink-muted">—</span>;
  const colour = EPC_BAND_COLOURS[rating];
  return (
    <span
      className="inline-flex min-w-7 items-center justify-center rounded px-1.5 py-0.5 text-xs font-bold"
      style={{ background: colour.background, color: colour.text }}
      data-epc-band={rating}
    >
      {label ?? rating}
    </span>
  );
}

/** Counts by EPC band as bars in the band colours, A at the top (the familiar EPC scale). */
export function EpcBandBars({ counts, title }: { counts: Record<EpcRating, number>; title: string }) {
  const ratings: EpcRating[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
  const max = Math.max(1, ...ratings.map((r) => counts[r] ?? 0));
  return (
    <figure className="mt-3" data-chart="epc-bands">
      <figcaption className="sr-only">{title}</figcaption>
      <ul className="space-y-1">
        {ratings.map((r, i) => {
          const n = counts[r] ?? 0;
          const colour = EPC_BAND_COLOURS[r];
          return (
            <li key={r} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3 text-sm">
              <span className="h-7 min-w-0" style={{ paddingRight: `${(6 - i) * 3}%` }}>
                <span
                  className="flex h-7 min-w-9 items-center rounded-r px-2 font-bold"
                  style={{ width: `${Math.max(8, (n / max) * 100)}%`, background: colour.background, color: colour.text }}
                >
                  {r}
                </span>
              </span>
              <span className="tabular-nums text-ink-muted">{n.toLocaleString('en-GB')}</span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
