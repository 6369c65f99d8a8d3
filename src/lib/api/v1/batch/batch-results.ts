/**
 * A batch job's answers, in item order, as NDJSON (one JSON object per line: the item's index,
 * HTTP status, credits, the request as sent and the answer's own body, `{ data, meta }` or
 * `{ error, message, … }`) or CSV (one row per item: index, status, credits, error, message, one
 * column per parameter of the endpoint, and `data` as compact JSON). Paged by item index so one
 * answer stays small (`cursor` from `x-next-cursor`).
 */
import { z } from 'zod';
import { MAX_BATCH_ITEMS } from './batch-request.ts';

/** Bytes of results in one answer at most; a page stops at the item that would pass it. */
export const MAX_RESULTS_BYTES = 4_000_000;

export const batchResultsQuery = z.object({
  format: z
    .enum(['ndjson', 'csv'], { error: 'format must be ndjson or csv.' })
    .default('ndjson')
    .meta({ description: 'ndjson (application/x-ndjson, one JSON object per item) or csv (text/csv, one row per item).' }),
  cursor: z
    .string()
    .regex(/^\d{1,3}$/, 'cursor must be the item index x-next-cursor gave, 0 to 999.')
    .transform(Number)
    .optional()
    .meta({
      description: 'The first item index to return (from x-next-cursor); default 0.',
      type: 'integer',
      minimum: 0,
      maximum: 999,
    }),
  limit: z
    .string()
    .regex(/^\d{1,4}$/, `limit must be a whole number from 1 to ${MAX_BATCH_ITEMS}.`)
    .transform(Number)
    .pipe(z.number().min(1, 'limit must be at least 1.').max(MAX_BATCH_ITEMS, `limit must be at most ${MAX_BATCH_ITEMS}.`))
    .optional()
    .meta({
      description: `Items per answer, 1–${MAX_BATCH_ITEMS} (default ${MAX_BATCH_ITEMS}); an answer also stops before 4 MB.`,
      type: 'integer',
      minimum: 1,
      maximum: MAX_BATCH_ITEMS,
    }),
});

export const batchResultLine = z
  .object({
    index: z.number().int().meta({ description: 'The item’s position in `items`, from 0.' }),
    status: z.number().int().meta({ description: 'The HTTP status the same GET would have answered.' }),
    creditsCharged: z.number().int(),
    request: z.record(z.string(), z.unknown()).meta({ description: 'The item as sent.' }),
    data: z.unknown().optional().meta({ description: 'On success: the answer’s data, as the endpoint answers it.' }),
    meta: z.unknown().optional().meta({ description: 'On success: the answer’s meta (sources, data date, request id).' }),
    error: z.string().optional().meta({ description: 'On failure: the stable error code, as the endpoint answers it.' }),
    message: z.string().optional(),
  })
  .catchall(z.unknown())
  .meta({ id: 'BatchResultLine', description: 'One item of a batch job and its answer (a line of the NDJSON).' });

/** One answered item as stored. */
export interface AnsweredItem {
  position: number;
  params: Record<string, unknown>;
  status: number;
  credits: number;
  body: string | null;
}

function bodyOf(item: AnsweredItem): Record<string, unknown> {
  try {
    const parsed = JSON.parse(item.body ?? '') as unknown;
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The NDJSON line of an item (without the newline). */
export function ndjsonLine(item: AnsweredItem): string {
  return JSON.stringify({
    index: item.position,
    status: item.status,
    creditsCharged: item.credits,
    request: item.params,
    ...bodyOf(item),
  });
}

/** A CSV field, quoted when it must be (RFC 4180), and never read as a formula by a spreadsheet. */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV header for an endpoint's parameters. */
export function csvHeader(parameters: readonly string[]): string {
  return ['index', 'status', 'creditsCharged', 'error', 'message', ...parameters, 'data'].map(csvField).join(',');
}

/** The CSV row of an item. */
export function csvRow(item: AnsweredItem, parameters: readonly string[]): string {
  const body = bodyOf(item);
  return [
    item.position,
    item.status,
    item.credits,
    body['error'] ?? '',
    body['message'] ?? '',
    ...parameters.map((p) => item.params[p] ?? ''),
    'data' in body ? body['data'] : '',
  ]
    .map(csvField)
    .join(',');
}

/**
 * A page of results from item `from`: the text and the index to continue from (null when no item
 * comes after the page; items not answered yet are not in `items`, so the page stops before them).
 */
export function resultsPage(
  items: readonly AnsweredItem[],
  format: 'ndjson' | 'csv',
  parameters: readonly string[],
  total: number,
  from: number,
): { text: string; next: number | null } {
  const lines: string[] = format === 'csv' ? [csvHeader(parameters)] : [];
  let bytes = 0;
  let last = from - 1;
  for (const item of items) {
    const line = format === 'csv' ? csvRow(item, parameters) : ndjsonLine(item);
    if (bytes + line.length > MAX_RESULTS_BYTES && last >= from) break;
    bytes += line.length + 1;
    lines.push(line);
    last = item.position;
  }
  const next = last + 1 < total ? last + 1 : null;
  const eol = format === 'csv' ? '\r\n' : '\n';
  return { text: lines.length ? lines.join(eol) + eol : '', next };
}
