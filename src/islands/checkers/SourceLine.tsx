import type { Provenance } from '../../lib/data/types.ts';
import { publisherAfter } from '../../lib/data/provenance.ts';
import { describeSource } from '../../lib/data/source-line.ts';

/** The ⓘ drawn as an icon, so it shows whatever fonts the device has. */
function InfoIcon() {
  return (
    <svg viewBox="0 0 16 16" width="13" height="13" aria-hidden="true" className="inline-block align-[-2px]" data-info-icon>
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <rect x="7.25" y="7" width="1.5" height="5" rx="0.75" fill="currentColor" />
      <circle cx="8" cy="4.75" r="1" fill="currentColor" />
    </svg>
  );
}

/**
 * One line under every figure: "police.uk · June 2016 · 9 years old · ⓘ". The ⓘ opens the
 * detail: the dataset, publisher, the geography the figure really describes (so an area figure is
 * never read as a postcode figure), the period and the licence; the full licence text and
 * attribution are on /data-sources.
 */
export function SourceLine({ provenance }: { provenance: Provenance }) {
  const s = describeSource(provenance, new Date().toISOString().slice(0, 10));
  return (
    <details className="source-line mt-2 text-xs leading-5 text-ink-muted" data-source-line>
      <summary className="cursor-pointer list-none [&::-webkit-details-marker]:hidden">
        <span data-source-short>{s.short}</span> · <span data-as-of>{s.period}</span>
        {s.age && (
          <>
            {' '}
            ·{' '}
            <span className="font-semibold text-ink" data-stale>
              {s.age}
            </span>
          </>
        )}{' '}
        · <InfoIcon />
        <span className="sr-only">Source details</span>
      </summary>
      <dl className="mt-1 grid grid-cols-[minmax(0,1fr)] gap-x-3 rounded-lg bg-surface-muted p-2 [overflow-wrap:anywhere] sm:grid-cols-[5.5rem_minmax(0,1fr)]">
        <dt className="font-medium text-ink">Source:</dt>
        <dd>
          <a href={`/data-sources#${provenance.datasetId}`}>{provenance.source}</a>
          {publisherAfter(provenance.source, provenance.publisher)}
        </dd>
        <dt className="font-medium text-ink">Covers:</dt>
        <dd data-geography>{s.covers}</dd>
        <dt className="font-medium text-ink">As of:</dt>
        <dd>
          {s.period}
          {s.staleMessage && <> — {s.staleMessage}</>}
        </dd>
        <dt className="font-medium text-ink">Licence:</dt>
        <dd>
          {provenance.licence} (<a href="/data-sources">attribution and licence</a>)
        </dd>
      </dl>
    </details>
  );
}
