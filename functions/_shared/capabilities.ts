/**
 * The one capability map of this deployment, from its configuration: whether AI staging can
 * generate images, how payments are taken and how email leaves. The build reads it for the static
 * pages (src/components/site/build-capabilities.ts) and the functions read it at run time, so the
 * copy and the behaviour agree (Netlify gives builds and functions the same variables; changing
 * one takes a new deploy). Customers only ever see what the site can do; which variable to set is
 * for operators, in the README and in `operatorNotes` (build output and server logs).
 */
import type { Capabilities, EmailMode } from '../../src/lib/site/capabilities.ts';
import { billingConfig } from './billing/config.ts';
import { missingProviderConfig, providerName } from './staging/provider.ts';

type Env = Record<string, string | undefined>;

/** The email adapter email-transport.ts would pick: `off` when it would refuse to send. */
export function emailMode(env: Env = process.env): EmailMode {
  const transport = (env['EMAIL_TRANSPORT'] ?? 'outbox').trim().toLowerCase() || 'outbox';
  if (transport === 'outbox') return 'outbox';
  if (transport === 'smtp') return env['SMTP_URL']?.trim() && env['SMTP_FROM']?.trim() ? 'smtp' : 'off';
  return 'off';
}

export function capabilities(env: Env = process.env): Capabilities {
  return {
    stagingGeneration: missingProviderConfig(env).length === 0,
    payments: billingConfig(env).mode,
    email: emailMode(env),
  };
}

/** What an operator would set to let AI staging generate images; null when it can. */
export function stagingOperatorNote(env: Env = process.env): string | null {
  const missing = missingProviderConfig(env);
  if (missing.length === 0) return null;
  return `AI staging generation is off: set ${missing.join(' and ')} (provider ${providerName(env)}); pages say staging is not available.`;
}

/** What an operator would set to switch each missing capability on (logs and build output only). */
export function operatorNotes(env: Env = process.env): string[] {
  const notes: string[] = [];
  const staging = stagingOperatorNote(env);
  if (staging) notes.push(staging);
  if (billingConfig(env).mode === 'off')
    notes.push('Payments are off: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (docs/decisions/billing.md).');
  if (emailMode(env) === 'off') notes.push('Email is off: EMAIL_TRANSPORT=smtp needs SMTP_URL and SMTP_FROM.');
  return notes;
}
