/**
 * Every error the property API v1 answers, with its HTTP status: the one source of truth for the
 * codes. The OpenAPI document lists them as the `enum` of `Error.error` and under each operation's
 * responses, the docs pages list them, and the functions answer only these codes (a contract test
 * holds every error answered to this list). The body is always
 * `{ "error": code, "message": text, "requestId": … }`.
 */
import { METER_MESSAGES } from '../meter-messages.ts';
import { PAID_ANSWERS_PER_DAY, UNPAID_API_CALLS_PER_DAY } from '../metering/limits.ts';

export interface ApiV1Error {
  status: number;
  code: string;
  /** An example message (the real one names the problem, e.g. the bad parameter). */
  example: string;
  when: string;
  charged: false;
  /** Answered only by these parts of the API (batch jobs, key management); absent: by the GET operations. */
  only?: readonly ApiV1ErrorScope[];
}

/** Parts of the API beyond the GET operations, with errors of their own. */
export type ApiV1ErrorScope = 'batch' | 'keys';

const e = (status: number, code: string, example: string, when: string, only?: readonly ApiV1ErrorScope[]): ApiV1Error => ({
  status,
  code,
  example,
  when,
  charged: false,
  ...(only ? { only } : {}),
});

export const API_V1_ERRORS: readonly ApiV1Error[] = [
  e(
    400,
    'invalid_request',
    'radius must be at most 2000.',
    'A parameter is missing, malformed or unknown. The message names it.',
  ),
  e(401, 'unauthorized', 'Send your API key in the x-api-key header.', 'The key is missing or not recognised.'),
  e(
    402,
    'insufficient_credits',
    'You have no credits left. Upgrade your plan or buy credits to keep going.',
    'The account has fewer credits than the call costs.',
  ),
  e(
    402,
    'trial_ended',
    'Your free trial has ended. Choose a plan to keep using premium data.',
    'The trial period is over and no plan has been bought.',
  ),
  e(
    403,
    'account_paused',
    'Your subscription is paused. Update your billing details to continue.',
    'The subscription is paused (for example after failed payments).',
  ),
  e(
    403,
    'sandbox_restricted',
    'The sandbox key answers only for the sample postcodes.',
    'The sandbox key was used for a postcode outside its sample set.',
  ),
  e(
    403,
    'endpoint_not_allowed',
    'This key may call only crime-statistics. Use another key, or change this key’s endpoints on /api-keys.',
    'A named key limited to chosen endpoints was used for another one.',
  ),
  e(
    403,
    'key_cap_reached',
    'This key has spent its monthly cap of 100 credits. It starts again on the 1st (UTC), or raise the cap on /api-keys.',
    'A named key with a monthly credit cap would go past it with this answer.',
  ),
  e(
    422,
    'idempotency_key_reused',
    'This Idempotency-Key was already used for a different request in the last 24 hours. Send a new key for a new request.',
    'The Idempotency-Key was used in the last 24 hours for a request with other parameters or another endpoint.',
  ),
  e(
    404,
    'not_found',
    'M1 1AA is a valid postcode, but it is not in our data yet.',
    'The input is valid but the data holds nothing for it (or too few comparable sales to value it).',
  ),
  e(
    405,
    'method_not_allowed',
    'Use GET for this endpoint.',
    'Every endpoint is read-only: use GET (or HEAD). Browsers’ cross-origin preflights (OPTIONS) get this too: call the API from your server.',
  ),
  e(
    414,
    'uri_too_long',
    'The address is longer than 2,000 characters. Send a shorter query.',
    'The path and query string together are longer than 2,000 characters; refused before any work, never charged.',
  ),
  e(
    413,
    'payload_too_large',
    'The batch body is larger than 1 MB. Send at most 1,000 items, or split them into several batches.',
    'A batch body over 1 MB; refused before any work, never charged.',
    ['batch'],
  ),
  e(
    409,
    'key_limit_reached',
    'You have 25 active keys, the most an account can hold. Revoke one first.',
    'Creating a named key when the account already holds 25 active keys.',
    ['keys'],
  ),
  e(
    429,
    'rate_limited',
    'Too many requests for this key: 60 a minute on your plan. Retry after the seconds in Retry-After.',
    'The key sent more requests this minute than its plan allows.',
  ),
  e(
    429,
    'daily_request_limit',
    METER_MESSAGES.unpaidCap(UNPAID_API_CALLS_PER_DAY),
    'Calls that charge nothing (refusals, answers with no data, free endpoints) are capped per account per UTC day; Retry-After gives the seconds to midnight UTC.',
  ),
  e(
    429,
    'daily_answer_limit',
    METER_MESSAGES.answerCap(PAID_ANSWERS_PER_DAY),
    'Paid answers are capped per account per UTC day; Retry-After gives the seconds to midnight UTC.',
  ),
  e(
    500,
    'internal',
    'Something went wrong on our side. Please try again.',
    'A fault on our side; quote the requestId to support.',
  ),
  e(
    503,
    'data_unavailable',
    'We could not read the data just now. Please try again in a moment.',
    'The database is briefly unavailable; retry with backoff.',
  ),
];

/** Every code the API answers (the `enum` of `Error.error` in the document), each once. */
export const API_V1_ERROR_CODES: readonly string[] = [...new Set(API_V1_ERRORS.map((error) => error.code))];

/** The errors a part of the API answers: the GET operations' (no `only`) or a scope's own and the common ones. */
export function errorsOf(scope: ApiV1ErrorScope | null): ApiV1Error[] {
  return API_V1_ERRORS.filter((error) => (error.only ? scope !== null && error.only.includes(scope) : true));
}
