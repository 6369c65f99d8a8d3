import { lazy, Suspense, useEffect, useState } from 'react';

const SignedInRoot = lazy(() => import('./SignedInRoot.tsx'));

/** Signs of a session arriving in the URL (email links: recovery, magic link, PKCE code). */
const URL_SESSION = /access_token=|type=recovery|[?&]code=|error_description=/;

/**
 * Mounted on every page. Signed-out visitors download nothing more; with a stored session (or
 * one arriving in the URL) it loads the signed-in root: auth events, gates, set-up overlay, toast.
 */
export default function AppGlobals() {
  const [active, setActive] = useState(false);
  useEffect(() => {
    // Site-wide, for every visitor: error reporting (production builds only) and analytics (when configured).
    void import('../../client/error-reporter.ts').then((m) => m.installErrorReporter());
    void import('../../client/analytics.ts').then((m) => m.loadAnalytics());
  }, []);
  useEffect(() => {
    const signedIn = document.documentElement.dataset['auth'] === 'in';
    if (signedIn || URL_SESSION.test(location.hash + location.search)) setActive(true);
  }, []);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <SignedInRoot />
    </Suspense>
  );
}
