import { DATASETS, type DatasetId } from './datasets.ts';
import type { GeographyLevel, Provenance } from './types.ts';

/** Builds the provenance shown beside a figure: dataset facts from the catalogue plus geography and as-of. */
export function provenance(
  datasetId: DatasetId,
  geography: { level: GeographyLevel; code?: string | null; name?: string | null; note?: string },
  asOf: string | null,
): Provenance {
  const d = DATASETS[datasetId];
  return {
    datasetId,
    source: d.name,
    publisher: d.publisher,
    url: d.url,
    licence: d.licence,
    attribution: d.attribution,
    geography: {
      level: geography.level,
      code: geography.code ?? null,
      name: geography.name ?? null,
      ...(geography.note ? { note: geography.note } : {}),
    },
    asOf: asOf ?? 'date not stated in the source file',
  };
}

/**
 * The publisher in brackets after a dataset's name, or nothing when the name already says it
 * ("HM Land Registry Price Paid Data", not "… (HM Land Registry)").
 */
export function publisherAfter(name: string, publisher: string): string {
  if (!publisher || name.toLowerCase().includes(publisher.toLowerCase())) return '';
  return ` (${publisher})`;
}
