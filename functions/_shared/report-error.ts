import { reportErrorBody, toErrorReportRow } from '../../src/lib/api/error-report.ts';
import { networkSource } from '../../src/lib/api/network-source.ts';
import { RATE_RULES } from '../../src/lib/api/rate-rules.ts';
import { BODY_LIMITS } from '../../src/lib/api/request-schemas.ts';
import { formatErrorReportMessage } from '../../src/lib/api/telegram-message.ts';
import { BRAND } from '../../src/lib/site/brand.ts';
import { withLogging, type Handler } from './handler.ts';
import { log } from './log.ts';
import { hashKey, rateLimited, takeRateLimit, takeRateLimits, type RateTake } from './rate-limit.ts';
import { readJsonBody } from './read-json.ts';
import { jsonResponse, methodNotAllowed, serviceUnavailable } from './respond.ts';
import { sqlClient } from './sql-client.ts';
import { adminClient } from './supabase-admin.ts';
import { notifyTelegram } from './telegram.ts';

/**
 * Tells Telegram about a report unless the same error (message and page) was told this hour or
 * the site-wide hourly cap is reached: both counters live in the database, so they hold across
 * function instances.
 */
async function notifyOnce(row: ReturnType<typeof toErrorReportRow>): Promise<boolean> {
  if (!process.env['TELEGRAM_BOT_TOKEN']?.trim() || !process.env['TELEGRAM_CHAT_ID']?.trim()) return false;
  const db = sqlClient();
  const same = await takeRateLimit(RATE_RULES.telegramSameError, hashKey('error', row.message ?? '', row.path ?? ''), db);
  if (!same.allowed) return false;
  const all = await takeRateLimit(RATE_RULES.telegramPerHour, 'all', db);
  if (!all.allowed) return false;
  return notifyTelegram(formatErrorReportMessage(row, BRAND.name));
}

/**
 * POST /api/report-error → 200 `{ success, telegramSuccess }`.
 * Open to visitors and signed-in users alike, rate-limited per client address in the database
 * (the platform's context.ip, never a client-sent header; IPv6 by its /64), so the limit holds on
 * every instance, capped per day per source (network and visitor id) and for the whole site, so
 * one client cannot spend the site's daily cap; reports are deleted after 30 days (functions/housekeeping.ts).
 * Text is capped and scrubbed of tokens, keys and passwords before it is stored; Telegram is
 * told only when TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID are set, once per error an hour.
 */
export function createReportErrorHandler(): Handler {
  return withLogging('report-error', async (request, context) => {
    if (request.method !== 'POST') return methodNotAllowed(['POST']);
    const network = networkSource(context?.ip);
    const decision = await takeRateLimit(RATE_RULES.reportError, hashKey('ip', network));
    if (!decision.allowed) return rateLimited(decision, 'Too many error reports. Please wait a moment.');
    const body = await readJsonBody(request, reportErrorBody, BODY_LIMITS.reportError);
    if (!body.ok) return body.error;
    // Per source first, then the site: a refused take gives back the ones before it, so one
    // client's refused reports never count against the whole site.
    const takes: RateTake[] = [{ rule: RATE_RULES.reportErrorPerNetworkDay, key: hashKey('report-network', network) }];
    const visitor = body.value.distinctId?.trim();
    if (visitor) takes.push({ rule: RATE_RULES.reportErrorPerVisitorDay, key: hashKey('report-visitor', visitor) });
    takes.push({ rule: RATE_RULES.reportErrorPerDay, key: 'all' });
    const refused = (await takeRateLimits(takes)).find((d) => !d.allowed);
    if (refused) return rateLimited(refused, 'We have received enough error reports for today. Thank you.');

    const row = toErrorReportRow(body.value);
    const { error } = await adminClient().from('error_reports').insert(row);
    if (error) {
      log('error', 'error report not stored', { code: error.code, errorMessage: error.message });
      return serviceUnavailable();
    }
    return jsonResponse(200, { success: true, telegramSuccess: await notifyOnce(row) });
  });
}

export const handleReportError = createReportErrorHandler();
