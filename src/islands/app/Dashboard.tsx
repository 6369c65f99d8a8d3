import { useState } from 'react';
import { displayName } from '../../lib/auth/identity.ts';
import { isFailedEmailLink } from '../../lib/auth/email-link.ts';
import { useAccount } from './useAccount.ts';
import { Loading, SignedOutNotice } from './SignedOutNotice.tsx';
import ApiKeyCard from './ApiKeyCard.tsx';
import LedgerTable from './LedgerTable.tsx';
import { AccountSummary } from './dashboard/AccountSummary.tsx';
import { FailedLinkNotice } from './dashboard/FailedLinkNotice.tsx';
import { Greeting } from './dashboard/Greeting.tsx';
import { PostcodeSearch } from './dashboard/PostcodeSearch.tsx';
import { RecentAnswers } from './dashboard/RecentAnswers.tsx';
import { SavedDealsList } from './dashboard/SavedDealsList.tsx';

/**
 * /dashboard, the signed-in home: a greeting (first visit or return), balance, plan and trial end,
 * a postcode search straight to the report, recent lookups and valuations (reopened free), saved
 * deals, credit activity (naming what was bought) and the API key. The
 * tools are in the sidebar. An email link that expired or was used lands here, signed out, and
 * says so.
 */
export default function Dashboard() {
  const { status, profile, error } = useAccount();
  const [linkFailed] = useState(() => typeof location !== 'undefined' && isFailedEmailLink(location.hash + location.search));
  if (status === 'loading') return <Loading />;
  if (status === 'signed-out')
    return (
      <div className="space-y-4">
        {linkFailed && <FailedLinkNotice />}
        <SignedOutNotice what="your dashboard" />
      </div>
    );
  if (status === 'error' || !profile)
    return <p className="text-error">We could not load your account ({error}). Please reload the page.</p>;

  return (
    <div className="space-y-6" data-dashboard>
      <Greeting name={displayName(profile.first_name, profile.last_name)} counts={profile.onboarding_completed === true} />
      <AccountSummary profile={profile} />
      <PostcodeSearch />
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentAnswers />
        <SavedDealsList />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <LedgerTable userId={profile.user_id} />
        <ApiKeyCard />
      </div>
    </div>
  );
}
