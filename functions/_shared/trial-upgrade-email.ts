import type { SupabaseClient } from '@supabase/supabase-js';
import { BODY_LIMITS, trialUpgradeEmailBody } from '../../src/lib/api/request-schemas.ts';
import { trialUpgradeEmail } from '../../src/lib/email/trial-upgrade-email.ts';
import { siteUrl } from '../../src/lib/site/site-url.ts';
import { verifyBearer } from './auth.ts';
import { emailSender } from './email-transport.ts';
import { withLogging } from './handler.ts';
import { describeError, log } from './log.ts';
import { readJsonBody } from './read-json.ts';
import { authenticationRequired, jsonError, jsonResponse, methodNotAllowed, serviceUnavailable } from './respond.ts';
import { adminClient } from './supabase-admin.ts';

interface ProfileRow {
  first_name: string | null;
  api_credits: number;
  credit_exhausted_email_sent: boolean;
}

/**
 * POST /api/trial-upgrade-email `{ userId, email }` with `Authorization: Bearer <access token>`.
 * Only for the caller's own account, only once trial credits reach 0, and at most once per
 * user even under parallel calls: the database function claim_trial_upgrade_email flips
 * credit_exhausted_email_sent in one statement and only that caller sends. If sending fails
 * the flag is cleared again so a later call can retry.
 * 200 `{ sent: true }` or `{ sent: false, reason: 'already_sent' }`.
 */
export const handleTrialUpgradeEmail = withLogging('trial-upgrade-email', async (request) => {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  const supabase = adminClient();
  const user = await verifyBearer(request, supabase);
  if (!user) return authenticationRequired();
  const body = await readJsonBody(request, trialUpgradeEmailBody, BODY_LIMITS.trialUpgradeEmail);
  if (!body.ok) return body.error;
  const { userId, email } = body.value;
  if (userId !== user.id || email.toLowerCase() !== (user.email ?? '').toLowerCase()) {
    return jsonError(403, 'forbidden', 'You can only request this email for your own account.');
  }

  const state = await trialState(supabase, user.id);
  if (state === 'unavailable') return serviceUnavailable();
  if (!state) return jsonError(404, 'profile_not_found', 'No profile was found for this account.');
  if (state.profile.credit_exhausted_email_sent) return jsonResponse(200, { sent: false, reason: 'already_sent' });
  if (state.status !== 'trial' || state.profile.api_credits > 0) {
    return jsonError(409, 'not_eligible', 'The upgrade email is only sent once trial credits have run out.');
  }

  const claim = await supabase.rpc('claim_trial_upgrade_email', { p_user_id: user.id });
  if (claim.error) {
    log('error', 'claim_trial_upgrade_email failed', { code: claim.error.code, errorMessage: claim.error.message });
    return serviceUnavailable();
  }
  if (claim.data !== true) return jsonResponse(200, { sent: false, reason: 'already_sent' });

  const message = trialUpgradeEmail({
    to: user.email ?? email,
    firstName: state.profile.first_name,
    siteUrl: siteUrl(process.env['SITE_URL']),
    trialEnd: state.trialEnd,
  });
  try {
    await emailSender()(message);
  } catch (error) {
    log('error', 'upgrade email not sent', describeError(error));
    const reset = await supabase.from('profile').update({ credit_exhausted_email_sent: false }).eq('user_id', user.id);
    if (reset.error) log('error', 'could not clear credit_exhausted_email_sent', { errorMessage: reset.error.message });
    return jsonError(502, 'email_failed', 'We could not send the email just now. Please try again later.');
  }
  log('info', 'upgrade email sent', { userId: user.id });
  return jsonResponse(200, { sent: true });
});

/** The profile and subscription fields the decision needs; null without a profile. */
async function trialState(
  supabase: SupabaseClient,
  userId: string,
): Promise<{ profile: ProfileRow; status: string | null; trialEnd: string | null } | null | 'unavailable'> {
  const [profile, subscription] = await Promise.all([
    supabase.from('profile').select('first_name, api_credits, credit_exhausted_email_sent').eq('user_id', userId).maybeSingle(),
    supabase.from('subscriptions').select('status, trial_end').eq('user_id', userId).maybeSingle(),
  ]);
  if (profile.error || subscription.error) {
    log('error', 'trial state lookup failed', { errorMessage: (profile.error ?? subscription.error)?.message });
    return 'unavailable';
  }
  if (!profile.data) return null;
  const sub = subscription.data as { status: string | null; trial_end: string | null } | null;
  return { profile: profile.data as ProfileRow, status: sub?.status ?? null, trialEnd: sub?.trial_end ?? null };
}
