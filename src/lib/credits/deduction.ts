import type { Result } from '../result.ts';
/** A deduction costs 1 credit; credits are polled every 60 s. */
export const CREDIT_COST = 1;
export const CREDIT_POLL_MS = 60_000;

/** What POST /api/deduct-credit answers on success. */
export interface DeductionAnswer {
  isLegacy: boolean;
  updatedCredits: number | null;
}

export type DeductionResult = Result<DeductionAnswer>;

/** What users see when a deduction fails. */
export const DEDUCTION_ERRORS = {
  insufficient: 'Insufficient credits',
  auth: 'Authentication required',
  failed: 'Failed to deduct credit',
  noData: 'No data returned from credit deduction',
} as const;

/** Maps the endpoint's status and parsed body (null if unreadable) to a result. */
export function interpretDeduction(status: number, body: unknown): DeductionResult {
  if (status === 403) return { ok: false, error: DEDUCTION_ERRORS.insufficient };
  if (status === 401) return { ok: false, error: DEDUCTION_ERRORS.auth };
  if (status < 200 || status >= 300) return { ok: false, error: DEDUCTION_ERRORS.failed };
  if (!body || typeof body !== 'object') return { ok: false, error: DEDUCTION_ERRORS.noData };
  const b = body as { isLegacy?: unknown; updatedCredits?: unknown };
  const updated = typeof b.updatedCredits === 'number' ? b.updatedCredits : null;
  return { ok: true, value: { isLegacy: b.isLegacy === true, updatedCredits: updated } };
}

/**
 * The balance after a deduction: a legacy answer leaves it unchanged; otherwise the
 * server's figure, or the old balance minus the cost if the server gave none.
 */
export function creditsAfter(previous: number | null, answer: DeductionAnswer): number | null {
  if (answer.isLegacy) return previous;
  if (answer.updatedCredits !== null) return answer.updatedCredits;
  return previous === null ? null : Math.max(0, previous - CREDIT_COST);
}
