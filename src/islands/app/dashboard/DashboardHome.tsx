import type { AccountProfile } from '../../../lib/subscription/account.ts';
import { displayName } from '../../../lib/auth/identity.ts';
import ApiKeyCard from '../ApiKeyCard.tsx';
import LedgerTable from '../LedgerTable.tsx';
import { AccountSummary } from './AccountSummary.tsx';
import { Greeting } from './Greeting.tsx';
import { PostcodeSearch } from './PostcodeSearch.tsx';
import { RecentAnswers } from './RecentAnswers.tsx';
import { SavedDealsList } from './SavedDealsList.tsx';

/** The signed-in dashboard's content, loaded on demand by Dashboard.tsx. */
export default function DashboardHome({ profile }: { profile: AccountProfile }) {
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
