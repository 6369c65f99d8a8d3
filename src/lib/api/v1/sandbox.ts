/**
 * The public sandbox key printed on /docs/getting-started: free, no sign-up, answers every
 * endpoint but only for these sample postcodes (stamp duty, which takes no postcode,
 * answers for any input). It is never charged, and it has its own per-address rate limit.
 */
import { readAddressSearch } from '../../data/address-search-text.ts';
import { parsePostcode } from '../../postcode/parse.ts';

export const SANDBOX_API_KEY = 'sandbox_trafford_public_key_v1';

/**
 * Seven Trafford postcodes, WA14 4YF (new homes sold in 2019: a property age from new-build sales)
 * and FY2 0EJ in Blackpool (energy certificates), so every endpoint has a real answer to try.
 * Mobile signal holds no data anywhere yet, and says so.
 */
export const SANDBOX_POSTCODES = [
  'M33 2AU',
  'M33 3HJ',
  'M32 0NQ',
  'M32 0TH',
  'M41 9BL',
  'WA14 1SR',
  'WA15 8HW',
  'WA14 4YF',
  'FY2 0EJ',
] as const;

export function isSandboxPostcode(postcode: string): boolean {
  return (SANDBOX_POSTCODES as readonly string[]).includes(postcode);
}

/**
 * Whether the sandbox answers a parsed query: its postcode is a sample one, or (an address search)
 * the text names a sample postcode; a query without a place (stamp duty) always.
 */
export function sandboxAnswers(query: Record<string, unknown>): boolean {
  if (typeof query['postcode'] === 'string') {
    const parsed = parsePostcode(query['postcode']);
    return parsed.ok && isSandboxPostcode(parsed.value.postcode);
  }
  if (typeof query['q'] === 'string') {
    const read = readAddressSearch(query['q']);
    return read.ok && read.place.kind === 'postcode' && isSandboxPostcode(read.place.postcode.postcode);
  }
  return true;
}

export const SANDBOX_MESSAGE = `The sandbox key answers only for the sample postcodes ${SANDBOX_POSTCODES.join(', ')}. Use your own API key from the dashboard for any other postcode.`;
