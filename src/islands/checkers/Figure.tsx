import type { ReactNode } from 'react';
import type { Provenance } from '../../lib/data/types.ts';
import { SourceLine } from './SourceLine.tsx';

export interface FigureProps {
  label: string;
  value: ReactNode;
  provenance: Provenance;
}

/** A headline figure with its source, geography and as-of date. */
export function Figure({ label, value, provenance }: FigureProps) {
  return (
    <div className="rounded-xl border border-gray-200 p-4" data-figure>
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-ink">{value}</dd>
      <dd>
        <SourceLine provenance={provenance} />
      </dd>
    </div>
  );
}
