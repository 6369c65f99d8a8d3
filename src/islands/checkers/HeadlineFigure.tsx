import type { ReactNode } from 'react';
import { ageWords, periodWords } from '../../lib/data/figure-age.ts';
import type { Provenance } from '../../lib/data/types.ts';
import { SourceLine } from './SourceLine.tsx';

export interface HeadlineFigureProps {
  /** What the figure is, without its period: "Crimes per 1,000 residents in Trafford 014D". */
  label: string;
  value: ReactNode;
  /** How it compares, in one sentence (or null where the data holds nothing to compare with). */
  comparison?: ReactNode;
  provenance: Provenance;
  /** The period, when it differs from the provenance's. */
  period?: string;
}

/**
 * The one headline figure of a checker: its period in the label ("…, June 2016"), the figure, how
 * it compares, its age in words when two years old or more, and its one-line source.
 */
export function HeadlineFigure({ label, value, comparison, provenance, period }: HeadlineFigureProps) {
  const asOf = period ?? provenance.asOf;
  const dated = /^\d{4}/.test(asOf);
  const age = dated ? ageWords(asOf, new Date().toISOString().slice(0, 10)) : null;
  return (
    <div className="card-result" data-headline>
      <p className="stat-label">
        {label}
        {dated && (
          <>
            , <span data-headline-period>{periodWords(asOf)}</span>
          </>
        )}
      </p>
      <p className="stat-value mt-1" data-headline-value>
        {value}
      </p>
      {comparison && (
        <p className="mt-2 text-ink" data-comparison>
          {comparison}
        </p>
      )}
      {age && (
        <p className="mt-1 text-sm font-semibold text-ink" data-age>
          This figure is {age}: it is the latest we hold.
        </p>
      )}
      <SourceLine provenance={provenance} />
    </div>
  );
}
