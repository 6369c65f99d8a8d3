export interface Bar {
  label: string;
  value: number;
}

export interface HorizontalBarsProps {
  title: string;
  bars: Bar[];
  /** Formats a value for its label (default: en-GB number). */
  format?: (value: number) => string;
  /** The value of a full-width bar (default: the largest value), e.g. 100 for percentages. */
  max?: number;
}

/**
 * Horizontal bars for counts by category (crime types, EPC ratings…), drawn with plain elements so
 * screen readers read them as a list and long labels wrap instead of being clipped.
 */
export function HorizontalBars({ title, bars, format = (v) => v.toLocaleString('en-GB'), max }: HorizontalBarsProps) {
  if (bars.length === 0) return null;
  const full = max ?? Math.max(1, ...bars.map((b) => b.value));
  return (
    <figure className="mt-3" data-chart="bar">
      <figcaption className="sr-only">{title}</figcaption>
      <div role="list" className="space-y-2">
        {bars.map((b) => (
          <div
            role="listitem"
            key={b.label}
            className="grid grid-cols-[minmax(6rem,14rem)_minmax(3rem,1fr)_auto] items-center gap-3 text-sm"
          >
            <span className="text-ink">{b.label}</span>
            <span className="h-3 rounded bg-gray-100" aria-hidden="true">
              <span className="block h-3 rounded bg-brand-600" style={{ width: `${(b.value / full) * 100}%` }} />
            </span>
            <span className="tabular-nums text-ink-muted">{format(b.value)}</span>
          </div>
        ))}
      </div>
    </figure>
  );
}
