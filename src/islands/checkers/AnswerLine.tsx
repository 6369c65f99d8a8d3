import type { ReactNode } from 'react';
import { notHeldLine } from '../../lib/data/report-headline.ts';

/**
 * A checker's headline answer, directly under the search: one sentence a reader can quote — the
 * figure, its unit and period, its comparison and its date (src/lib/data/*-headline.ts words it).
 */
export function AnswerLine({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="card-result text-lg font-semibold leading-snug" data-answer-line>
      {text}
    </p>
  );
}

/**
 * The datasets that hold nothing for the postcode, folded into one line ("Not held for this postcode
 * (3)") with a disclosure listing them, instead of an empty section each.
 */
export function NotHeldFold({ names, children }: { names: readonly string[]; children?: ReactNode }) {
  if (names.length === 0) return null;
  return (
    <details className="mt-6 rounded-lg border border-dashed border-line p-3 text-sm" data-not-held>
      <summary className="cursor-pointer font-semibold text-ink" data-not-held-summary>
        {notHeldLine(names.length)}
      </summary>
      {children ?? (
        <ul className="mt-2 list-disc pl-5 text-ink-muted">
          {names.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-ink-muted">
        Not held means we have not imported these datasets for this place: it is not the same as none. See{' '}
        <a href="/data-sources">data sources</a>.
      </p>
    </details>
  );
}

/** Today as YYYY-MM-DD, for the headline's "data to …" age. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
