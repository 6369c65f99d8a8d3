import { validateChallengeText } from '../../src/lib/api/challenge-rules.ts';
import { DAY, RATE_RULES } from '../../src/lib/api/rate-rules.ts';
import { BODY_LIMITS, validateChallengeBody } from '../../src/lib/api/request-schemas.ts';
import { verifyBearer } from './auth.ts';
import { checkChallengeWithLlm } from './challenge-llm.ts';
import { withLogging } from './handler.ts';
import { log } from './log.ts';
import { hashKey, rateLimited, takeRateLimit } from './rate-limit.ts';
import { readJsonBody } from './read-json.ts';
import { jsonResponse, methodNotAllowed } from './respond.ts';
import { adminClient } from './supabase-admin.ts';

/** LLM checks allowed per day for the whole site (CHALLENGE_LLM_DAILY_LIMIT), a ceiling on spend. */
function dailyCeiling(): number {
  const value = Number(process.env['CHALLENGE_LLM_DAILY_LIMIT']);
  return Number.isInteger(value) && value >= 0 ? value : 500;
}

/**
 * Whether this call may spend a paid LLM check: only for a signed-in caller, within their daily
 * allowance and the site's daily ceiling (both counted in the database). Anonymous callers get
 * the local rules only, so nobody can run up model costs without an account.
 */
async function mayUseLlm(request: Request): Promise<boolean> {
  if (!process.env['CHALLENGE_LLM_URL']?.trim()) return false;
  const user = await verifyBearer(request, adminClient()).catch(() => null);
  if (!user) return false;
  const own = await takeRateLimit(RATE_RULES.challengeLlmPerUser, hashKey('user', user.id));
  if (!own.allowed) return false;
  const site = await takeRateLimit({ bucket: 'challenge-llm:site', windowSeconds: DAY, limit: dailyCeiling() }, 'all');
  if (!site.allowed) log('warn', 'challenge llm daily ceiling reached', { limit: site.limit });
  return site.allowed;
}

/**
 * POST /api/validate-challenge `{ challenge }` → 200 `{ valid, reason }`.
 * Rate-limited per client address in the database. The local rules always run; the optional
 * LLM check (CHALLENGE_LLM_URL) only reviews text the rules accept, and only for signed-in
 * callers within the daily limits. It stores nothing.
 */
export const handleValidateChallenge = withLogging('validate-challenge', async (request, context) => {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  const limit = await takeRateLimit(RATE_RULES.validateChallengePerAddress, hashKey('ip', context?.ip || 'unknown'));
  if (!limit.allowed) return rateLimited(limit, 'Too many checks in a short time. Please wait a moment and try again.');
  const body = await readJsonBody(request, validateChallengeBody, BODY_LIMITS.validateChallenge);
  if (!body.ok) return body.error;
  const verdict = validateChallengeText(body.value.challenge);
  if (!verdict.valid) return jsonResponse(200, { valid: false, reason: verdict.reason });
  if (await mayUseLlm(request)) {
    const second = await checkChallengeWithLlm(body.value.challenge.trim());
    if (second && !second.valid) return jsonResponse(200, { valid: false, reason: second.reason });
  }
  return jsonResponse(200, { valid: true, reason: '' });
});
