import { BRAND } from '../site/brand.ts';
import type { EmailMessage } from './email-message.ts';
import { escapeHtml } from './escape-html.ts';

export interface TrialUpgradeEmailInput {
  to: string;
  /** The person's first name, when the profile has one. */
  firstName?: string | null;
  /** Site origin, e.g. https://brickstack.co.uk (the link goes to /billing). */
  siteUrl: string;
  /** When the trial ends (ISO timestamp), if known. */
  trialEnd?: string | null;
}

/** "2 July 2025" in UK long form, or null when missing or not a date. */
function longDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }).format(
    date,
  );
}

/**
 * The one-off email sent when a trial's API credits reach 0 (SPEC §4 "Trial Credits
 * Exhausted"): what happened, what still works until the trial ends, and the upgrade link.
 */
export function trialUpgradeEmail(input: TrialUpgradeEmailInput): EmailMessage {
  const name = input.firstName?.trim() || null;
  const billingUrl = `${input.siteUrl.replace(/\/$/, '')}/billing`;
  const ends = longDate(input.trialEnd) ?? 'your trial end date';
  const subject = `You have used all your ${BRAND.name} trial credits`;
  const greeting = name ? `Hi ${name},` : 'Hello,';
  const paragraphs = [
    `You have used all the API credits included in your ${BRAND.name} trial, so data checks that spend credits are paused for now.`,
    `Your trial continues until ${ends}, and the free calculators keep working. Upgrade to a paid plan to keep researching postcodes, valuations and deals without interruption.`,
  ];
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `Upgrade now: ${billingUrl}`,
    '',
    `Questions? Reply to this email or write to ${BRAND.supportEmail}.`,
    '',
    `${BRAND.legalName}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en-GB">
  <head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
  <body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
    <div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
      <p style="font-size:16px;line-height:24px;margin:0 0 16px">${escapeHtml(greeting)}</p>
      ${paragraphs.map((p) => `<p style="font-size:16px;line-height:24px;margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n      ')}
      <p style="margin:24px 0"><a href="${escapeHtml(billingUrl)}" style="display:inline-block;background:#6d28d9;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">Upgrade now</a></p>
      <p style="font-size:14px;line-height:20px;color:#57534e;margin:0">Questions? Reply to this email or write to <a href="mailto:${escapeHtml(BRAND.supportEmail)}" style="color:#6d28d9">${escapeHtml(BRAND.supportEmail)}</a>.</p>
      <p style="font-size:12px;line-height:18px;color:#78716c;margin:24px 0 0">${escapeHtml(BRAND.legalName)}</p>
    </div>
  </body>
</html>
`;
  return { to: input.to, subject, html, text };
}
