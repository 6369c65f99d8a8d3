import { useEffect, useState } from 'react';
import { billingCall, fetchBillingSettings, fetchSubscription } from '../../../client/billing.ts';
import { planLine, statusView, type BillingSubscription } from '../../../lib/billing/billing-view.ts';
import { Loading, SignedOutNotice } from '../SignedOutNotice.tsx';
import { ui } from '../ui-classes.ts';
import { useAccount } from '../useAccount.ts';
import { ErrorText } from '../../shared/ErrorText.tsx';
import { TestBanner, TestPayment } from './TestPayment.tsx';

/**
 * /billing/test-checkout: the local stand-in for Stripe's hosted pages, only when no Stripe keys
 * are configured. `?session=` pays or abandons a checkout; `?portal=1` plays the events Stripe
 * would send over a subscription's life (renewal, failed payment, retries exhausted, end of a
 * cancelled period). Every step becomes a signed event handled by the real webhook.
 */
export default function TestCheckout() {
  const { status, user } = useAccount();
  const [mode, setMode] = useState<string | null>(null);
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
    if (portal) void fetchSubscription(user.id).then((r) => (r.ok ? setSubscription(r.value) : setError(r.error)));
  }, [user, portal]);

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

  const banner = <TestBanner />;

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
        {params.get('overdue') === '1' && (subscription?.status === 'past_due' || subscription?.status === 'paused') && (
          <div className="rounded-lg border border-gray-200 p-4" data-test-portal-overdue>
            <p className="text-ink">
              Your renewal payment is overdue. In production this is Stripe&apos;s page for that invoice, where it is paid by
              card.
            </p>
            <button
              type="button"
              className={`${ui.primary} mt-3`}
              disabled={busy}
              onClick={() =>
                void step('local/renew', {}, () => {
                  setDone('Overdue invoice paid');
                  void fetchSubscription(user.id).then((r) => r.ok && setSubscription(r.value));
                })
              }
            >
              Pay the overdue invoice (test card)
            </button>
          </div>
        )}
        <div className="flex flex-wrap gap-3">
          {simulate('renew', 'Simulate a renewal payment')}
          {simulate('fail-payment', 'Simulate a failed renewal payment')}
          {simulate('give-up', 'Simulate retries running out')}
          {simulate('end-period', 'End a cancelled plan now')}
          {simulate('refund', 'Refund the last payment')}
          {simulate('replay', 'Send the last event to the webhook again')}
        </div>
        <p className="text-sm text-ink-muted">
          In production this is Stripe&apos;s customer portal, where the card is updated; the local copy keeps no card.
        </p>
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
  return <TestPayment sessionId={sessionId} cancelTo="/billing?checkout=cancelled" />;
}
