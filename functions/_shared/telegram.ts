import { describeError, log } from './log.ts';

/** How long a Telegram call may take before the report is answered without it. */
const TELEGRAM_TIMEOUT_MS = 3000;

/**
 * Sends a plain-text message to TELEGRAM_CHAT_ID through the bot TELEGRAM_BOT_TOKEN.
 * Returns false (and sends nothing) when either is unset; false on any failure, which is
 * logged without the token.
 */
export async function notifyTelegram(text: string, env: Record<string, string | undefined> = process.env): Promise<boolean> {
  const token = env['TELEGRAM_BOT_TOKEN']?.trim();
  const chatId = env['TELEGRAM_CHAT_ID']?.trim();
  if (!token || !chatId) return false;
  const base = env['TELEGRAM_API_URL']?.trim() || 'https://api.telegram.org';
  try {
    const response = await fetch(`${base}/bot${token}/sendMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: chatId, text, disable_web_page_preview: true }),
      signal: AbortSignal.timeout(TELEGRAM_TIMEOUT_MS),
    });
    if (!response.ok) log('warn', 'telegram notify failed', { status: response.status });
    return response.ok;
  } catch (error) {
    const { errorName, errorMessage } = describeError(error);
    log('warn', 'telegram notify failed', { errorName, errorMessage });
    return false;
  }
}
