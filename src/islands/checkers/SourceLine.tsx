import type { Provenance } from '../../lib/data/types.ts';
import { describeSource } from '../../lib/data/source-line.ts';

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
            · <span className="font-semibold text-ink" data-stale>
              {s.age}
            </span>
          </>
        )}{' '}
        · <span aria-hidden="true">ⓘ</span>
        <span className="sr-only">Source details</span>
      </summary>
      <dl className="mt-1 grid gap-x-3 rounded-lg bg-surface-muted p-2 sm:grid-cols-[5.5rem_1fr]">
        <dt className="font-medium text-ink">Source:</dt>
        <dd>
          <a href={`/data-sources#${provenance.datasetId}`}>{provenance.source}</a> ({provenance.publisher})
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
