import type { Provenance } from '../../lib/data/types.ts';
import { staleness } from '../../lib/data/staleness.ts';
import { formatGeography, formatPeriod } from '../../lib/format/figures.ts';

/** One line under every figure or table, so an area figure is never read as a postcode figure. */
export function SourceLine({ provenance }: { provenance: Provenance }) {
  const stale = staleness(provenance.datasetId, provenance.asOf, new Date().toISOString().slice(0, 10));
  return (
    <p className="mt-2 text-xs leading-5 text-ink-faint" data-source-line>
      <span className="font-medium text-ink-muted">Source:</span>{' '}
      <a href={provenance.url} rel="noopener" className="text-ink-muted">
        {provenance.source}
      </a>{' '}
      ({provenance.publisher}, {provenance.licence}) · <span className="font-medium text-ink-muted">Covers:</span>{' '}
      <span data-geography>{formatGeography(provenance.geography)}</span> ·{' '}
      <span className="font-medium text-ink-muted">As of:</span> <span data-as-of>{formatPeriod(provenance.asOf)}</span>
      {stale?.stale && (
        <>
          {' '}
          <span className="rounded bg-amber-100 px-1.5 font-semibold text-ink" data-stale>
            Old data
          </span>{' '}
          <span className="text-ink-muted">{stale.message}</span>
        </>
      )}
    </p>
  );
}
