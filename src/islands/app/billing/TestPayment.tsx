import { useEffect, useState } from 'react';
import { openBillingCall, type CheckoutSummary } from '../../../client/billing.ts';
import { parseWithSchema } from '../../../lib/api/field-errors.ts';
import { billingDetailsBody } from '../../../lib/billing/request-bodies.ts';
import { formatPence } from '../../../lib/site/plans.ts';
import { ErrorText } from '../../shared/ErrorText.tsx';
import { Loading } from '../SignedOutNotice.tsx';
import { ui } from '../ui-classes.ts';
import { BillingDetailsFields, EMPTY_BILLING, billingBody, type BillingDraft } from './BillingDetailsFields.tsx';

export const TEST_NOTICE = 'Local test checkout: no card, no money moves.';

export function TestBanner() {
  return (
    <p
      className="rounded-lg border-2 border-dashed border-warning-line bg-warning-surface px-4 py-3 font-semibold text-ink"
      data-test-banner
    >
      {TEST_NOTICE}
    </p>
  );
}

/**
 * Paying one local checkout session: the order, the billing details Stripe Checkout would ask
 * for (name and address, for the VAT invoice), then "Pay (test)" or "Cancel". Works for a
 * signed-in buyer and for a visitor's checkout from /pricing (`cancelTo` differs).
 */
export function TestPayment({ sessionId, cancelTo }: { sessionId: string; cancelTo: string }) {
  const [session, setSession] = useState<CheckoutSummary | null>(null);
  const [billing, setBilling] = useState<BillingDraft>(EMPTY_BILLING);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void openBillingCall<CheckoutSummary>(`session?id=${encodeURIComponent(sessionId)}`).then((r) => {
      if (!r.ok) return setError(r.error);
      setSession(r.value);
      // A returning buyer's details from their last invoice, as Stripe Checkout fills them in.
      const saved = r.value.savedBilling;
      if (saved) setBilling({ ...EMPTY_BILLING, ...saved, line2: saved.line2 ?? '' });
    });
  }, [sessionId]);

  if (error && !session) {
    return (
      <ErrorText>
        {error} <a href={cancelTo}>Go back</a>
      </ErrorText>
    );
  }
  if (!session) return <Loading />;

  async function pay() {
    const checked = parseWithSchema(billingDetailsBody, billingBody(billing));
    if (!checked.ok) {
      setErrors(checked.error);
      return;
    }
    setErrors({});
    setBusy(true);
    setError('');
    const result = await openBillingCall('local/complete', { session: sessionId, billing: checked.value });
    setBusy(false);
    if (result.ok) window.location.assign(`/success?session_id=${sessionId}`);
    else setError(result.error);
  }

  async function abandon() {
    setBusy(true);
    const result = await openBillingCall('local/abandon', { session: sessionId });
    setBusy(false);
    if (result.ok) window.location.assign(cancelTo);
    else setError(result.error);
  }

  const period = session.item.kind === 'plan' ? (session.item.interval === 'year' ? ' a year' : ' a month') : '';
  return (
    <div className="max-w-lg space-y-5" data-test-checkout>
      <TestBanner />
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
        {session.email && <p className="mt-3 text-sm text-ink-muted">Receipt and invoice to {session.email}</p>}
      </section>
      {session.status !== 'open' ? (
        <p>
          This checkout has already {session.status === 'complete' ? 'been paid' : 'been cancelled'}.{' '}
          <a href={cancelTo}>Go back</a>
        </p>
      ) : (
        <form
          className="space-y-5"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void pay();
          }}
        >
          <BillingDetailsFields value={billing} onChange={setBilling} errors={errors} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={ui.primary} disabled={busy}>
              {busy ? 'Paying…' : `Pay ${formatPence(session.totalPence)} (test)`}
            </button>
            <button type="button" className={ui.secondary} disabled={busy} onClick={() => void abandon()}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {error && <ErrorText>{error}</ErrorText>}
    </div>
  );
}
