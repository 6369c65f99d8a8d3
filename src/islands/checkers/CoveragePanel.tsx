import type { CoverageItem, CoverageStatus, CoverageTopic } from '../../lib/data/coverage.ts';
import { formatPeriod } from '../../lib/format/figures.ts';
import { notHeldLine } from '../../lib/data/report-headline.ts';
import { Notice } from '../shared/Notice.tsx';
import type { CoverageState } from './useCoverage.ts';

const STATUS: Record<CoverageStatus, { mark: string; word: string; className: string }> = {
  covered: { mark: '✓', word: 'Held', className: 'bg-success-surface text-success border-success-line' },
  partial: { mark: '◐', word: 'Partly held', className: 'bg-warning-surface text-ink border-warning-line' },
  none: { mark: '–', word: 'Not held', className: 'bg-surface-muted text-ink-muted border-line' },
};

/** "Within 500 m of M33 3HJ · Jun 2016" — where an answer applies and how old it is. */
export function coverageWhere(item: CoverageItem): string {
  return [item.place, item.asOf ? formatPeriod(item.asOf) : null].filter(Boolean).join(' · ');
}

function hrefFor(item: CoverageItem, postcode: string): string {
  return `${item.href}?postcode=${encodeURIComponent(postcode)}`;
}

/** One dataset's line: Held / Partly held / Not held (a word and a mark, not colour alone), where and when. */
function CoverageLine({ item: i, postcode, topic }: { item: CoverageItem; postcode: string; topic?: CoverageTopic | undefined }) {
  const s = STATUS[i.status];
  const mine = i.topic === topic;
  return (
    <li
      className={`flex min-w-0 gap-2 rounded-lg border p-2 text-sm ${mine ? 'border-brand-300 bg-brand-50' : 'border-line'}`}
      data-coverage-item={i.topic}
      data-status={i.status}
    >
      <span
        aria-hidden="true"
        className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full border ${s.className}`}
      >
        {s.mark}
      </span>
      <span className="min-w-0">
        <span className="font-semibold text-ink">
          {!mine && i.status !== 'none' ? <a href={hrefFor(i, postcode)}>{i.label}</a> : i.label}
        </span>{' '}
        <span className="text-ink-muted" data-coverage-status>
          {s.word}
        </span>
        {i.status !== 'none' && <span className="block break-words text-ink-muted">{coverageWhere(i)}</span>}
        {(mine || !topic) && <span className="block break-words text-ink-muted">{i.summary}</span>}
      </span>
    </li>
  );
}

export interface CoveragePanelProps {
  state: CoverageState;
  /** The checker's own question, shown first; omit on the all-datasets report. */
  topic?: CoverageTopic;
}

/**
 * What the data holds for the postcode in the field, free, before any lookup: one line per
 * checker with Held / Partly held / Not held (a word and a mark, not colour alone), the level and
 * the date. The checker's own question comes first; the others link to their checkers.
 */
export function CoveragePanel({ state, topic }: CoveragePanelProps) {
  if (state.kind === 'idle' || state.kind === 'unavailable') return null;
  if (state.kind === 'loading') {
    return (
      <p className="mt-4 text-sm text-ink-muted" role="status" data-coverage-loading>
        Checking what we hold for {state.postcode}…
      </p>
    );
  }
  const { answer, postcode } = state;
  const items = topic
    ? [...answer.items.filter((i) => i.topic === topic), ...answer.items.filter((i) => i.topic !== topic)]
    : answer.items;
  const own = topic ? answer.items.find((i) => i.topic === topic) : undefined;
  const held = answer.items.filter((i) => i.status !== 'none');
  const gated = own ? own.status === 'none' : held.length === 0;
  // What is not held (other than this checker's own question) folds into one line with a disclosure.
  const shown = items.filter((i) => i.status !== 'none' || i.topic === topic);
  const folded = items.filter((i) => i.status === 'none' && i.topic !== topic);
  return (
    <section aria-labelledby="coverage-heading" className="not-prose mt-4" data-coverage={postcode}>
      {gated && (
        <div data-coverage-gate>
          <Notice tone="info" role="status">
            <p className="font-semibold">
              Nothing to look up for {postcode} here, so no lookup is offered and nothing is charged.
            </p>
            <p className="mt-1">
              {own?.summary ??
                (answer.known
                  ? 'None of the datasets we hold covers this postcode yet.'
                  : 'This postcode is not in the data we hold: we have not imported data for this place yet.')}
            </p>
            {held.length > 0 && (
              <p className="mt-1">
                We do hold{' '}
                {held.map((i, n) => (
                  <span key={i.topic}>
                    {n > 0 && (n === held.length - 1 ? ' and ' : ', ')}
                    <a href={hrefFor(i, postcode)}>{i.label.toLowerCase()}</a>
                  </span>
                ))}{' '}
                for this postcode.
              </p>
            )}
          </Notice>
        </div>
      )}
      <h2 id="coverage-heading" className="mt-4 text-lg font-semibold text-ink">
        What we hold for {postcode}
      </h2>
      <p className="text-sm text-ink-muted">
        Free to see. {answer.known ? '' : 'This postcode is not in the postcode files we hold. '}Sources and licences are on{' '}
        <a href="/data-sources">data sources</a>.
      </p>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2" data-coverage-list>
        {shown.map((i) => (
          <CoverageLine key={i.topic} item={i} postcode={postcode} topic={topic} />
        ))}
      </ul>
      {folded.length > 0 && (
        <details className="mt-2 text-sm" data-not-held>
          <summary className="cursor-pointer font-semibold text-ink" data-not-held-summary>
            {notHeldLine(folded.length)}
          </summary>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {folded.map((i) => (
              <CoverageLine key={i.topic} item={i} postcode={postcode} topic={topic} />
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
