import { useStore } from '@nanostores/react';
import { isLegacy, planPrice, statusLabel, subscriptionOf } from '../../lib/subscription/account.ts';
import { parseTrialEnd, trialEndLong, trialEndSentence } from '../../lib/subscription/trial-end.ts';
import { BRAND } from '../../lib/site/brand.ts';
import { $availableCredits } from '../../stores/account.ts';
import { useAccount } from './useAccount.ts';
import { Loading, SignedOutNotice } from './SignedOutNotice.tsx';

/** /billing: plan, status, trial end and credits, and an email request to upgrade (no online payment yet). */
export default function BillingSummary() {
  const { status, user, profile, error } = useAccount();
  const credits = useStore($availableCredits);
  if (status === 'loading') return <Loading />;
  if (status === 'signed-out' || !user) return <SignedOutNotice what="your billing details" />;
  if (status === 'error' || !profile)
    return <p className="text-red-700">We could not load your plan ({error}). Please reload the page.</p>;

  const sub = subscriptionOf(profile);
  const legacy = isLegacy(profile);
  const trialEnd = parseTrialEnd(sub?.trial_end);
  const price = planPrice(sub?.amount, sub?.frequency);
  const subject = `Upgrade request for ${user.email ?? 'my account'}`;
  const body = `Hello ${BRAND.name} team,\n\nI would like to upgrade my account (${user.email ?? ''}).\n\nCurrent status: ${statusLabel(sub?.status)}.\n`;
  const mailto = `mailto:${BRAND.supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

  const rows: [string, string][] = [
    [
      'Plan',
      legacy
        ? 'Founding customer (unlimited access, no credit charges)'
        : (price ?? (sub?.status === 'trial' ? 'Free trial' : 'No paid plan')),
    ],
    ['Status', legacy ? 'Active' : statusLabel(sub?.status)],
    ...(sub?.status === 'trial'
      ? ([['Trial ends', `${trialEndLong(trialEnd)} (${trialEndSentence(new Date(), trialEnd)})`]] as [string, string][])
      : []),
    ['API credits', credits === null ? '—' : String(credits)],
  ];

  return (
    <div className="space-y-6" data-billing>
      <dl className="divide-y divide-gray-100 rounded-xl border border-gray-200">
        {rows.map(([term, value]) => (
          <div key={term} className="grid gap-1 px-5 py-3 sm:grid-cols-3">
            <dt className="text-sm text-ink-faint">{term}</dt>
            <dd className="text-ink sm:col-span-2">{value}</dd>
          </div>
        ))}
      </dl>
      {!legacy && (
        <section aria-labelledby="upgrade-title" className="rounded-xl border border-brand-200 bg-brand-50 p-5">
          <h2 id="upgrade-title" className="font-semibold text-ink">
            {sub?.status === 'active' ? 'Change your plan' : 'Upgrade your plan'}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            Online payment is not available yet. Email us and we will set up your plan and confirm the price before you are
            charged anything.
          </p>
          <a
            href={mailto}
            className="mt-4 inline-block rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white no-underline hover:bg-brand-800 hover:no-underline"
          >
            Email us to upgrade
          </a>
          <p className="mt-2 text-sm text-ink-muted">
            Or write to <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a>. Compare plans on the{' '}
            <a href="/pricing">pricing page</a>.
          </p>
        </section>
      )}
    </div>
  );
}
