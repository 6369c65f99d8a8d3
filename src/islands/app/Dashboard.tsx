import { lazy, Suspense, useState } from 'react';
import { isFailedEmailLink } from '../../lib/auth/email-link.ts';
import { useAccount } from './useAccount.ts';
import { Loading, SignedOutNotice } from './SignedOutNotice.tsx';
import { FailedLinkNotice } from './dashboard/FailedLinkNotice.tsx';

// The signed-in home loads only for a signed-in user, so a visitor's sign-in prompt paints at once.
const DashboardHome = lazy(() => import('./dashboard/DashboardHome.tsx'));

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
    <Suspense fallback={<Loading />}>
      <DashboardHome profile={profile} />
    </Suspense>
  );
}
