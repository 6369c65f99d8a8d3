import { join, resolve } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailMessage } from '../../src/lib/email/email-message.ts';
import { writeOutboxEmail } from './outbox.ts';

/** Sends one email; resolves when the transport has accepted it, rejects otherwise. */
export type SendEmail = (message: EmailMessage) => Promise<void>;

let smtp: { url: string; transporter: Transporter } | undefined;

/**
 * The email adapter chosen by EMAIL_TRANSPORT:
 * - `outbox` (default): writes the message to `<LOCAL_DATA_DIR>/outbox` (or EMAIL_OUTBOX_DIR)
 *   as JSON plus an HTML copy; no network.
 * - `smtp`: sends through nodemailer to SMTP_URL (smtps://user:pass@host:465) from SMTP_FROM.
 */
export function emailSender(env: Record<string, string | undefined> = process.env): SendEmail {
  const transport = (env['EMAIL_TRANSPORT'] ?? 'outbox').trim().toLowerCase() || 'outbox';
  if (transport === 'smtp') {
    const url = env['SMTP_URL']?.trim();
    const from = env['SMTP_FROM']?.trim();
    if (!url || !from) throw new Error('EMAIL_TRANSPORT=smtp needs SMTP_URL and SMTP_FROM');
    if (smtp?.url !== url) smtp = { url, transporter: nodemailer.createTransport(url) };
    const transporter = smtp.transporter;
    return async (message) => {
      await transporter.sendMail({ from, to: message.to, subject: message.subject, html: message.html, text: message.text });
    };
  }
  if (transport !== 'outbox') throw new Error(`Unknown EMAIL_TRANSPORT "${transport}" (use outbox or smtp)`);
  const dir = env['EMAIL_OUTBOX_DIR']?.trim() || join(resolve(env['LOCAL_DATA_DIR']?.trim() || '.local'), 'outbox');
  return async (message) => {
    await writeOutboxEmail(dir, message);
  };
}
