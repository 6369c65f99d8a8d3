import { useEffect, useState } from 'react';
import { billingCall, fetchBillingSettings, fetchSubscription, type CheckoutSummary } from '../../../client/billing.ts';
import { planLine, statusView, type BillingSubscription } from '../../../lib/billing/billing-view.ts';
import { formatPence } from '../../../lib/site/plans.ts';
import { Loading, SignedOutNotice } from '../SignedOutNotice.tsx';
import { ui } from '../ui-classes.ts';
import { useAccount } from '../useAccount.ts';
import { ErrorText } from '../../shared/ErrorText.tsx';

const NOTICE = 'Local test checkout: no card, no money moves.';

/**
 * /billing/test-checkout: the local stand-in for Stripe's hosted pages, only when no Stripe keys
 * are configured. `?session=` pays or abandons a checkout; `?portal=1` plays the events Stripe
 * would send over a subscription's life (renewal, failed payment, retries exhausted, end of a
 * cancelled period). Every step becomes a signed event handled by the real webhook.
 */
export default function TestCheckout() {
  const { status, user } = useAccount();
  const [mode, setMode] = useState<string | null>(null);
  const [session, setSession] = useState<CheckoutSummary | null>(null);
  const [subscription, setSubscription] = useState<BillingSubscription | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const params = typeof window === 'undefined' ? new URLSearchParams() : new URLSearchParams(window.location.search);
  const sessionId = params.get('session');
  const portal = params.get('portal') === '1';

  useEffect(() => {
    if (!user) return;
    void fetchBillingSettings().then((r) => setMode(r.ok ? r.value.mode : 'off'));
    if (sessionId) {
      void billingCall<CheckoutSummary>(`session?id=${encodeURIComponent(sessionId)}`).then((r) =>
        r.ok ? setSession(r.value) : setError(r.error),
      );
    }
    if (portal) void fetchSubscription(user.id).then((r) => (r.ok ? setSubscription(r.value) : setError(r.error)));
  }, [user, sessionId, portal]);

  if (status === 'loading') return <Loading />;
  if (status === 'signed-out' || !user) return <SignedOutNotice what="the test checkout" />;
  if (mode === null) return <Loading />;
  if (mode !== 'local') {
    return (
      <p data-test-checkout-off>
        The test checkout only runs on a local copy of the site. Go to <a href="/billing">billing</a> to pay.
      </p>
    );
  }

  async function step(action: string, body: unknown, after: () => void) {
    setBusy(true);
    setError('');
    const result = await billingCall(action, body);
    setBusy(false);
    if (result.ok) after();
    else setError(result.error);
  }

  const banner = (
    <p
      className="rounded-lg border-2 border-dashed border-warning-line bg-warning-surface px-4 py-3 font-semibold text-ink"
      data-test-banner
    >
      {NOTICE}
    </p>
  );

  if (portal) {
    const simulate = (action: string, label: string) => (
      <button
        type="button"
        className={ui.secondary}
        disabled={busy}
        onClick={() =>
          void step(`local/${action}`, {}, () => {
            setDone(label);
            void fetchSubscription(user.id).then((r) => r.ok && setSubscription(r.value));
          })
        }
      >
        {label}
      </button>
    );
    const view = subscription ? statusView(subscription, new Date()) : null;
    return (
      <div className="space-y-5" data-test-portal>
        {banner}
        <p>
          This stands in for Stripe&apos;s customer portal and for the events Stripe sends over a subscription&apos;s life. Each
          button sends Stripe-format events, signed like Stripe&apos;s, to the site&apos;s webhook.
        </p>
        {subscription && (
          <p data-test-portal-plan>
            {planLine(subscription) ?? 'No paid plan'}: <strong>{view?.label}</strong>. {view?.sentence}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          {simulate('renew', 'Simulate a renewal payment')}
          {simulate('fail-payment', 'Simulate a failed renewal payment')}
          {simulate('give-up', 'Simulate retries running out')}
          {simulate('end-period', 'End a cancelled plan now')}
        </div>
        {done && (
          <p role="status" className="text-success" data-test-portal-done>
            Done: {done.toLowerCase()}.
          </p>
        )}
        {error && <ErrorText>{error}</ErrorText>}
        <p>
          <a href="/billing">Back to billing</a>
        </p>
      </div>
    );
  }

  if (!sessionId)
    return (
      <p>
        There is no checkout to show. Start one from the <a href="/billing">billing page</a>.
      </p>
    );
  if (error && !session) {
    return (
      <ErrorText>
        {error} <a href="/billing">Back to billing</a>
      </ErrorText>
    );
  }
  if (!session) return <Loading />;

  const period = session.item.kind === 'plan' ? (session.item.interval === 'year' ? ' a year' : ' a month') : '';
  return (
    <div className="max-w-lg space-y-5" data-test-checkout>
      {banner}
      <section aria-labelledby="order-title" className="rounded-xl border border-gray-200 p-5">
        <h2 id="order-title" className="font-semibold text-ink">
          {session.item.name}
        </h2>
        <dl className="mt-3 space-y-1 text-sm">
          <div className="flex justify-between">
            <dt>Credits</dt>
            <dd className="tabular-nums">{session.item.credits.toLocaleString('en-GB')}</dd>
          </div>
          <div className="flex justify-between">
            <dt>VAT included</dt>
            <dd className="tabular-nums">{formatPence(session.taxPence)}</dd>
          </div>
          <div className="flex justify-between font-semibold">
            <dt>Total to pay</dt>
            <dd className="tabular-nums" data-test-total>
              {formatPence(session.totalPence)}
              {period}
            </dd>
          </div>
        </dl>
      </section>
      {session.status !== 'open' ? (
        <p>
          This checkout has already {session.status === 'complete' ? 'been paid' : 'been cancelled'}.{' '}
          <a href="/billing">Back to billing</a>
        </p>
      ) : (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={ui.primary}
            disabled={busy}
            onClick={() =>
              void step('local/complete', { session: sessionId }, () =>
                window.location.assign(`/success?session_id=${sessionId}`),
              )
            }
          >
            {busy ? 'Paying…' : `Pay ${formatPence(session.totalPence)} (test)`}
          </button>
          <button
            type="button"
            className={ui.secondary}
            disabled={busy}
            onClick={() =>
              void step('local/abandon', { session: sessionId }, () => window.location.assign('/billing?checkout=cancelled'))
            }
          >
            Cancel
          </button>
        </div>
      )}
      {error && <ErrorText>{error}</ErrorText>}
    </div>
  );
}
