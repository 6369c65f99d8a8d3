import { BRAND } from '../site/brand.ts';
import type { EmailMessage } from './email-message.ts';
import { emailLayout } from './email-layout.ts';
import { escapeHtml } from './escape-html.ts';
import { greetingName } from './greeting-name.ts';

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
 * The one-off email sent when a trial's API credits reach 0
 * ("Trial credits exhausted"): what happened, what still works until the trial ends, and the upgrade link.
 */
export function trialUpgradeEmail(input: TrialUpgradeEmailInput): EmailMessage {
  const name = greetingName(input.firstName);
  const billingUrl = `${input.siteUrl.replace(/\/$/, '')}/billing`;
  const ends = longDate(input.trialEnd) ?? 'your trial end date';
  const subject = `You have used all your ${BRAND.name} trial credits`;
  const greeting = name ? `Hi ${name},` : 'Hello,';
  const paragraphs = [
    `You have used all the API credits included in your ${BRAND.name} trial, so data checks that spend credits are paused for now.`,
    `Your trial continues until ${ends}, and the free calculators keep working. Upgrade to a paid plan to keep researching postcodes, valuations and deals without interruption.`,
  ];
  const contact = `Questions? Reply to this email or write to ${BRAND.supportEmail}.`;
  return emailLayout({
    to: input.to,
    subject,
    greeting,
    paragraphs,
    action: { label: 'Upgrade now', href: billingUrl },
    footer: contact,
    footerHtml: `Questions? Reply to this email or write to <a href="mailto:${escapeHtml(BRAND.supportEmail)}" style="color:#6d28d9">${escapeHtml(BRAND.supportEmail)}</a>.`,
  });
}
