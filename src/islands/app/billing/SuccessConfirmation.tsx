import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { billingCall, type CheckoutSummary } from '../../../client/billing.ts';
import { formatPence } from '../../../lib/site/plans.ts';
import { $availableCredits, refreshCredits, reloadProfile } from '../../../stores/account.ts';
import { Loading, SignedOutNotice } from '../SignedOutNotice.tsx';
import { useAccount } from '../useAccount.ts';
import { ErrorText } from '../../shared/ErrorText.tsx';

/** Checks for the webhook's update this often, this many times, after a paid checkout. */
const POLL_MS = 1500;
const POLLS = 40;

/**
 * /success: what was bought, read from the payment provider's checkout session on the server
 * (the `session_id` in the address only says which session to read). Then waits for the
 * webhook to apply it, so the plan and balance shown are the account's own.
 */
export default function SuccessConfirmation() {
  const { status, user } = useAccount();
  const credits = useStore($availableCredits);
  const [summary, setSummary] = useState<CheckoutSummary | null>(null);
  const [error, setError] = useState('');
  const sessionId = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('session_id');

  useEffect(() => {
    if (!user || !sessionId) return;
    void billingCall<CheckoutSummary>(`session?id=${encodeURIComponent(sessionId)}`).then((r) =>
      r.ok ? setSummary(r.value) : setError(r.error),
    );
  }, [user, sessionId]);

  useEffect(() => {
    if (!user || !sessionId || !summary?.paid || summary.applied) return;
    let polls = 0;
    let stopped = false;
    const check = async () => {
      polls += 1;
      const next = await billingCall<CheckoutSummary>(`session?id=${encodeURIComponent(sessionId)}`);
      if (stopped) return;
      if (next.ok && next.value.applied) setSummary(next.value);
      else if (polls < POLLS) setTimeout(() => void check(), POLL_MS);
    };
    const timer = setTimeout(() => void check(), POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [user, sessionId, summary]);

  useEffect(() => {
    if (!summary?.applied) return;
    void refreshCredits();
    void reloadProfile();
  }, [summary]);

  if (status === 'loading') return <Loading />;
  if (status === 'signed-out' || !user) return <SignedOutNotice what="your purchase" />;
  if (!sessionId) {
    return (
      <p data-success-none>
        There is no purchase to confirm here. Your plan and credits are on the <a href="/billing">billing page</a>.
      </p>
    );
  }
  if (error) {
    return (
      <ErrorText data-success-error>
        {error} Your plan and credits are on the <a href="/billing">billing page</a>.
      </ErrorText>
    );
  }
  if (!summary) return <Loading />;
  const applied = summary.applied;
  if (!summary.paid) {
    return (
      <p data-success-unpaid>
        We have not received this payment yet. If you have just paid, it can take a minute to arrive; check the{' '}
        <a href="/billing">billing page</a> shortly.
      </p>
    );
  }

  return (
    <section aria-labelledby="bought-title" className="rounded-xl border border-success-line bg-success-surface p-5" data-success>
      <h2 id="bought-title" className="font-semibold text-ink">
        Payment received: {summary.item.name}
      </h2>
      <p className="mt-2 text-ink">
        You paid {formatPence(summary.totalPence)}, including {formatPence(summary.taxPence)} VAT.{' '}
        {summary.item.credits.toLocaleString('en-GB')} credits {applied ? 'have been added' : 'are being added'} to your account.
      </p>
      <p className="mt-2 text-ink" role="status" data-success-state>
        {applied
          ? summary.item.kind === 'plan'
            ? `Your plan is active. Your balance is ${credits ?? '—'} credits.`
            : `Your balance is ${credits ?? '—'} credits.`
          : 'Confirming with the payment provider…'}
      </p>
      <p className="mt-2 text-sm text-ink">Your invoice, with its VAT, is on the billing page.</p>
    </section>
  );
}
