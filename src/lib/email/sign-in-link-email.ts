import { BRAND } from '../site/brand.ts';
import { TRIAL_CREDITS, TRIAL_DAYS } from '../site/plans.ts';
import type { EmailMessage } from './email-message.ts';
import { emailLayout } from './email-layout.ts';
import { greetingName } from './greeting-name.ts';

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
  const name = greetingName(input.firstName);
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
  return emailLayout({ to: input.to, subject, greeting, paragraphs, action: { label: action, href: input.link }, footer });
}
