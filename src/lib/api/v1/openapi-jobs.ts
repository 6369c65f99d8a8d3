/**
 * The parts of the OpenAPI document beyond the GET operations: batch jobs (`/batch`…) and key
 * management (`/keys`…), from the same zod schemas the functions validate and answer with
 * (batch/, keys-api.ts) and the same error list (errors.ts). docs/decisions/api-batch.md and
 * docs/decisions/api-batch.md say why they are shaped so.
 */
import { batchBody } from './batch/batch-request.ts';
import { batchResultLine, batchResultsQuery } from './batch/batch-results.ts';
import { batchStatus } from './batch/batch-status.ts';
import { errorsOf, type ApiV1Error, type ApiV1ErrorScope } from './errors.ts';
import { queryParameters, toSchema, type Json } from './json-schema.ts';
import { apiKey, apiKeyList, apiKeyWithSecret, createKeyBody } from './keys-api.ts';

const COMPONENTS = '#/components/schemas/';
export const BATCH_DOCS_PAGE = '/api-docs/batch';
export const KEYS_DOCS_PAGE = '/api-docs/keys';

/** Headers a batch or keys answer may carry, beyond those of the GET operations. */
export const JOB_HEADERS: Json = {
  location: { description: 'Where the new batch job (or key) is: /api/v1/batch/{id}.', schema: { type: 'string' } },
  'x-batch-status': {
    description: 'The job’s status when these results were read: queued, running or done.',
    schema: { type: 'string' },
  },
  'x-next-cursor': {
    description: 'The item index to read from next (cursor=…); absent when no item comes after this page.',
    schema: { type: 'string' },
  },
};

type ErrorResponses = (list: readonly ApiV1Error[]) => Json;

function errors(scope: ApiV1ErrorScope, codes: readonly string[], responses: ErrorResponses): Json {
  return responses(errorsOf(scope).filter((e) => codes.includes(e.code)));
}

const ref = (name: string) => ({ $ref: `#/components/headers/${name}` });

function envelope(data: Json): Json {
  return { type: 'object', required: ['data', 'meta'], properties: { data, meta: { $ref: `${COMPONENTS}AnswerMeta` } } };
}

const ID_PARAMETER = (what: string): Json => ({
  name: 'id',
  in: 'path',
  required: true,
  description: `The ${what} id.`,
  schema: { type: 'string', format: 'uuid' },
});

const BATCH_IDEMPOTENCY: Json = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Stripe’s rules: within 24 hours the same key with the same body (the endpoint and the items, whatever the order of their keys) returns the same job without running or charging anything again (`Idempotent-Replayed: true`); the same key with another body is refused with 422 `idempotency_key_reused`. Each item is also its own request: an item whose answer the account bought in the last 24 hours is answered free, as a single call would be.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

const EXAMPLE_ID = '0b8e5c3e-4f0a-4d8e-9a43-2f1c6d7e8a90';
const EXAMPLE_STATUS = {
  id: EXAMPLE_ID,
  endpoint: 'house-valuation',
  status: 'running',
  total: 250,
  done: 120,
  succeeded: 117,
  failed: 3,
  creditsCharged: 234,
  createdAt: '2026-11-28T09:00:00.000Z',
  startedAt: '2026-11-28T09:00:00.400Z',
  finishedAt: null,
  results: {
    ndjson: `/api/v1/batch/${EXAMPLE_ID}/results?format=ndjson`,
    csv: `/api/v1/batch/${EXAMPLE_ID}/results?format=csv`,
  },
};

const BATCH_COMMON = [
  'unauthorized',
  'sandbox_restricted',
  'method_not_allowed',
  'rate_limited',
  'daily_request_limit',
  'internal',
  'data_unavailable',
];
const KEYS_COMMON = ['unauthorized', 'not_found', 'method_not_allowed', 'rate_limited', 'internal', 'data_unavailable'];

const SESSION = [{ session: [] }];

