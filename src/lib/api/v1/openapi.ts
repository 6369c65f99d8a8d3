/**
 * The OpenAPI 3.1 document of the property API v1, generated from the same zod schemas that
 * validate the requests and shape the answers (src/lib/api/v1/operations.ts), with the real
 * example answers recorded by `npm run api:examples` (src/data/api-v1-examples.json). The
 * Markdown docs, llms.txt, the typed client and the MCP tools are generated from it or from the
 * same schemas.
 */
import examples from '../../../data/api-v1-examples.json' with { type: 'json' };
import { API_RATE_LIMITS_PER_MINUTE } from '../../site/plans.ts';
import { errorsOf, type ApiV1Error } from './errors.ts';
import { queryParameters, toSchema, type Json } from './json-schema.ts';
import { API_V1_OPERATIONS, costLabel, type V1Operation } from './operations.ts';
import { JOB_HEADERS, jobPaths } from './openapi-jobs.ts';
import { newAccountExample } from './account-example.ts';
import { answerMeta, errorBody } from './schemas/common.ts';
import { SANDBOX_API_KEY, SANDBOX_POSTCODES } from './sandbox.ts';
import { toolName } from './tool-names.ts';
import { OPERATION_VERSIONS } from './versions.ts';

export const API_V1_VERSION = '1.1.0';
export const API_PRODUCTION_URL = 'https://brickstack.co.uk/api/v1';

const COMPONENTS = '#/components/schemas/';

export function operationId(endpoint: Pick<V1Operation, 'id'>): string {
  return `get${endpoint.id.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())}`;
}

/** An example query value as the parameter's type: 500 for an integer, "M33 2AU" for text. */
function exampleValue(schema: Json, text: string): string | number {
  return schema['type'] === 'integer' || schema['type'] === 'number' ? Number(text) : text;
}

function parameters(endpoint: V1Operation): Json[] {
  return queryParameters(endpoint.query).map((p) => ({
    name: p.name,
    in: 'query',
    required: p.required,
    description: p.description,
    schema: p.schema,
    // A list is one comma-separated value (fields=a,b): a repeated parameter is refused.
    ...(p.schema['type'] === 'array' ? { style: 'form', explode: false } : {}),
    ...(p.name in endpoint.example ? { example: exampleValue(p.schema, endpoint.example[p.name] ?? '') } : {}),
  }));
}

const HEADERS: Json = {
  'x-request-id': { description: 'The request id; quote it to support.', schema: { type: 'string' } },
  'x-credits-charged': {
    description:
      'Credits this answer cost: 0 for the sandbox, founding plans, a replayed Idempotency-Key, an answer this key already bought in the last 24 hours, and an answer that holds no data for the place.',
    schema: { type: 'string' },
  },
  'x-credits-note': {
    description: 'Why an answer was free, e.g. "No charge: we hold no Ofcom mobile figures for this area yet."',
    schema: { type: 'string' },
  },
  'idempotent-replayed': {
    description: 'true when this is the stored answer to an earlier request with the same Idempotency-Key.',
    schema: { type: 'string' },
  },
  'x-credits-remaining': { description: 'Your balance after this answer.', schema: { type: 'string' } },
  'ratelimit-limit': { description: 'Requests allowed per minute for this account (all its keys).', schema: { type: 'string' } },
  'ratelimit-remaining': { description: 'Requests left this minute.', schema: { type: 'string' } },
  'ratelimit-policy': { description: 'The limit and its window in seconds, e.g. 60;w=60.', schema: { type: 'string' } },
  'ratelimit-reset': {
    description: 'Seconds until this minute’s window ends and the count starts again.',
    schema: { type: 'string' },
  },
  'retry-after': { description: 'On 429: seconds to wait before retrying.', schema: { type: 'string' } },
  deprecation: {
    description:
      'Only on an operation being retired (RFC 9745): when it was deprecated, as @<unix seconds>. See /docs/getting-started#versioning.',
    schema: { type: 'string' },
  },
  sunset: {
    description: 'Only on an operation being retired (RFC 8594): the HTTP date after which it stops answering.',
    schema: { type: 'string' },
  },
  link: {
    description: 'With Deprecation: the versioning policy (rel="deprecation") and the replacement (rel="successor-version").',
    schema: { type: 'string' },
  },
};

/** Errors an account endpoint can answer: it charges nothing and looks up no place. */
const ACCOUNT_ERRORS = new Set([
  'invalid_request',
  'unauthorized',
  'sandbox_restricted',
  'endpoint_not_allowed',
  'method_not_allowed',
  'daily_request_limit',
  'uri_too_long',
  'rate_limited',
  'internal',
  'data_unavailable',
]);

