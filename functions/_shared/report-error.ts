import { reportErrorBody, toErrorReportRow } from '../../src/lib/api/error-report.ts';
import { createRateLimiter, REPORT_ERROR_RATE, type RateLimiter } from '../../src/lib/api/rate-limit.ts';
import { BODY_LIMITS } from '../../src/lib/api/request-schemas.ts';
import { formatErrorReportMessage } from '../../src/lib/api/telegram-message.ts';
import { BRAND } from '../../src/lib/site/brand.ts';
import { withLogging, type Handler } from './handler.ts';
import { log } from './log.ts';
import { readJsonBody } from './read-json.ts';
import { jsonError, jsonResponse, methodNotAllowed, serviceUnavailable } from './respond.ts';
import { adminClient } from './supabase-admin.ts';
import { notifyTelegram } from './telegram.ts';

/**
 * POST /api/report-error (SPEC §3, §7) → 200 `{ success, telegramSuccess }`.
 * Open to visitors and signed-in users alike, rate-limited per client address (429 when over).
 * Text is capped and scrubbed of tokens, keys and passwords before it is stored; Telegram is
 * told only when TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID are set.
 */
export function createReportErrorHandler(limiter: RateLimiter = createRateLimiter(REPORT_ERROR_RATE)): Handler {
  return withLogging('report-error', async (request, context) => {
    if (request.method !== 'POST') return methodNotAllowed(['POST']);
    // The platform's client address, never a client-sent header (X-Forwarded-For is forgeable).
    const decision = limiter.take(context?.ip || 'unknown');
    if (!decision.allowed) {
      return jsonError(429, 'rate_limited', 'Too many error reports. Please wait a moment.', {
        'retry-after': String(decision.retryAfterSeconds),
      });
    }
    const body = await readJsonBody(request, reportErrorBody, BODY_LIMITS.reportError);
    if (!body.ok) return body.error;

    const row = toErrorReportRow(body.value);
    const { error } = await adminClient().from('error_reports').insert(row);
    if (error) {
      log('error', 'error report not stored', { code: error.code, errorMessage: error.message });
      return serviceUnavailable();
    }
    const telegramSuccess = await notifyTelegram(formatErrorReportMessage(row, BRAND.name));
    return jsonResponse(200, { success: true, telegramSuccess });
  });
}

export const handleReportError = createReportErrorHandler();
