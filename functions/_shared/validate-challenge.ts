import { validateChallengeText } from '../../src/lib/api/challenge-rules.ts';
import { BODY_LIMITS, validateChallengeBody } from '../../src/lib/api/request-schemas.ts';
import { checkChallengeWithLlm } from './challenge-llm.ts';
import { withLogging } from './handler.ts';
import { readJsonBody } from './read-json.ts';
import { jsonResponse, methodNotAllowed } from './respond.ts';

/**
 * POST /api/validate-challenge `{ challenge }` → 200 `{ valid, reason }` (SPEC §7).
 * Open to any caller: it reads and stores nothing. The local rules always run; the optional
 * LLM check (CHALLENGE_LLM_URL) only reviews text the rules accept.
 */
export const handleValidateChallenge = withLogging('validate-challenge', async (request) => {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  const body = await readJsonBody(request, validateChallengeBody, BODY_LIMITS.validateChallenge);
  if (!body.ok) return body.error;
  const verdict = validateChallengeText(body.value.challenge);
  if (!verdict.valid) return jsonResponse(200, { valid: false, reason: verdict.reason });
  const second = await checkChallengeWithLlm(body.value.challenge.trim());
  if (second && !second.valid) return jsonResponse(200, { valid: false, reason: second.reason });
  return jsonResponse(200, { valid: true, reason: '' });
});