/** Every answer past the key check carries the account's rate-limit state. */
const RATE_HEADERS = ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-policy', 'ratelimit-reset'];

/** The request id the error examples show. */
const EXAMPLE_REQUEST_ID = '01JD6Q3X8Z9V0W1Y2A3B4C5D6E';

function errorResponses(endpoint: V1Operation): Json {
  return errorResponsesOf(errorsOf(null).filter((error) => endpoint.kind === 'data' || ACCOUNT_ERRORS.has(error.code)));
}

/** The error responses of an operation, by status, each code with its example (batch jobs and keys use it too). */
export function errorResponsesOf(list: readonly ApiV1Error[]): Json {
  const byStatus = new Map<number, ApiV1Error[]>();
  for (const error of list) byStatus.set(error.status, [...(byStatus.get(error.status) ?? []), error]);
  return Object.fromEntries(
    [...byStatus].map(([status, errors]) => [
      String(status),
      {
        description: errors.map((e) => `\`${e.code}\`: ${e.when}`).join(' '),
        headers: Object.fromEntries(
          ['x-request-id', ...RATE_HEADERS, ...(status === 429 ? ['retry-after'] : [])].map((h) => [
            h,
            { $ref: `#/components/headers/${h}` },
          ]),
        ),
        content: {
          'application/json': {
            schema: { $ref: `${COMPONENTS}Error` },
            examples: Object.fromEntries(
              errors.map((e) => [e.code, { value: { error: e.code, message: e.example, requestId: EXAMPLE_REQUEST_ID } }]),
            ),
          },
        },
      },
    ]),
  );
}

const EXAMPLES = examples as Record<string, { query: Record<string, string>; body: unknown }>;

const IDEMPOTENCY_PARAMETER: Json = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Retry safely (Stripe’s rules): within 24 hours the same key with the same request replays the stored answer without a second charge (`Idempotent-Replayed: true`); the same key with a different request is refused with 422 `idempotency_key_reused`. Keys expire after 24 hours. 1–255 printable characters; use a fresh UUID per new request.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

/** What an operation costs, in the words its description, the MCP tool and the docs use. */
export function costSentence(endpoint: V1Operation): string {
  if (endpoint.kind === 'account') return 'Cost: free (0 credits), never charged.';
  return `Cost: ${costLabel(endpoint.cost)} per answer that holds data; errors, answers with no data for the place and repeats of an answer bought in the last 24 hours are free.`;
}

/** Who the sandbox key answers for on an operation. */
export function sandboxSentence(endpoint: V1Operation): string {
  if (endpoint.kind === 'account') return 'The sandbox key has no account: it is refused here (403 sandbox_restricted).';
  if (endpoint.example['q']) return `The sandbox key answers for searches at ${SANDBOX_POSTCODES.join(', ')}.`;
  return endpoint.example['postcode']
    ? `The sandbox key answers for ${SANDBOX_POSTCODES.join(', ')}.`
    : 'The sandbox key answers for any input.';
}

function docsPage(endpoint: V1Operation): string {
  if (endpoint.kind === 'account') return '/docs/getting-started#usage';
  return `/api-docs/${endpoint.docsSlug ?? endpoint.id}`;
}

function operation(endpoint: V1Operation, defs: Record<string, unknown>): Json {
  const example = endpoint.kind === 'data' ? EXAMPLES[endpoint.id]?.body : newAccountExample(endpoint.id);
  return {
    operationId: operationId(endpoint),
    summary: endpoint.name,
    description: `${endpoint.summary}\n\n${costSentence(endpoint)} ${sandboxSentence(endpoint)}`,
    tags: [endpoint.tag],
    'x-credit-cost': endpoint.cost,
    'x-docs-page': docsPage(endpoint),
    'x-mcp-tool': toolName(endpoint),
    ...(OPERATION_VERSIONS[endpoint.id].deprecated ? { deprecated: true } : {}),
    parameters: [...parameters(endpoint), ...(endpoint.kind === 'account' ? [] : [IDEMPOTENCY_PARAMETER])],
    responses: {
      '200': {
        description: 'The answer, with the sources and as-of dates behind it.',
        headers: Object.fromEntries(
          Object.keys(HEADERS)
            .filter((h) => h !== 'retry-after')
            .map((h) => [h, { $ref: `#/components/headers/${h}` }]),
        ),
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['data', 'meta'],
              properties: { data: toSchema(endpoint.data, defs), meta: { $ref: `${COMPONENTS}AnswerMeta` } },
            },
            ...(example ? { example } : {}),
          },
        },
      },
      ...errorResponses(endpoint),
    },
  };
}

