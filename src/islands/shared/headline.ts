/**
 * How a calculator's headline figure reaches the summary bar without each calculator wiring it:
 * <ResultsPanel> provides a reporter; the first <ResultCard emphasis> inside it reports its label and value.
 */
import { createContext, useContext, useEffect, useState } from 'react';

export interface Headline {
  label: string;
  value: string;
}

/** Record (or, with null, withdraw) the headline of the card mounted `order`th. */
export type HeadlineReporter = (order: number, headline: Headline | null) => void;

export const HeadlineContext = createContext<HeadlineReporter | null>(null);

let mounted = 0;

/** Report this card's figure to the enclosing ResultsPanel while `active`; earlier cards win. */
export function useHeadlineReport(label: string, value: string, active: boolean): void {
  const report = useContext(HeadlineContext);
  // Cards render in document order, so the first emphasised card gets the lowest number.
  const [order] = useState(() => mounted++);
  useEffect(() => {
    if (!report || !active) return;
    report(order, { label, value });
    return () => report(order, null);
  }, [report, order, label, value, active]);
}

/** The headline of the earliest card in `reports`, or null when none has reported. */
export function firstHeadline(reports: ReadonlyMap<number, Headline>): Headline | null {
  let best: number | null = null;
  for (const order of reports.keys()) if (best === null || order < best) best = order;
  return best === null ? null : reports.get(best)!;
}
