/**
 * Streams a CSV file as records keyed by normalised header names (lower case, letters and
 * digits only: "Crime ID" and "crime_id" both become "crimeid"). Files without a header row
 * (Price Paid bulk) pass `columns`. Reports bytes read for the progress bar.
 */
import { createReadStream, statSync } from 'node:fs';
import { parse } from 'csv-parse';

export type CsvRecord = Record<string, string>;

export function normaliseHeader(name: string): string {
  return name
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

export interface CsvRowsOptions {
  /** Column names for files without a header row. */
  columns?: string[];
  onBytes?: (bytesRead: number, totalBytes: number) => void;
}

/** Yields [lineNumber, record] pairs; lineNumber is 1-based in the file (header is line 1). */
export async function* csvRows(file: string, options: CsvRowsOptions = {}): AsyncGenerator<[number, CsvRecord]> {
  const total = statSync(file).size;
  const stream = createReadStream(file);
  let bytes = 0;
  stream.on('data', (chunk) => {
    bytes += chunk.length;
    options.onBytes?.(bytes, total);
  });
  const parser = stream.pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true, relax_quotes: true, info: true }),
  );
  let header: string[] | null = options.columns ? options.columns.map(normaliseHeader) : null;
  for await (const item of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    const { record, info } = item;
    if (!header) {
      header = record.map(normaliseHeader);
      continue;
    }
    const row: CsvRecord = {};
    for (let i = 0; i < header.length; i++) row[header[i] as string] = record[i] ?? '';
    yield [info.lines, row];
  }
}
