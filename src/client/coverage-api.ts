/**
 * The free coverage answer for a postcode (`GET /api/data/coverage`): which checkers can answer
 * for it, at what level and as of when. Never metered, so no token or idempotency key is sent.
 */
import type { CoverageAnswer } from '../lib/data/coverage.ts';
import { requestJson } from './http.ts';

/** The coverage of a valid postcode, or null when the data service cannot say (the page then offers the lookup as before). */
export async function fetchCoverage(postcode: string, signal?: AbortSignal): Promise<CoverageAnswer | null> {
  try {
    const answer = await requestJson(`/api/data/coverage?${new URLSearchParams({ postcode }).toString()}`, {
      signal: signal ?? null,
    });
    if (!answer.ok) return null;
    return (answer.body as { coverage?: CoverageAnswer }).coverage ?? null;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return null;
  }
}
