import { METER_MESSAGES } from '../../src/lib/api/meter-messages.ts';
import { BODY_LIMITS, deductCreditBody } from '../../src/lib/api/request-schemas.ts';
import { readApiKey } from './auth.ts';
import { withLogging } from './handler.ts';
import { log } from './log.ts';
import { readJsonBody } from './read-json.ts';
import { authenticationRequired, jsonError, jsonResponse, methodNotAllowed, serviceUnavailable } from './respond.ts';
import { adminClient } from './supabase-admin.ts';

interface DeductRow {
  outcome: 'ok' | 'unknown_key' | 'insufficient' | 'paused' | 'trial_ended';
  is_legacy: boolean;
  updated_credits: number | null;
}

/**
 * POST /api/deduct-credit `{ service }` with `x-api-key` → 200 `{ isLegacy, updatedCredits }`.
 * 401 "Authentication required" for a missing or unknown key, 403 "Insufficient credits" at 0,
 * 403 `account_paused` and 402 `trial_ended` where the meter would refuse too. The charge is the
 * database function deduct_credit: row lock, ledger row, never below zero, no charge on legacy plans.
 */
export const handleDeductCredit = withLogging('deduct-credit', async (request) => {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  const apiKey = readApiKey(request);
  if (!apiKey) return authenticationRequired();
  const body = await readJsonBody(request, deductCreditBody, BODY_LIMITS.deductCredit);
  if (!body.ok) return body.error;

  const { data, error } = await adminClient().rpc('deduct_credit', { p_api_key: apiKey, p_service: body.value.service });
  const row = (Array.isArray(data) ? data[0] : data) as DeductRow | undefined;
  if (error || !row) {
    log('error', 'deduct_credit failed', { code: error?.code, errorMessage: error?.message ?? 'no row returned' });
    return serviceUnavailable();
  }
  if (row.outcome === 'unknown_key') return authenticationRequired();
  if (row.outcome === 'insufficient') return jsonError(403, 'insufficient_credits', 'Insufficient credits');
  if (row.outcome === 'paused') return jsonError(403, 'account_paused', METER_MESSAGES.paused);
  if (row.outcome === 'trial_ended') return jsonError(402, 'trial_ended', METER_MESSAGES.trialEnded);
  return jsonResponse(200, { isLegacy: row.is_legacy, updatedCredits: row.updated_credits });
});