/** The paths of batch jobs and key management, their shared schemas added to `defs`. */
export function jobPaths(defs: Record<string, unknown>, responses: ErrorResponses): Json {
  const statusSchema = toSchema(batchStatus, defs);
  const meta = (path: string) => ({
    requestId: '01JD6Q3X8Z9V0W1Y2A3B4C5D6E',
    apiVersion: 'v1',
    endpoint: path,
    sandbox: false,
    dataDate: null,
    sources: [],
  });
  const statusAnswer = (description: string, status: string) => ({
    description,
    headers: Object.fromEntries(
      [
        'x-request-id',
        'ratelimit-limit',
        'ratelimit-remaining',
        'ratelimit-policy',
        'ratelimit-reset',
        ...(status === '202' ? ['location', 'idempotent-replayed'] : []),
      ].map((h) => [h, ref(h)]),
    ),
    content: {
      'application/json': {
        schema: envelope(statusSchema),
        example: { data: EXAMPLE_STATUS, meta: meta(`/batch/${EXAMPLE_ID}`) },
      },
    },
  });
  const keyAnswer = (schema: Json, description: string) => ({
    description,
    content: { 'application/json': { schema: envelope(schema) } },
  });
  const keySchema = toSchema(apiKey, defs);
  const keyWithSecret = toSchema(apiKeyWithSecret, defs);
  const batchCommon = {
    tags: ['Batch'],
    'x-docs-page': BATCH_DOCS_PAGE,
  };
  const keysCommon = { tags: ['Keys'], 'x-docs-page': KEYS_DOCS_PAGE, security: SESSION };
  return {
    '/batch': {
      post: {
        ...batchCommon,
        operationId: 'createBatch',
        summary: 'Start a batch job',
        description:
          'Up to 1,000 requests to one data endpoint, answered in the background, in order. Each item is parsed and answered as a separate call with the same rules: a bad item fails alone with its error code; each item that holds data is charged as its endpoint (items with no data, errors and answers the account bought in the last 24 hours are free); a named key’s endpoints and monthly cap hold item by item (items past the cap fail with `key_cap_reached`, uncharged). Answers 202 with the job; follow `Location` (or `data.results`). The sandbox key cannot start jobs.',
        parameters: [BATCH_IDEMPOTENCY],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: toSchema(batchBody, defs, 'input'),
              example: {
                endpoint: 'house-valuation',
                items: [
                  { postcode: 'M33 3HJ', type: 'semi-detached', tenure: 'freehold' },
                  { postcode: 'M33 2AU', type: 'terraced', fields: 'estimate,range' },
                ],
              },
            },
          },
        },
        responses: {
          '202': statusAnswer('The job, stored and started (or, replayed, the job this Idempotency-Key made).', '202'),
          ...errors(
            'batch',
            ['invalid_request', 'endpoint_not_allowed', 'payload_too_large', 'idempotency_key_reused', ...BATCH_COMMON],
            responses,
          ),
        },
      },
    },
    '/batch/{id}': {
      get: {
        ...batchCommon,
        operationId: 'getBatch',
        summary: 'A batch job’s progress',
        description:
          'The job: queued, running or done, with items done of total, successes, failures and credits so far. Free. Only the account that started it sees it.',
        parameters: [ID_PARAMETER('batch job')],
        responses: {
          '200': statusAnswer('The job and its progress.', '200'),
          ...errors('batch', ['not_found', ...BATCH_COMMON], responses),
        },
      },
    },
    '/batch/{id}/results': {
      get: {
        ...batchCommon,
        operationId: 'getBatchResults',
        summary: 'A batch job’s answers (NDJSON or CSV)',
        description:
          'The answers so far, in item order, from `cursor`: NDJSON, one BatchResultLine per line (the item’s index, status, credits, the request and the answer’s own body), or CSV (index, status, creditsCharged, error, message, one column per parameter of the endpoint, and data as JSON). A page stops at the first item not answered yet, at `limit` items or before 4 MB; `x-next-cursor` says where to go on. Free.',
        parameters: [
          ID_PARAMETER('batch job'),
          ...queryParameters(batchResultsQuery).map((p) => ({
            name: p.name,
            in: 'query',
            required: p.required,
            description: p.description,
            schema: p.schema,
          })),
        ],
        responses: {
          '200': {
            description: 'A page of answers.',
            headers: Object.fromEntries(
              ['x-request-id', 'x-batch-status', 'x-next-cursor', 'link', 'ratelimit-limit', 'ratelimit-remaining'].map((h) => [
                h,
                ref(h),
              ]),
            ),
            content: {
              'application/x-ndjson': {
                schema: { type: 'string', description: 'One JSON object per line, each a BatchResultLine.' },
                'x-line-schema': toSchema(batchResultLine, defs),
                example: `${JSON.stringify({ index: 0, status: 200, creditsCharged: 1, request: { postcode: 'M33 3HJ', type: 'semi-detached' }, data: { estimate: 415000 }, meta: meta('/house-valuation') })}\n${JSON.stringify({ index: 1, status: 400, creditsCharged: 0, request: { postcode: 'M33' }, error: 'invalid_request', message: 'postcode: Enter a full postcode, such as M33 3HJ.', parameter: 'postcode', requestId: '01JD6Q3X8Z9V0W1Y2A3B4C5D6E.1' })}\n`,
              },
              'text/csv': { schema: { type: 'string' } },
            },
          },
          ...errors('batch', ['invalid_request', 'not_found', ...BATCH_COMMON], responses),
        },
      },
    },
    '/keys': {
      get: {
        ...keysCommon,
        operationId: 'listKeys',
        summary: 'Your named keys',
        description:
          'The account’s named keys (active first, newest first), never their secrets. Signed in with a session’s access token, as on /api-keys.',
        responses: { '200': keyAnswer(toSchema(apiKeyList, defs), 'The keys.'), ...errors('keys', KEYS_COMMON, responses) },
      },
      post: {
        ...keysCommon,
        operationId: 'createKey',
        summary: 'Create a named key',
        description:
          'A new named key with a label, optional endpoints and an optional monthly credit cap: the same rules as the dashboard (at most 25 active keys). The secret is in this answer only.',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: toSchema(createKeyBody, defs, 'input'),
              example: { label: 'Valuations server', endpoints: ['house-valuation', 'property-valuation'], monthlyCap: 500 },
            },
          },
        },
        responses: {
          '201': {
            ...keyAnswer(keyWithSecret, 'The key, with its secret (shown once).'),
            headers: { location: ref('location') },
          },
          ...errors('keys', ['invalid_request', 'key_limit_reached', ...KEYS_COMMON], responses),
        },
      },
    },
    '/keys/{id}': {
      get: {
        ...keysCommon,
        operationId: 'getKey',
        summary: 'One named key',
        description: 'A key’s settings, spend this month and dates, never its secret.',
        parameters: [ID_PARAMETER('key')],
        responses: { '200': keyAnswer(keySchema, 'The key.'), ...errors('keys', KEYS_COMMON, responses) },
      },
      delete: {
        ...keysCommon,
        operationId: 'revokeKey',
        summary: 'Revoke a named key',
        description:
          'Revokes the key for good: the next request with it is refused (401). It stays listed, with revokedAt, for the usage history.',
        parameters: [ID_PARAMETER('key')],
        responses: { '200': keyAnswer(keySchema, 'The revoked key.'), ...errors('keys', KEYS_COMMON, responses) },
      },
    },
    '/keys/{id}/rotate': {
      post: {
        ...keysCommon,
        operationId: 'rotateKey',
        summary: 'Rotate a named key',
        description: 'Gives the key a new secret (in this answer only); the old one is refused from the next request.',
        parameters: [ID_PARAMETER('key')],
        responses: {
          '200': keyAnswer(keyWithSecret, 'The key with its new secret (shown once).'),
          ...errors('keys', KEYS_COMMON, responses),
        },
      },
    },
  };
}
