import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { shouldSendUpgradeEmail, subscriptionGate } from '../../lib/subscription/gating.ts';
import { parseTrialEnd, trialEndLong } from '../../lib/subscription/trial-end.ts';
import { subscriptionOf } from '../../lib/subscription/account.ts';
import { BRAND } from '../../lib/site/brand.ts';
import { requestTrialUpgradeEmail } from '../../client/credits.ts';
import { $gateState, $profile, patchProfile } from '../../stores/account.ts';
import { $session } from '../../stores/session.ts';
import { $exhaustedDismissed, $exhaustedRaised, $setupOpen, continueTrial, loadExhaustedDismissal } from '../../stores/gates.ts';
import { signOutAndGoHome } from '../../stores/sign-out.ts';
import { currentPath } from './current-path.ts';
import { Modal } from './Modal.tsx';
import { ui } from './ui-classes.ts';

/**
 * Subscription gating, evaluated on every page load and whenever the user state
 * changes: 'Account Paused' blocks every page but /billing; 'Trial Credits Exhausted' offers
 * Upgrade Now or Continue Trial and triggers the upgrade email once.
 */
export default function SubscriptionGates() {
  const state = useStore($gateState);
  const profile = useStore($profile);
  const session = useStore($session);
  const setupOpen = useStore($setupOpen);
  const dismissed = useStore($exhaustedDismissed);
  const raised = useStore($exhaustedRaised);
  const emailRequested = useRef(false);
  const path = currentPath();
  const gate = state ? subscriptionGate(state, path) : null;
  const exhausted = gate === 'exhausted' || (raised && path !== '/billing' && gate !== 'paused');

  useEffect(() => {
    if (!state || !profile || !session || emailRequested.current) return;
    if (!exhausted || !shouldSendUpgradeEmail(state, 'exhausted')) return;
    emailRequested.current = true;
    void requestTrialUpgradeEmail(profile.user_id, session.user.email ?? '', session.access_token).then((ok) => {
      if (ok) patchProfile({ credit_exhausted_email_sent: true });
    });
  }, [state, profile, session, exhausted]);

  useEffect(() => loadExhaustedDismissal(), []);

  const trialEnd = trialEndLong(parseTrialEnd(subscriptionOf(profile)?.trial_end));

  return (
    <>
      <Modal
        open={gate === 'paused' && !setupOpen}
        labelledBy="paused-title"
        describedBy="paused-text"
        name="paused"
        className="max-w-md"
      >
        <div className="p-6 sm:p-8">
          <h2 id="paused-title" className="text-xl font-bold text-ink">
            Account Paused
          </h2>
          <p id="paused-text" className="mt-3 text-ink-muted">
            Your {BRAND.name} subscription is paused, so the tools, data checkers and API are unavailable. Visit Billing to
            restart your plan.
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button type="button" className={ui.secondary} onClick={() => void signOutAndGoHome()}>
              Sign out
            </button>
            <a href="/billing" className={`${ui.primary} no-underline hover:no-underline`}>
              Go to Billing
            </a>
          </div>
        </div>
      </Modal>
      <Modal
        open={exhausted && !dismissed && !setupOpen}
        onClose={continueTrial}
        labelledBy="exhausted-title"
        describedBy="exhausted-text"
        name="exhausted"
        className="max-w-md"
      >
        <div className="p-6 sm:p-8">
          <h2 id="exhausted-title" className="text-xl font-bold text-ink">
            Trial Credits Exhausted
          </h2>
          <p id="exhausted-text" className="mt-3 text-ink-muted">
            You have used all the API credits in your free trial. Your trial runs until {trialEnd}; upgrade now to keep using the
            data checkers, valuations and the API without limits.
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button type="button" className={ui.secondary} onClick={continueTrial}>
              Continue Trial
            </button>
            <button type="button" className={ui.primary} onClick={() => location.assign('/billing')}>
              Upgrade Now
            </button>
          </div>
        </div>
      </Modal>
    </>
  );
}
