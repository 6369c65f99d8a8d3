import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { onboardingStart, type OnboardingStart } from '../../lib/onboarding/start-step.ts';
import { isLegacy } from '../../lib/subscription/account.ts';
import { $authReady, $user, RESET_PATH, resetFlag, setResetFlag, startAuth } from '../../stores/session.ts';
import { $accountLoaded, $profile, loadAccount } from '../../stores/account.ts';
import { restoreCreditToast } from '../../stores/credit-toast.ts';
import { $setupOpen } from '../../stores/gates.ts';
import { currentPath } from './current-path.ts';
import OnboardingOverlay from './OnboardingOverlay.tsx';
import SubscriptionGates from './SubscriptionGates.tsx';
import CreditToast from './CreditToast.tsx';

/** Everything a signed-in page needs globally: session, user state, set-up overlay, gates, toast. */
export default function SignedInRoot() {
  const ready = useStore($authReady);
  const user = useStore($user);
  const loaded = useStore($accountLoaded);
  const profile = useStore($profile);
  const [start, setStart] = useState<OnboardingStart | null>(null);
  // A failed email link (expired or used) must not start the reset flow.
  const [linkFailed] = useState(() => /error_description=/.test(location.hash + location.search));

  useEffect(() => {
    restoreCreditToast();
    void startAuth().then(() => loadAccount());
  }, []);

  useEffect(() => {
    if (start || !ready) return;
    if (!user) return setStart({ open: false });
    const path = currentPath();
    if (path === RESET_PATH && !linkFailed) setResetFlag(true);
    if (resetFlag()) return setStart(onboardingStart({ signedIn: true, resetFlag: true, profile: undefined }));
    if (!loaded) return;
    // A failed profile load only keeps the overlay on its step where it was asked for.
    if (!profile)
      return setStart(
        path === '/onboarding' ? onboardingStart({ signedIn: true, resetFlag: false, profile: undefined }) : { open: false },
      );
    setStart(onboardingStart({ signedIn: true, resetFlag: false, profile }));
  }, [ready, user, loaded, profile, start, linkFailed]);

  const overlayOpen = start?.open === true;
  useEffect(() => $setupOpen.set(overlayOpen), [overlayOpen]);

  return (
    <>
      {start?.open && user && (
        <OnboardingOverlay
          userId={user.id}
          step={start.step}
          reset={start.reset}
          challenge={start.challenge}
          goal={start.goal}
          legacy={isLegacy(profile)}
        />
      )}
      {user && <SubscriptionGates />}
      <CreditToast />
    </>
  );
}
