import { BRAND } from '../site/brand.ts';
import { TRIAL_CREDITS, TRIAL_DAYS } from '../site/plans.ts';
import type { EmailMessage } from './email-message.ts';
import { escapeHtml } from './escape-html.ts';

export interface SignInLinkEmailInput {
  to: string;
  firstName?: string | null;
  /** The one-time link that confirms the address and signs the person in. */
  link: string;
  /** A new trial account (welcome copy) or an existing account (sign-in copy). */
  kind: 'new' | 'existing';
}

/**
 * The email the start-trial form sends: for a new account it confirms the address and starts the
 * trial; for an address that already has an account it is simply a sign-in link, so the form's
 * answer never tells anyone whether an account exists.
 */
export function signInLinkEmail(input: SignInLinkEmailInput): EmailMessage {
  const name = input.firstName?.trim() || null;
  const greeting = name ? `Hi ${name},` : 'Hello,';
  const subject =
    input.kind === 'new' ? `Confirm your email to start your ${BRAND.name} trial` : `Your ${BRAND.name} sign-in link`;
  const paragraphs =
    input.kind === 'new'
      ? [
          `Thanks for starting a free ${BRAND.name} trial. Open the link below to confirm this address and sign in: your ${TRIAL_DAYS}-day trial with ${TRIAL_CREDITS} credits starts then.`,
          'Next you will choose a password and tell us what you are working on, which takes about a minute.',
        ]
      : [
          `Someone (we hope you) asked to start a ${BRAND.name} trial with this address, which already has an account. Open the link below to sign in.`,
        ];
  const action = input.kind === 'new' ? 'Confirm and start my trial' : 'Sign in';
  const footer = 'The link works once and for one hour. If you did not ask for it, ignore this email.';
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${action}: ${input.link}`,
    '',
    footer,
    '',
    BRAND.legalName,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en-GB">
  <head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
  <body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
    <div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
      <p style="font-size:16px;line-height:24px;margin:0 0 16px">${escapeHtml(greeting)}</p>
      ${paragraphs.map((p) => `<p style="font-size:16px;line-height:24px;margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n      ')}
      <p style="margin:24px 0"><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#6d28d9;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${escapeHtml(action)}</a></p>
      <p style="font-size:14px;line-height:20px;color:#57534e;margin:0">${escapeHtml(footer)}</p>
      <p style="font-size:12px;line-height:18px;color:#78716c;margin:24px 0 0">${escapeHtml(BRAND.legalName)}</p>
    </div>
  </body>
</html>
`;
  return { to: input.to, subject, html, text };
}
