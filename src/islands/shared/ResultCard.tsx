/**
 * One headline figure. Put a group of them inside <ResultsPanel> (a polite live region).
 * Usage: <ResultCard label="Stamp duty to pay" value={formatPounds(total)} detail="Effective rate 1.6%" emphasis />
 * The first `emphasis` card is also the figure in the narrow-screen summary bar (see HeadlineBar).
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { HeadlineBar } from './HeadlineBar.tsx';
import { Notice } from './Notice.tsx';
import { firstHeadline, HeadlineContext, useHeadlineReport, type Headline, type HeadlineReporter } from './headline.ts';

export interface ResultCardProps {
  label: string;
  value: string;
  detail?: ReactNode;
  /** The main answer: larger and tinted. */
  emphasis?: boolean;
  testId?: string;
}

export function ResultCard({ label, value, detail, emphasis = false, testId }: ResultCardProps) {
  useHeadlineReport(label, value, emphasis);
  return (
    <div className={emphasis ? 'card-result' : 'card'} data-testid={testId}>
      <p className="stat-label">{label}</p>
      <p className={emphasis ? 'stat-value mt-1' : 'mt-1 text-xl font-bold text-ink tabular-nums'}>{value}</p>
      {detail && <div className="mt-1 text-sm text-ink-muted">{detail}</div>}
    </div>
  );
}

export interface ResultsPanelProps {
  /** Accessible name of the results region, e.g. "Your stamp duty". */
  label: string;
  children: ReactNode;
}

/**
 * The results region: announced politely to screen readers as it updates. Below lg it also shows the summary bar
 * (the first emphasised card's figure) while the inputs are on screen and the results are not.
 */
export function ResultsPanel({ label, children }: ResultsPanelProps) {
  const section = useRef<HTMLElement>(null);
  const [headlines, setHeadlines] = useState<ReadonlyMap<number, Headline>>(new Map());
  const report = useCallback<HeadlineReporter>(
    (order, headline) =>
      setHeadlines((prev) => {
        const next = new Map(prev);
        if (headline) next.set(order, headline);
        else next.delete(order);
        return next;
      }),
    [],
  );
  return (
    <HeadlineContext value={report}>
      {/* From the md breakpoint the headline result (the first card) stays in view while the inputs beside it scroll. */}
      <section
        ref={section}
        tabIndex={-1}
        aria-label={label}
        aria-live="polite"
        className="flex scroll-mt-4 flex-col gap-4 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-brand-700 md:[&>:first-child]:sticky md:[&>:first-child]:top-4 md:[&>:first-child]:z-10"
        data-results
      >
        {children}
      </section>
      <HeadlineBar headline={firstHeadline(headlines)} results={section} />
    </HeadlineContext>
  );
}

/** What the results area shows while an input is invalid; a calculation's own error message reads as an error. */
export function FixInputsNotice({ message }: { message?: string }) {
  return (
    <Notice tone={message ? 'error' : 'warning'} role="status">
      {message ?? 'Correct the highlighted inputs to see your result.'}
    </Notice>
  );
}

/** The calculator's notes on the result (rules applied, caveats); nothing when there are none. */
export function ResultNotes({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
      {notes.map((n) => (
        <li key={n}>{n}</li>
      ))}
    </ul>
  );
}
