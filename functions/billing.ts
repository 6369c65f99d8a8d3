import type { Config, Context } from '@netlify/functions';
import { checkoutItem, type PlanItem } from '../src/lib/billing/catalogue.ts';
import {
  BILLING_BODY_BYTES,
  checkoutBody,
  guestCheckoutBody,
  localCompleteBody,
  type BillingDetails,
} from '../src/lib/billing/request-bodies.ts';
import { BODY_LIMITS, billingItemBody, localBillingBody } from '../src/lib/api/request-schemas.ts';
import { RATE_RULES, type RateRule } from '../src/lib/api/rate-rules.ts';
import { siteUrl } from '../src/lib/site/site-url.ts';
import type { SqlClient } from '../src/lib/data/sql-client.ts';
import { verifyBearer } from './_shared/auth.ts';
import { billingAccount } from './_shared/billing/account.ts';
import {
  BillingUnavailableError,
  PlanChangeDeclinedError,
  billingConfig,
  reportBillingStartup,
} from './_shared/billing/config.ts';
import type { BillingAccount } from './_shared/billing/provider.ts';
import { guestAccount } from './_shared/billing/guest-checkout.ts';
import { localProvider, type LocalOutcome, type LocalSimulation } from './_shared/billing/local-provider.ts';
import { billingProvider, type CheckoutSummary } from './_shared/billing/provider.ts';
import { withLogging } from './_shared/handler.ts';
import { describeError, log } from './_shared/log.ts';
import { hashKey, rateLimited, takeRateLimit } from './_shared/rate-limit.ts';
import { readJsonBody } from './_shared/read-json.ts';
import { authenticationRequired, jsonError, jsonResponse, methodNotAllowed } from './_shared/respond.ts';
import { sqlClient } from './_shared/sql-client.ts';
import { adminClient } from './_shared/supabase-admin.ts';

reportBillingStartup();

const PRIVATE = { 'cache-control': 'private, no-store' };
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const SIMULATIONS: Record<string, LocalSimulation> = {
  renew: 'renew',
  'fail-payment': 'fail',
  'give-up': 'give_up',
  'end-period': 'end_period',
  refund: 'refund',
  replay: 'replay',
};
/** A visitor's /success page polling its checkout (40 polls at most), not a scan of session ids. */
const OPEN_READS_PER_ADDRESS: RateRule = { bucket: 'billing:open-read', windowSeconds: 600, limit: 120 };
/** Actions a visitor may take without signing in. */
const OPEN_ACTIONS = new Set(['guest-checkout', 'session', 'local/complete', 'local/abandon']);

/** Where Stripe sends the customer back: the configured site, or this machine when called locally. */
function returnOrigin(request: Request): string {
  const url = new URL(request.url);
  return LOOPBACK.has(url.hostname) ? url.origin : siteUrl(process.env['SITE_URL']);
}

function unavailable(message: string): Response {
  return jsonError(503, 'billing_unavailable', message, { 'retry-after': '60' });
}

function localAnswer(outcome: LocalOutcome): Response {
  if (outcome === 'not_found') return jsonError(404, 'not_found', 'No such checkout session on your account.');
  if (outcome === 'already_complete') return jsonError(409, 'already_complete', 'This checkout has already finished.');
  if (outcome === 'conflict') return jsonError(409, 'conflict', 'Another change got there first. Reload and try again.');
  if (outcome === 'already_subscribed') {
    return jsonError(
      409,
      'already_subscribed',
      'You already have a plan, so this checkout was not charged. Change your plan from the billing page instead.',
    );
  }
  if (outcome === 'not_allowed')
    return jsonError(409, 'not_allowed', 'That cannot happen to the subscription in its current state.');
  return jsonResponse(200, { ok: true }, PRIVATE);
}

/**
 * Whether the webhook has applied a paid checkout: the top-up's credits are granted, or the plan
 * is the account's active plan. /success waits for this before it shows the new balance.
 */
