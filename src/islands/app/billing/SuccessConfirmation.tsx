import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { openBillingCall, type CheckoutSummary } from '../../../client/billing.ts';
import { formatPence } from '../../../lib/site/plans.ts';
import { $availableCredits, refreshCredits, reloadProfile } from '../../../stores/account.ts';
import ApiKeyCard from '../ApiKeyCard.tsx';
import { Loading } from '../SignedOutNotice.tsx';
import { useAccount } from '../useAccount.ts';
import { ErrorText } from '../../shared/ErrorText.tsx';
import { NextSteps } from './NextSteps.tsx';
import { useSearchParams } from './useSearchParams.ts';

/** Checks for the webhook's update this often, this many times, after a paid checkout. */
const POLL_MS = 1500;
const POLLS = 40;

/**
 * /success: what was bought, read from the payment provider's checkout session on the server
 * (the `session_id` in the address only says which session to read), then, once the webhook has
 * applied it, the balance, the invoice and the next steps for that purchase. A visitor who paid
 * from /pricing is told where the sign-in link went.
 */
export default function SuccessConfirmation() {
  const { status, user } = useAccount();
  const credits = useStore($availableCredits);
  const [summary, setSummary] = useState<CheckoutSummary | null>(null);
  const [error, setError] = useState('');
  const params = useSearchParams();
  const sessionId = params?.get('session_id') ?? null;
  const ready = status !== 'loading' && params !== null;

  useEffect(() => {
    if (!ready || !sessionId) return;
    void openBillingCall<CheckoutSummary>(`session?id=${encodeURIComponent(sessionId)}`).then((r) =>
      r.ok ? setSummary(r.value) : setError(r.error),
    );
  }, [ready, sessionId, user]);

  useEffect(() => {
    if (!sessionId || !summary?.paid || summary.applied) return;
    let polls = 0;
    let stopped = false;
    const check = async () => {
      polls += 1;
      const next = await openBillingCall<CheckoutSummary>(`session?id=${encodeURIComponent(sessionId)}`);
      if (stopped) return;
      if (next.ok && next.value.applied) setSummary(next.value);
      else if (polls < POLLS) setTimeout(() => void check(), POLL_MS);
    };
    const timer = setTimeout(() => void check(), POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [sessionId, summary]);

  useEffect(() => {
    if (!summary?.applied || !user) return;
    void refreshCredits();
    void reloadProfile();
  }, [summary, user]);

  if (!ready) return <Loading />;
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
        {error} {user ? 'Your plan and credits are on the ' : 'Sign in to see your plan and credits on the '}
        <a href="/billing">billing page</a>.
      </ErrorText>
    );
  }
  if (!summary) return <Loading />;
  if (!summary.paid) {
    return (
      <p data-success-unpaid>
        We have not received this payment yet. If you have just paid, it can take a minute to arrive; check the{' '}
        <a href="/billing">billing page</a> shortly.
      </p>
    );
  }
  const applied = summary.applied;
  const item = summary.item;
  const signedIn = Boolean(user);

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="bought-title"
        className="rounded-xl border border-success-line bg-success-surface p-5"
        data-success
      >
        <h2 id="bought-title" className="font-semibold text-ink">
          Payment received: {item.name}
        </h2>
        <p className="mt-2 text-ink">
          You paid {formatPence(summary.totalPence)}
          {summary.taxPence > 0 ? `, including ${formatPence(summary.taxPence)} VAT` : ''}. {item.credits.toLocaleString('en-GB')}{' '}
          credits {applied ? 'have been added' : 'are being added'} to your account.
        </p>
        <p className="mt-2 text-ink" role="status" data-success-state>
          {!applied
            ? 'Confirming with the payment provider…'
            : !signedIn
              ? `Your account is ready. We have emailed your receipt and a link to confirm your address and sign in to ${summary.email ?? 'you'}.`
              : item.kind === 'plan'
                ? `Your plan is active. Your balance is ${credits?.toLocaleString('en-GB') ?? '—'} credits.`
                : `Your balance is ${credits?.toLocaleString('en-GB') ?? '—'} credits.`}
        </p>
        {signedIn && applied && summary.invoiceId && (
          <p className="mt-2 text-sm text-ink">
            <a href={`/billing/invoice?id=${encodeURIComponent(summary.invoiceId)}`} data-success-invoice>
              View your VAT invoice
            </a>{' '}
            (also emailed to you with your receipt).
          </p>
        )}
      </section>
      {applied && (
        <section aria-labelledby="next-title" data-success-next>
          <h2 id="next-title" className="text-xl font-semibold text-ink">
            What to do next
          </h2>
          {signedIn && item.kind === 'plan' && item.plan === 'api' && (
            <div className="mt-3 max-w-xl">
              <ApiKeyCard />
            </div>
          )}
          <NextSteps item={item} signedIn={signedIn} />
        </section>
      )}
    </div>
  );
}
