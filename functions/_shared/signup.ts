import { createHash } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { isDisposableEmailDomain } from 'disposable-email-domains-js';
import { networkSource } from '../../src/lib/api/network-source.ts';
import { RATE_RULES } from '../../src/lib/api/rate-rules.ts';
import { BODY_LIMITS, signupBody } from '../../src/lib/api/request-schemas.ts';
import { registrableDomain } from '../../src/lib/auth/email-domain.ts';
import { trialBudget, type TrialBudget } from '../../src/lib/auth/trial-budget.ts';
import { emailDomain, trialEmail } from '../../src/lib/auth/trial-email.ts';
import { signInLinkEmail } from '../../src/lib/email/sign-in-link-email.ts';
import { siteUrl } from '../../src/lib/site/site-url.ts';
import { emailSender } from './email-transport.ts';
import { withLogging } from './handler.ts';
import { describeError, log } from './log.ts';
import { hashKey, rateLimited, takeRateLimit } from './rate-limit.ts';
import { readJsonBody } from './read-json.ts';
import { jsonError, jsonResponse, methodNotAllowed, serviceUnavailable } from './respond.ts';
import { adminClient } from './supabase-admin.ts';

/** The one answer for every accepted address, new or not: nothing says whether an account exists. */
export const SIGNUP_ACCEPTED = {
  ok: true,
  message: 'Check your email: we have sent you a link to confirm your address and sign in.',
} as const;

/** Where the emailed link lands: the dashboard, where onboarding starts at 'Secure Your Account'. */
function landing(): string {
  const origin = process.env['LOCAL_SITE_URL']?.trim() || siteUrl(process.env['SITE_URL']);
  return `${origin.replace(/\/$/, '')}/dashboard`;
}

async function findUserId(supabase: SupabaseClient, email: string): Promise<{ id: string; firstName: string | null } | null> {
  const { data, error } = await supabase.rpc('user_id_by_email', { p_email: email });
  if (error) throw error;
  const row = (Array.isArray(data) ? data[0] : data) as { user_id: string; first_name: string | null } | null | undefined;
  return row ? { id: row.user_id, firstName: row.first_name } : null;
}

/** Marks an account as made here (app_metadata, which only the service role can set): only such accounts get a trial. */
export const SIGNUP_MARK = { signup: 'brickstack' } as const;

/** The hash a budget's grants are counted under (public.trial_grants.budget_hash). */
export function budgetHash(budget: TrialBudget): string {
  return createHash('sha256').update(budget.key).digest('hex');
}

async function budgetUsed(supabase: SupabaseClient, budget: TrialBudget): Promise<number> {
  const { data, error } = await supabase.rpc('trial_budget_used', { p_budget_hash: budgetHash(budget) });
  if (error) throw error;
  return Number(data ?? 0);
}

function budgetSpent(budget: TrialBudget): Response {
  const message =
    budget.kind === 'relay'
      ? `We have started as many trials as we can today for addresses at ${budget.label}, a forwarding service. Please use your own address, or try again tomorrow.`
      : `We have started several trials for addresses at ${budget.label} today. Please try again tomorrow, or contact us if your team needs more.`;
  return jsonError(429, 'rate_limited', message, { 'retry-after': '3600' });
}

/**
 * POST /api/signup `{ email, firstName, lastName, consent: true }` → 200 `{ ok, message }`.
 * Refuses disposable addresses, judged on the registrable domain too (400 `disposable_email`),
 * limits sign-ups per network address and per normalised mailbox in the database (429), and
 * refuses (429) when the address's organisation or relay service has had its day's trials
 * granted (trial-budget.ts: counted from confirmed trials, never from attempts). An account a
 * guest checkout made and nobody paid for or confirmed gives way (release_checkout_account).
 * Creates the account unconfirmed and marked as ours with its trial budget (no credits until the
 * address is confirmed; then the trial is granted once per normalised mailbox, within the
 * budget) and emails a one-time sign-in link. The answer is the same whether the address already
 * had an account.
 */
export const handleSignup = withLogging('signup', async (request, context) => {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  const body = await readJsonBody(request, signupBody, BODY_LIMITS.signup);
  if (!body.ok) return body.error;
  const { email, firstName, lastName } = body.value;
  const domain = emailDomain(email);
  const organisation = registrableDomain(domain) || domain;
  const budget = trialBudget(email);
  if (isDisposableEmailDomain(domain) || isDisposableEmailDomain(organisation)) {
    return jsonError(400, 'disposable_email', 'Please use a permanent email address: we do not accept disposable inboxes.');
  }
  const byAddress = await takeRateLimit(RATE_RULES.signupPerAddress, hashKey('signup-address', networkSource(context?.ip)));
  if (!byAddress.allowed) return rateLimited(byAddress, 'Too many sign-ups from your network. Please try again later.');
  const byEmail = await takeRateLimit(RATE_RULES.signupPerEmail, hashKey('signup-email', trialEmail(email)));
  if (!byEmail.allowed)
    return rateLimited(byEmail, 'We have already sent several links to this address today. Please check your inbox.');

  const supabase = adminClient();
  try {
    if (budget && (await budgetUsed(supabase, budget)) >= budget.limit) return budgetSpent(budget);
    const released = await supabase.rpc('release_checkout_account', { p_email: email });
    if (released.error) throw released.error;
    const existing = await findUserId(supabase, email);
    if (!existing) {
      const created = await supabase.auth.admin.createUser({
        email,
        email_confirm: false,
        user_metadata: { first_name: firstName, last_name: lastName },
        app_metadata: {
          ...SIGNUP_MARK,
          ...(budget ? { trial_budget: budgetHash(budget), trial_budget_limit: budget.limit } : {}),
        },
      });
      if (created.error) throw created.error;
    }
    const link = await supabase.auth.admin.generateLink({ type: 'magiclink', email, options: { redirectTo: landing() } });
    if (link.error || !link.data.properties?.action_link) throw link.error ?? new Error('no action link');
    await emailSender()(
      signInLinkEmail({
        to: email,
        firstName: existing ? existing.firstName : firstName,
        link: link.data.properties.action_link,
        kind: existing ? 'existing' : 'new',
      }),
    );
  } catch (error) {
    log('error', 'signup failed', describeError(error));
    return serviceUnavailable();
  }
  return jsonResponse(200, SIGNUP_ACCEPTED);
});