async function purchaseApplied(db: SqlClient, userId: string | null, summary: CheckoutSummary): Promise<boolean> {
  if (!summary.paid) return false;
  if (summary.item.kind === 'top_up' || !userId) {
    const { rows } = await db.query(
      `select 1 from public.billing_grants where source_id = $1
       union all select 1 from public.billing_invoices where id = $2 and $3::boolean`,
      [summary.sessionId, summary.invoiceId, summary.item.kind === 'plan'],
    );
    return rows.length > 0;
  }
  const { rows } = await db.query<{ ok: boolean }>(
    "select (status in ('active', 'past_due') and plan = $2) as ok from public.subscriptions where user_id = $1",
    [userId, summary.item.plan],
  );
  return rows[0]?.ok === true;
}

/** Why a plan change cannot be made now, as the answer to send; null when it can. */
function planChangeRefusal(account: BillingAccount, item: PlanItem): Response | null {
  if (!account.subscriptionId || !['active', 'past_due'].includes(account.status ?? '')) {
    return jsonError(409, 'no_subscription', 'You have no plan to change. Choose one to buy instead.');
  }
  if (account.status === 'past_due') {
    return jsonError(409, 'payment_overdue', 'Your last payment is overdue. Pay the overdue invoice before changing plan.');
  }
  if (account.cancelAtPeriodEnd) {
    return jsonError(409, 'plan_cancelling', 'Your plan is set to end. Choose "Keep my plan" first, then change it.');
  }
  if (account.plan === item.plan && (account.frequency === 'yearly') === (item.interval === 'year')) {
    return jsonError(409, 'same_plan', 'That is already your plan.');
  }
  return null;
}

/**
 * With Stripe, the billing details are asked on our page before Checkout (so a consumer abroad is
 * refused before paying, and a business abroad is charged without UK VAT): required then.
 */
function billingDetailsRequired(mode: string, billing: BillingDetails | undefined): Response | null {
  if (mode !== 'stripe' || billing) return null;
  return jsonError(
    400,
    'billing_details_required',
    'Enter your name and billing address (and a business VAT number outside the UK) before paying.',
  );
}

/** "a•••@example.com": enough for a visitor to recognise their address on /success. */
function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/**
 * The billing actions (Authorization: Bearer <access token> unless marked open):
 * - GET  /api/billing/config → `{ mode, vat, supplier }` (open: pages label local mode)
 * - POST /api/billing/checkout `{ item, billing? }` → `{ url }` of the checkout page (`billing`:
 *   name, address and a business's VAT number, required with Stripe, asked by the page first)
 * - POST /api/billing/guest-checkout `{ item, email, firstName, lastName, consent, billing? }` (open) →
 *   `{ url }`: buying from /pricing without an account; the account is made from the email
 * - GET  /api/billing/session?id= → what that checkout bought, read from the provider (open for
 *   a visitor's own checkout, whose unguessable id is in their return address)
 * - POST /api/billing/cancel, /api/billing/resume → cancel at period end, or undo it; an overdue
 *   plan is cancelled now, with its unpaid invoice voided
 * - POST /api/billing/change-plan `{ item }` → switch plan now: a new period, charged today (402
 *   payment_declined when the card is refused: nothing changes)
 * - POST /api/billing/pay-overdue → `{ url }` where the overdue invoice is paid (Stripe's hosted
 *   invoice page; locally the test portal)
 * - POST /api/billing/portal → `{ url }` of the customer portal
 * - POST /api/billing/local/{complete,abandon} (open for a visitor's checkout) and
 *   /api/billing/local/{renew,fail-payment,give-up,end-period,refund,replay} → the local test
 *   checkout and test portal (404 unless billing runs in local mode)
 * None of these changes plan, status or credits: the provider's events do, through the webhook's code.
 */
