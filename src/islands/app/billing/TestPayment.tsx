import { useEffect, useState } from 'react';
import { openBillingCall, type CheckoutSummary } from '../../../client/billing.ts';
import { parseWithSchema } from '../../../lib/api/field-errors.ts';
import { CANCELLATION_RIGHT_CHECKOUT } from '../../../lib/billing/cancellation-right.ts';
import { REVERSE_CHARGE_NOTICE } from '../../../lib/billing/customer-tax.ts';
import { billingDetailsBody } from '../../../lib/billing/request-bodies.ts';
import { formatPence } from '../../../lib/site/plans.ts';
import { ErrorText } from '../../shared/ErrorText.tsx';
import { Loading } from '../SignedOutNotice.tsx';
import { ui } from '../ui-classes.ts';
import { BillingDetailsFields, EMPTY_BILLING, billingBody, draftOf, type BillingDraft } from './BillingDetailsFields.tsx';

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
 * for (name, address and a business's VAT number, for the VAT invoice), the right-to-cancel
 * acknowledgement Checkout's terms box carries, then "Pay (test)" or "Cancel". A business
 * abroad sees the price without UK VAT (reverse charge) before paying. Works for a signed-in
 * buyer and for a visitor's checkout from /pricing (`cancelTo` differs).
 */
export function TestPayment({ sessionId, cancelTo }: { sessionId: string; cancelTo: string }) {
  const [session, setSession] = useState<CheckoutSummary | null>(null);
  const [billing, setBilling] = useState<BillingDraft>(EMPTY_BILLING);
  const [acknowledged, setAcknowledged] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void openBillingCall<CheckoutSummary>(`session?id=${encodeURIComponent(sessionId)}`).then((r) => {
      if (!r.ok) return setError(r.error);
      setSession(r.value);
      // A returning buyer's details from their last invoice, as Stripe Checkout fills them in.
      const saved = r.value.savedBilling;
      if (saved) setBilling(draftOf(saved));
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
    if (!checked.ok || !acknowledged) {
      setErrors({
        ...(checked.ok ? {} : checked.error),
        ...(acknowledged ? {} : { acknowledged: 'Tick the box to confirm you want it to start now.' }),
      });
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
  // A business abroad pays the price less its UK VAT (customer-tax.ts), as the invoice will say.
  const reverse = session.status === 'open' && billing.country !== 'GB' && billing.taxId.trim() !== '';
  const total = reverse ? session.totalPence - session.taxPence : session.totalPence;
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
            <dt>{reverse ? 'UK VAT' : 'VAT included'}</dt>
            <dd className="tabular-nums" data-test-vat>
              {reverse ? `none (${REVERSE_CHARGE_NOTICE})` : formatPence(session.taxPence)}
            </dd>
          </div>
          <div className="flex justify-between font-semibold">
            <dt>Total to pay</dt>
            <dd className="tabular-nums" data-test-total>
              {formatPence(total)}
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
          <div>
            <label className="flex items-start gap-2 text-ink">
              <input
                type="checkbox"
                className="mt-1"
                checked={acknowledged}
                onChange={(event) => setAcknowledged(event.target.checked)}
                aria-invalid={errors['acknowledged'] ? true : undefined}
                aria-describedby={errors['acknowledged'] ? `${sessionId}-ack-error` : undefined}
                data-cancellation-right
              />
              <span>{CANCELLATION_RIGHT_CHECKOUT}</span>
            </label>
            {errors['acknowledged'] && (
              <p id={`${sessionId}-ack-error`} className="mt-1 text-sm font-medium text-error">
                {errors['acknowledged']}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={ui.primary} disabled={busy}>
              {busy ? 'Paying…' : `Pay ${formatPence(total)} (test)`}
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
