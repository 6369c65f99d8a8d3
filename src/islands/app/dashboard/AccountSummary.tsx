import { useStore } from '@nanostores/react';
import { isLegacy, statusLabel, subscriptionOf, type AccountProfile } from '../../../lib/subscription/account.ts';
import { parseTrialEnd, trialEndSentence } from '../../../lib/subscription/trial-end.ts';
import { $availableCredits } from '../../../stores/account.ts';

/** Balance, plan and trial end in one compact row: what a signed-in user checks first. */
export function AccountSummary({ profile }: { profile: AccountProfile }) {
  const credits = useStore($availableCredits);
  const sub = subscriptionOf(profile);
  const legacy = isLegacy(profile);
  const cell = 'rounded-xl border border-line px-4 py-3';
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-account-summary>
      <div className={cell}>
        <dt className="text-sm text-ink-muted">API credits</dt>
        <dd className="text-2xl font-bold text-ink tabular-nums" data-dashboard-credits>
          {credits ?? '—'}
        </dd>
        {legacy && <dd className="text-sm text-ink-muted">Founding customer: you are not charged credits.</dd>}
      </div>
      <div className={cell}>
        <dt className="text-sm text-ink-muted">Plan</dt>
        <dd className="text-lg font-semibold text-ink" data-dashboard-plan>
          {legacy ? 'Founding customer' : statusLabel(sub?.status)}
        </dd>
        <dd className="text-sm">
          <a href="/billing">Billing</a>
        </dd>
      </div>
      <div className={`${cell} col-span-2 sm:col-span-1`}>
        <dt className="text-sm text-ink-muted">Trial</dt>
        <dd className="text-ink" data-dashboard-trial>
          {sub?.status === 'trial' ? trialEndSentence(new Date(), parseTrialEnd(sub.trial_end)) : 'Not on a trial.'}
        </dd>
      </div>
    </dl>
  );
}
