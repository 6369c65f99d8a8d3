/** Facts shared by every endpoint of the property API. */

/** Base URL of every endpoint. */
export const API_BASE_URL = 'https://brickstack.co.uk/api/v1';

/** Header that carries the caller's API key (shown on the dashboard). */
export const API_KEY_HEADER = 'x-api-key';

export interface ApiErrorDoc {
  status: number;
  code: string;
  message: string;
  when: string;
}

/** Errors every endpoint can return, in the one JSON shape `{ "error": code, "message": text }`. */
export const API_ERRORS: readonly ApiErrorDoc[] = [
  {
    status: 400,
    code: 'invalid_request',
    message: 'postcode is not a valid UK postcode',
    when: 'A parameter is missing or malformed. The message names the parameter.',
  },
  {
    status: 401,
    code: 'unauthorized',
    message: 'Authentication required',
    when: 'The x-api-key header is missing, or the key is not recognised.',
  },
  {
    status: 403,
    code: 'insufficient_credits',
    message: 'Insufficient credits',
    when: 'Your account has no credits left. No credit is taken and no data is returned.',
  },
  {
    status: 404,
    code: 'not_found',
    message: 'No data found for this postcode',
    when: 'The input is valid but the source holds nothing for it (for example a terminated postcode). No credit is taken.',
  },
  {
    status: 429,
    code: 'rate_limited',
    message: 'Too many requests, slow down and retry after the time in the Retry-After header',
    when: 'The key has sent more requests in the last minute than its plan allows.',
  },
];

/** The error body for a status, as the API returns it. */
export function errorBody(error: ApiErrorDoc): { error: string; message: string } {
  return { error: error.code, message: error.message };
}

/** Whether the API answers requests yet. The docs pages show API_STATUS_NOTE while it does not. */
export const API_LIVE = false;

/** What the docs say about the API's status while it is being built. */
export const API_STATUS_NOTE =
  'The property API is in development. These pages document the interface we are building so you can plan an integration; the endpoints do not answer requests yet.';
