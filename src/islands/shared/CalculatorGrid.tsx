/**
 * Two columns from the md breakpoint: inputs on the left, the wider results panel on the right.
 * Usage: <CalculatorGrid><InputsForm label="…">…</InputsForm><ResultsPanel label="…">…</ResultsPanel></CalculatorGrid>
 */
import type { ReactNode } from 'react';

export function CalculatorGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">{children}</div>;
}
