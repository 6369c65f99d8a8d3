import { useStore } from '@nanostores/react';
import { isLegacy, statusLabel, subscriptionOf } from '../../lib/subscription/account.ts';
import { parseTrialEnd, trialEndSentence } from '../../lib/subscription/trial-end.ts';
import { displayName } from '../../lib/auth/identity.ts';
import { $availableCredits } from '../../stores/account.ts';
import { useAccount } from './useAccount.ts';
import { Loading, SignedOutNotice } from './SignedOutNotice.tsx';
import ApiKeyCard from './ApiKeyCard.tsx';
import LedgerTable from './LedgerTable.tsx';

/** /dashboard: credits, plan and trial status, API key and recent ledger entries. */
export default function Dashboard() {
  const { status, profile, error } = useAccount();
  const credits = useStore($availableCredits);
  if (status === 'loading') return <Loading />;
  if (status === 'signed-out') return <SignedOutNotice what="your dashboard" />;
  if (status === 'error' || !profile)
    return <p className="text-error">We could not load your account ({error}). Please reload the page.</p>;

  const sub = subscriptionOf(profile);
  const legacy = isLegacy(profile);
  return (
    <div className="space-y-6" data-dashboard>
      <p className="text-lg text-ink">Welcome back, {displayName(profile.first_name, profile.last_name)}.</p>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-xl border border-gray-200 p-5">
          <dt className="text-sm text-ink-faint">API credits</dt>
          <dd className="mt-1 text-3xl font-bold text-ink tabular-nums" data-dashboard-credits>
            {credits ?? '—'}
          </dd>
          {legacy && <dd className="mt-1 text-sm text-ink-muted">Founding customer: you are not charged credits.</dd>}
        </div>
        <div className="rounded-xl border border-gray-200 p-5">
          <dt className="text-sm text-ink-faint">Plan</dt>
          <dd className="mt-1 text-xl font-semibold text-ink" data-dashboard-plan>
            {legacy ? 'Founding customer' : statusLabel(sub?.status)}
          </dd>
          <dd className="mt-1 text-sm">
            <a href="/billing">Billing</a>
          </dd>
        </div>
        <div className="rounded-xl border border-gray-200 p-5">
          <dt className="text-sm text-ink-faint">Trial</dt>
          <dd className="mt-1 text-ink" data-dashboard-trial>
            {sub?.status === 'trial' ? trialEndSentence(new Date(), parseTrialEnd(sub.trial_end)) : 'Not on a trial.'}
          </dd>
        </div>
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <ApiKeyCard />
        <LedgerTable userId={profile.user_id} />
      </div>
    </div>
  );
}