let cached: Json | null = null;

/** The whole document (built once per process). */
export function openApiDocument(): Json {
  if (cached) return cached;
  const defs: Record<string, unknown> = {};
  toSchema(answerMeta, defs);
  toSchema(errorBody, defs);
  const paths = {
    ...Object.fromEntries(API_V1_OPERATIONS.map((e) => [e.path, { get: operation(e, defs) }])),
    ...jobPaths(defs, errorResponsesOf),
  };
  const limits = Object.entries(API_RATE_LIMITS_PER_MINUTE)
    .map(([plan, limit]) => `${plan} ${limit}`)
    .join(', ');
  cached = {
    openapi: '3.1.0',
    info: {
      title: 'Brickstack property API',
      version: API_V1_VERSION,
      summary: 'UK property data by postcode, valuations and stamp duty, from the official open datasets.',
      description: [
        'Every figure the Brickstack site shows by postcode, as JSON: geography, crime, schools, EPC, property age, broadband, mobile signal, economic data, council tax and the full report, plus valuations and stamp duty (SDLT, LBTT, LTT).',
        `Authenticate with your API key in \`x-api-key\` (or \`Authorization: Bearer <key>\`). The sandbox key \`${SANDBOX_API_KEY}\` works without an account for the sample postcodes ${SANDBOX_POSTCODES.join(', ')}.`,
        'Each answer that holds data costs the credits shown on its operation (`x-credit-cost`). Errors, HEAD requests, answers in which the dataset does not cover the place (`x-credits-note` says why) and the same request again within 24 hours cost nothing. Send an `Idempotency-Key` to retry without paying twice: the same key with the same request replays the stored answer for 24 hours; the same key with another request is refused (422 `idempotency_key_reused`).',
        `Rate limits per account per minute, by plan (all of an account's keys together, REST and MCP): ${limits}. Over the limit: 429 with Retry-After.`,
        'Keys: the account key from your dashboard, or named keys from /api-keys, each limited to chosen endpoints (403 `endpoint_not_allowed` elsewhere) and to a monthly credit cap (403 `key_cap_reached`), rotated or revoked at any time, on the page or over `/keys` (signed in with your session’s access token, never an API key). `GET /account/usage`, `GET /account/credits` and `GET /data-freshness` (how current each official dataset is) are free.',
        'Keys belong on servers: the API sends no CORS headers, so browsers refuse to read its answers on other sites, and a key in a web page could be copied by anyone who opens it. Call the API from your backend (or an AI assistant through the MCP server at /api/mcp, which takes the same key).',
        'Compact answers: every data endpoint takes `fields` (comma-separated names of `data` fields, or parent.child), charged and held exactly as the full answer. Many requests: `POST /batch` takes up to 1,000 items of one endpoint as a background job, each item parsed, metered and capped as a single call; read its progress at `/batch/{id}` and its answers as NDJSON or CSV.',
        'Field names are camelCase. Money is in whole pounds unless a field says otherwise. Every answer carries `meta.sources` and `meta.dataDate`; datasets that do not cover a place say so (`covered: false` and a message) rather than answering zero.',
        'Versioning: /api/v1 only ever gains fields and endpoints; a breaking change gets /api/v2, announced at least 6 months before v1 is retired. See /docs/getting-started#versioning.',
      ].join('\n\n'),
      contact: { name: 'Brickstack support', url: 'https://brickstack.co.uk/contact' },
    },
    servers: [
      { url: '/api/v1', description: 'This server' },
      { url: API_PRODUCTION_URL, description: 'Production' },
    ],
    security: [{ apiKey: [] }, { bearerKey: [] }],
    tags: [
      { name: 'Postcode data', description: 'Official open data for one postcode.' },
      { name: 'Valuation', description: 'Automated valuations from HM Land Registry sales.' },
      { name: 'Tax', description: 'Property transaction taxes in the four UK nations.' },
      { name: 'Account', description: 'Your usage and credits: free.' },
      { name: 'Batch', description: 'Up to 1,000 requests to one endpoint as a background job, each charged as its endpoint.' },
      { name: 'Keys', description: 'Your named keys, with a signed-in session (as on /api-keys).' },
    ],
    paths,
    components: {
      schemas: defs,
      headers: { ...HEADERS, ...JOB_HEADERS },
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'Your API key from the dashboard.' },
        bearerKey: { type: 'http', scheme: 'bearer', description: 'The same API key as a Bearer token.' },
        session: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'Key management only: the access token of your signed-in Supabase Auth session (as the dashboard uses), never an API key.',
        },
      },
    },
  };
  return cached;
}
