/** What the API says when a named key's own limits refuse a call (the codes are in API_V1_ERRORS). */
export const KEY_CAP_MESSAGE =
  'This key has spent its monthly credit cap. It starts again on the 1st of next month (UTC), or raise the cap on /api-keys.';

/** 403 endpoint_not_allowed: the endpoints this key may call, named. */
export function endpointNotAllowedMessage(allowed: readonly string[]): string {
  return `This key may call only ${allowed.join(', ')}. Use another key, or change this key’s endpoints on /api-keys.`;
}

export const REVOKED_KEY_MESSAGE = 'This API key is not recognised: it may have been revoked or rotated. Check it on /api-keys.';
