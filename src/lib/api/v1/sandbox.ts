/**
 * The public sandbox key printed on /docs/getting-started: free, no sign-up, answers every
 * endpoint but only for these sample Trafford postcodes (stamp duty, which takes no postcode,
 * answers for any input). It is never charged, and it has its own per-address rate limit.
 */
export const SANDBOX_API_KEY = 'sandbox_trafford_public_key_v1';

export const SANDBOX_POSTCODES = ['M33 2AU', 'M33 3HJ', 'M32 0NQ', 'M32 0TH', 'M41 9BL', 'WA14 1SR', 'WA15 8HW'] as const;

export function isSandboxPostcode(postcode: string): boolean {
  return (SANDBOX_POSTCODES as readonly string[]).includes(postcode);
}

export const SANDBOX_MESSAGE = `The sandbox key answers only for the sample Trafford postcodes ${SANDBOX_POSTCODES.join(', ')}. Use your own API key from the dashboard for any other postcode.`;
