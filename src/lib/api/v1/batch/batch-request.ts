/**
 * The body of `POST /api/v1/batch` (docs/decisions/api-batch.md): one data endpoint and up to
 * 1,000 items, each an object of that endpoint's parameters (the same object an MCP tool call takes).
 * Only the envelope is checked here; each item is read and parsed on its own by the worker, through
 * the same door as a single call, so a bad item fails alone with its stable code.
 */
import { z } from 'zod';
import { V1_ENDPOINTS, type EndpointId } from '../endpoints.ts';

export const MAX_BATCH_ITEMS = 1000;
/** The largest body accepted (1,000 items of a few parameters fit easily). */
export const MAX_BATCH_BYTES = 1_000_000;

const ENDPOINT_IDS = V1_ENDPOINTS.map((e) => e.id) as [EndpointId, ...EndpointId[]];

export const batchBody = z
  .object({
    endpoint: z.enum(ENDPOINT_IDS, { error: `endpoint must be one of: ${ENDPOINT_IDS.join(', ')}.` }).meta({
      description: 'The data endpoint every item calls (its id, as in /api/v1/{endpoint}).',
      example: 'house-valuation',
    }),
    items: z
      .array(z.record(z.string(), z.unknown()), { error: 'items must be an array of objects of parameters.' })
      .min(1, 'items must hold at least 1 item.')
      .max(MAX_BATCH_ITEMS, `items must hold at most ${MAX_BATCH_ITEMS} items.`)
      .meta({
        description:
          'Up to 1,000 requests, each an object of the endpoint’s query parameters (as strings, numbers or true/false), e.g. { "postcode": "M33 3HJ", "type": "semi-detached" }. Each item is parsed and answered as a separate call: a bad item fails alone with its error code.',
      }),
  })
  .strict()
  .meta({ id: 'BatchRequest', description: 'One endpoint and its items.' });

export type BatchBody = z.output<typeof batchBody>;

export type ReadBatch = { ok: true; value: BatchBody } | { ok: false; parameter: string; message: string };

/** Checks a parsed JSON body against the envelope, naming the part at fault (`endpoint`, `items`, `items[3]`). */
export function readBatchBody(json: unknown): ReadBatch {
  const parsed = batchBody.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const path = issue?.path ?? [];
  const parameter =
    path.length === 0
      ? 'body'
      : path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('');
  const message =
    issue?.code === 'unrecognized_keys'
      ? `Unknown field ${issue.keys.join(', ')}. The body takes endpoint and items.`
      : path.length === 0 && issue?.code === 'invalid_type'
        ? 'The body must be a JSON object: { "endpoint": …, "items": [ … ] }.'
        : (issue?.message ?? 'invalid');
  return {
    ok: false,
    parameter: parameter === 'body' && issue?.code === 'unrecognized_keys' ? (issue.keys[0] ?? 'body') : parameter,
    message,
  };
}

/** JSON with object keys sorted at every level: the same body however its keys were ordered. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}
