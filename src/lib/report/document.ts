/**
 * A report people keep, as plain data: titled sections of figures — each with its period and its
 * source — plus simple charts and a drawn map, dated. Built from an API answer by
 * postcode-document.ts or valuation-document.ts; pdf.ts draws it. Pure: no DOM, no I/O.
 */
import { DATASETS, type DatasetId, type DatasetInfo } from '../data/datasets.ts';
import { periodWords } from '../data/figure-age.ts';
import { publisherAfter } from '../data/provenance.ts';
import type { Provenance } from '../data/types.ts';
import { formatGeography } from '../format/figures.ts';

export interface ReportFigure {
  label: string;
  value: string;
  /** "June 2016", or "" when the source states no date. */
  period: string;
  /** "police.uk (Home Office / data.police.uk)" — the dataset that the figure comes from. */
  source: string;
  /** What the figure describes, e.g. "Within 500 m of M33 3HJ". */
  covers?: string;
}

export interface ReportChart {
  kind: 'bars' | 'line';
  title: string;
  /** The unit on the value axis: "crimes", "£", "% of premises". */
  unit: string;
  points: { label: string; value: number }[];
}

export interface ReportMap {
  centre: { lat: number; lng: number; label: string };
  radiusMetres?: number;
  points: { lat: number; lng: number; label: string; kind: 'school' | 'crime' | 'point' }[];
}

export interface ReportSection {
  heading: string;
  figures: ReportFigure[];
  /** Plain sentences under the figures (what a dataset does not cover, how to read it). */
  notes?: string[];
  charts?: ReportChart[];
  map?: ReportMap;
}

export interface ReportSource {
  name: string;
  publisher: string;
  licence: string;
  attribution: string;
  url: string;
}

export interface ReportDocument {
  title: string;
  subtitle: string;
  /** The day the document was produced, YYYY-MM-DD. */
  produced: string;
  sections: ReportSection[];
  sources: ReportSource[];
  /** Closing lines: where the full licences are, that figures are not advice. */
  footer: string[];
}

/**
 * How a report names a dataset: its short name with the publisher in brackets, unless the short
 * name already is the publisher ("HM Land Registry", not "HM Land Registry (HM Land Registry)").
 */
export function sourceWords(datasetId: DatasetId | string, fallback?: { source: string; publisher: string }): string {
  const d = (DATASETS as Record<string, DatasetInfo | undefined>)[datasetId];
  return withPublisher(d?.short ?? fallback?.source ?? String(datasetId), d?.publisher ?? fallback?.publisher ?? '');
}

/** "Ofcom Connected Nations (Ofcom)" reads twice: a name that already says its publisher stands alone. */
export function withPublisher(name: string, publisher: string): string {
  return name + publisherAfter(name, publisher);
}

/** A figure with its period and source from a provenance. */
export function figure(label: string, value: string, provenance: Provenance): ReportFigure {
  const dated = /^\d{4}/.test(provenance.asOf);
  return {
    label,
    value,
    period: dated ? periodWords(provenance.asOf) : '',
    source: sourceWords(provenance.datasetId, provenance),
    covers: formatGeography(provenance.geography),
  };
}

/** The datasets behind a set of provenances, once each, with their full attribution. */
export function sourcesOf(provenances: readonly (Provenance | null | undefined)[]): ReportSource[] {
  const seen = new Map<string, ReportSource>();
  for (const p of provenances) {
    if (!p || seen.has(p.datasetId)) continue;
    const d = DATASETS[p.datasetId];
    seen.set(p.datasetId, { name: d.name, publisher: d.publisher, licence: d.licence, attribution: d.attribution, url: d.url });
  }
  return [...seen.values()];
}