export default withLogging('billing', async (request: Request, context?: Context) => {
  const url = new URL(request.url);
  const action = url.pathname.replace(/^\/api\/billing\/?/, '').replace(/\/$/, '');
  const config = billingConfig();

  if (action === 'config') {
    if (request.method !== 'GET') return methodNotAllowed(['GET']);
    return jsonResponse(200, { mode: config.mode, vat: config.vat, supplier: config.supplier }, { 'cache-control': 'no-store' });
  }

  const isGet = action === 'session';
  if (isGet ? request.method !== 'GET' : request.method !== 'POST') return methodNotAllowed([isGet ? 'GET' : 'POST']);
  const known = [
    'checkout',
    'guest-checkout',
    'session',
    'cancel',
    'resume',
    'change-plan',
    'pay-overdue',
    'portal',
    'local/complete',
    'local/abandon',
  ];
  const simulation = action.startsWith('local/') ? SIMULATIONS[action.slice('local/'.length)] : undefined;
  if (!known.includes(action) && !simulation) return jsonError(404, 'not_found', `There is no billing action ${action}.`);
  if (action.startsWith('local/') && config.mode !== 'local') {
    return jsonError(404, 'not_found', 'The local test checkout only runs on a local copy of the site.');
  }

  const user = request.headers.has('authorization') ? await verifyBearer(request, adminClient()) : null;
  if (!user && !OPEN_ACTIONS.has(action)) return authenticationRequired();
  const db: SqlClient = sqlClient();
  if (!isGet && user) {
    const limit = await takeRateLimit(RATE_RULES.billingPerUser, hashKey(user.id), db);
    if (!limit.allowed) return rateLimited(limit, 'Too many billing requests. Please wait a minute and try again.');
  }
  if (isGet && !user) {
    const limit = await takeRateLimit(OPEN_READS_PER_ADDRESS, hashKey('billing-open-read', context?.ip || 'unknown'), db);
    if (!limit.allowed) return rateLimited(limit, 'Too many requests. Please wait a few minutes and try again.');
  }
  const account = user ? await billingAccount(db, user.id, user.email ?? '') : null;
  if (user && !account) return jsonError(404, 'profile_not_found', 'No profile was found for this account.');

  try {
    if (config.mode === 'off')
      return unavailable('Online payment is not switched on for this site yet. Please email us to upgrade.');
    const provider = billingProvider(db, config);

    if (action === 'guest-checkout') {
      const body = await readJsonBody(request, guestCheckoutBody, BILLING_BODY_BYTES);
      if (!body.ok) return body.error;
      if (user) return jsonError(409, 'signed_in', 'You are signed in: buy from your billing page instead.');
      const missing = billingDetailsRequired(config.mode, body.value.billing);
      if (missing) return missing;
      const guest = await guestAccount(db, body.value, context?.ip ?? '');
      if (guest instanceof Response) return guest;
      const item = checkoutItem(body.value.item)!;
      const options = { guest: true, billing: body.value.billing ?? null };
      return jsonResponse(200, await provider.createCheckout(guest, item, returnOrigin(request), options), PRIVATE);
    }
    if (action === 'session') {
      const id = url.searchParams.get('id') ?? '';
      if (!/^cs_[A-Za-z0-9_]{6,200}$/.test(id)) return jsonError(400, 'invalid_request', 'id must be a checkout session id.');
      const summary = await provider.readCheckout(id, user?.id ?? null);
      if (!summary || (!user && !summary.guest)) {
        return user ? jsonError(404, 'not_found', 'No such checkout session on your account.') : authenticationRequired();
      }
      const applied = await purchaseApplied(db, user?.id ?? null, summary);
      return jsonResponse(200, { ...summary, email: user ? summary.email : maskEmail(summary.email), applied }, PRIVATE);
    }
    if (action === 'local/complete' || action === 'local/abandon') {
      const local = localProvider(db);
      if (action === 'local/abandon') {
        const body = await readJsonBody(request, localBillingBody, BODY_LIMITS.billing);
        if (!body.ok) return body.error;
        if (!body.value.session) return jsonError(400, 'invalid_request', 'session is required.');
        return localAnswer(await local.expireCheckout(body.value.session, user?.id ?? null));
      }
      const body = await readJsonBody(request, localCompleteBody, BILLING_BODY_BYTES);
      if (!body.ok) return body.error;
      return localAnswer(await local.completeCheckout(body.value.session, user?.id ?? null, body.value.billing));
    }
    if (!account) return authenticationRequired();

    if (action === 'checkout') {
      const body = await readJsonBody(request, checkoutBody, BILLING_BODY_BYTES);
      if (!body.ok) return body.error;
      const item = checkoutItem(body.value.item)!;
      if (item.kind === 'plan' && account.status === 'active' && account.subscriptionId) {
        return jsonError(409, 'already_subscribed', 'You already have a plan. Change it from the billing page instead.');
      }
      if (item.kind === 'plan' && account.status === 'past_due' && account.subscriptionId) {
        return jsonError(
          409,
          'payment_overdue',
          'Your last payment is overdue. Pay the overdue invoice or cancel the plan first.',
        );
      }
      const missing = billingDetailsRequired(config.mode, body.value.billing);
      if (missing) return missing;
      // A paused (unpaid) plan is replaced when the new one is paid: the webhook retires it, and
      // it is cancelled at the provider with its unpaid invoice voided (closeRetired).
      const options = { billing: body.value.billing ?? null };
      return jsonResponse(200, await provider.createCheckout(account, item, returnOrigin(request), options), PRIVATE);
    }
    if (action === 'change-plan') {
      const body = await readJsonBody(request, billingItemBody, BODY_LIMITS.billing);
      if (!body.ok) return body.error;
      const item = checkoutItem(body.value.item)!;
      if (item.kind !== 'plan') return jsonError(400, 'invalid_request', 'Choose a plan, not a top-up.');
      const refusal = planChangeRefusal(account, item as PlanItem);
      if (refusal) return refusal;
      try {
        await provider.changePlan(account, item as PlanItem);
      } catch (error) {
        if (!(error instanceof PlanChangeDeclinedError)) throw error;
        return jsonError(
          402,
          'payment_declined',
          'Your card was declined, so your plan has not changed. Update your card and try again.',
        );
      }
      return jsonResponse(200, { ok: true }, PRIVATE);
    }
    if (action === 'cancel' || action === 'resume') {
      const overdue = ['past_due', 'paused'].includes(account.status ?? '');
      if (!account.subscriptionId || !['active', 'past_due', 'paused'].includes(account.status ?? '')) {
        return jsonError(409, 'no_subscription', 'You have no plan to cancel.');
      }
      if (action === 'cancel' && overdue) {
        // Overdue: the plan ends now and its unpaid invoice is voided (the dialog said so).
        await provider.cancelNow(account);
        return jsonResponse(200, { ok: true, ended: true }, PRIVATE);
      }
      if (overdue) return jsonError(409, 'payment_overdue', 'Pay the overdue invoice first.');
      await provider.setCancelAtPeriodEnd(account, action === 'cancel');
      return jsonResponse(200, { ok: true }, PRIVATE);
    }
    if (action === 'pay-overdue') {
      if (!account.subscriptionId || !['past_due', 'paused'].includes(account.status ?? '')) {
        return jsonError(409, 'no_overdue_invoice', 'Nothing is overdue on your account.');
      }
      const overdueUrl = await provider.overdueInvoiceUrl(account);
      if (!overdueUrl) return jsonError(409, 'no_overdue_invoice', 'Nothing is overdue on your account.');
      return jsonResponse(200, { url: overdueUrl }, PRIVATE);
    }
    if (action === 'portal') {
      return jsonResponse(200, { url: await provider.portalUrl(account, returnOrigin(request)) }, PRIVATE);
    }

    // The local test portal.
    if (!account.subscriptionId && simulation !== 'refund' && simulation !== 'replay') {
      return jsonError(409, 'no_subscription', 'You have no plan yet. Buy one first.');
    }
    return localAnswer(await localProvider(db).simulate(account, simulation!));
  } catch (error) {
    if (error instanceof BillingUnavailableError) {
      log('error', 'billing not configured', { action, error: error.message, requestId: context?.requestId });
      return unavailable('Online payment is not available just now. Please try again later or email us.');
    }
    log('error', 'billing action failed', { action, ...describeError(error) });
    return jsonError(502, 'billing_failed', 'Our payment provider did not answer. Please try again in a moment.');
  }
});

export const config: Config = { path: '/api/billing/*', excludedPath: ['/api/billing/invoice-pdf'] };
