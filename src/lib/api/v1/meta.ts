import type { Provenance } from '../../data/types.ts';

export interface SourceSummary {
  source: string;
  publisher: string;
  licence: string;
  attribution: string;
  url: string;
  asOf: string;
}

function isProvenance(value: unknown): value is Provenance {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v['datasetId'] === 'string' && typeof v['source'] === 'string' && typeof v['asOf'] === 'string';
}

/** Every provenance inside an answer, once per dataset and as-of date, in the order first met. */
export function collectSources(data: unknown): SourceSummary[] {
  const seen = new Map<string, SourceSummary>();
  const visit = (value: unknown, depth: number): void => {
    if (depth > 12 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    if (isProvenance(value)) {
      const key = `${value.datasetId}@${value.asOf}`;
      if (!seen.has(key))
        seen.set(key, {
          source: value.source,
          publisher: value.publisher,
          licence: value.licence,
          attribution: value.attribution,
          url: value.url,
          asOf: value.asOf,
        });
      return;
    }
    for (const child of Object.values(value)) visit(child, depth + 1);
  };
  visit(data, 0);
  return [...seen.values()];
}

/** A sortable date for an as-of text: "2023-24" (a financial year) ends in March 2024. */
function sortable(asOf: string): string | null {
  const year = /^(\d{4})-(\d{2})$/.exec(asOf);
  if (year && Number(year[2]) > 12) return `${Number(year[1]) + 1}-03`;
  return /^\d{4}(-\d{2}){0,2}$/.test(asOf) ? asOf : null;
}

/** The latest as-of among the sources ("2019-12-20" beats "2019-06"), as the source writes it, or null. */
export function latestDataDate(sources: readonly { asOf: string }[]): string | null {
  let best: { asOf: string; key: string } | null = null;
  for (const { asOf } of sources) {
    const key = sortable(asOf);
    if (key && (!best || key > best.key)) best = { asOf, key };
  }
  return best?.asOf ?? null;
}
