/**
 * One headline figure. Put a group of them inside <ResultsPanel> (a polite live region).
 * Usage: <ResultCard label="Stamp duty to pay" value={formatPounds(total)} detail="Effective rate 1.6%" emphasis />
 */
import type { ReactNode } from 'react';

export interface ResultCardProps {
  label: string;
  value: string;
  detail?: ReactNode;
  /** The main answer: larger and tinted. */
  emphasis?: boolean;
  testId?: string;
}

export function ResultCard({ label, value, detail, emphasis = false, testId }: ResultCardProps) {
  return (
    <div
      className={`rounded-xl border p-4 ${emphasis ? 'border-brand-300 bg-brand-50' : 'border-gray-200 bg-white'}`}
      data-testid={testId}
    >
      <p className="text-sm font-medium text-ink-muted">{label}</p>
      <p className={`mt-1 font-bold text-ink ${emphasis ? 'text-3xl' : 'text-xl'}`}>{value}</p>
      {detail && <div className="mt-1 text-sm text-ink-muted">{detail}</div>}
    </div>
  );
}

export interface ResultsPanelProps {
  /** Accessible name of the results region, e.g. "Your stamp duty". */
  label: string;
  children: ReactNode;
}

/** The results region: announced politely to screen readers as it updates. */
export function ResultsPanel({ label, children }: ResultsPanelProps) {
  return (
    // From the md breakpoint the headline result (the first card) stays in view while the inputs beside it scroll.
    <section
      aria-label={label}
      aria-live="polite"
      className="flex flex-col gap-4 md:[&>:first-child]:sticky md:[&>:first-child]:top-4 md:[&>:first-child]:z-10"
      data-results
    >
      {children}
    </section>
  );
}

/** What the results area shows while an input is invalid. */
export function FixInputsNotice({ message = 'Correct the highlighted inputs to see your result.' }: { message?: string }) {
  return (
    <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-ink">
      {message}
    </p>
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
