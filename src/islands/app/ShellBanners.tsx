import { useEffect, useLayoutEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { droppedToZero, trialBanner } from '../../lib/subscription/gating.ts';
import { parseTrialEnd, trialEndSentence } from '../../lib/subscription/trial-end.ts';
import { isLegacy, subscriptionOf } from '../../lib/subscription/account.ts';
import { graceEndsAt } from '../../lib/billing/account-access.ts';
import { longDate } from '../../lib/billing/billing-view.ts';
import { ONBOARDING_MESSAGES } from '../../lib/onboarding/messages.ts';
import { $gateState, $profile, loadAccount } from '../../stores/account.ts';
import { $trialBannerDismissed, raiseExhausted, dismissTrialBanner, loadBannerDismissal } from '../../stores/gates.ts';
import { useHydrated } from '../shared/useHydrated.ts';

/**
 * Banners of the signed-in shell: the trial banner (dismissible for the session), the failed
 * payment notice and, for founding customers, the founding-customer notice. They are known only
 * once the account loads, after the page has painted, so they sit in a bar fixed to the bottom of
 * the window rather than above the page: appearing there moves nothing (issue 41, item 6: the
 * trial banner pushed every signed-in page down by a layout shift of 0.10 at 360 px). The page
 * gains bottom padding of the bar's height, so its end can still be scrolled into view.
 */
export default function ShellBanners() {
  // Until hydrated, render what the server rendered (no account known yet).
  const hydrated = useHydrated();
  const storedState = useStore($gateState);
  const storedProfile = useStore($profile);
  const state = hydrated ? storedState : null;
  const profile = hydrated ? storedProfile : null;
  const dismissed = useStore($trialBannerDismissed);
  const previous = useRef<number | null>(null);

  useEffect(() => {
    loadBannerDismissal();
    void loadAccount();
  }, []);

  useEffect(() => {
    if (!state) return;
    if (droppedToZero(previous.current, state.credits, state.status)) raiseExhausted();
    previous.current = state.credits;
  }, [state]);

  const banner = state ? trialBanner(state) : null;
  const trialEnd = parseTrialEnd(subscriptionOf(profile)?.trial_end);
  const sub = subscriptionOf(profile);
  const graceEnd = graceEndsAt(sub?.status, sub?.past_due_since);
  const overdue = graceEnd && hydrated && new Date() < graceEnd ? longDate(graceEnd.toISOString()) : null;
  const founding = isLegacy(profile);
  const trial = Boolean(banner && !dismissed);
  const bar = useRef<HTMLDivElement>(null);
  const shown = founding || Boolean(overdue) || trial;

  // Room at the end of the page for the bar, so it never covers the last of the content.
  useLayoutEffect(() => {
    const element = bar.current;
    const body = document.body;
    const root = document.documentElement;
    const clear = () => {
      body.style.removeProperty('padding-bottom');
      root.style.removeProperty('--shell-bar');
    };
    if (!shown || !element) return clear();
    // --shell-bar lifts other bars fixed to the foot (a calculator's result bar) above this one.
    const fit = () => {
      body.style.setProperty('padding-bottom', `${element.offsetHeight}px`);
      root.style.setProperty('--shell-bar', `${element.offsetHeight}px`);
    };
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      clear();
    };
  }, [shown]);

  if (!shown) return null;
  return (
    <div
      ref={bar}
      className="fixed inset-x-0 bottom-0 z-30 bg-white shadow-[0_-2px_8px_rgba(0,0,0,0.08)] lg:left-72"
      data-shell-banners
      data-no-print
    >
      {founding && (
        <p className="border-t border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900 lg:px-8" data-founding-banner>
          {ONBOARDING_MESSAGES.foundingCustomer}
        </p>
      )}
      {overdue && (
        <p
          role="alert"
          className="border-t border-error-line bg-error-surface px-4 py-3 text-sm text-ink lg:px-8"
          data-past-due-banner
        >
          <strong>Your last payment failed.</strong> Your plan keeps working until {overdue}.{' '}
          <a href="/billing" className="font-semibold text-ink">
            Update your card on the billing page
          </a>{' '}
          to keep it.
        </p>
      )}
      {trial && banner && (
        <section
          aria-label="Free trial"
          className="flex flex-wrap items-center gap-3 border-t border-warning-line bg-warning-surface px-4 py-3 text-sm text-ink lg:px-8"
          data-trial-banner
        >
          <p className="flex-1">
            <strong>Free trial:</strong> {banner.credits} credits left. {trialEndSentence(new Date(), trialEnd)}
          </p>
          <a
            href="/billing"
            className="rounded-lg bg-brand-700 px-3 py-1.5 font-semibold text-white no-underline hover:bg-brand-800 hover:no-underline"
          >
            {banner.button}
          </a>
          <button
            type="button"
            onClick={dismissTrialBanner}
            aria-label="Dismiss trial banner"
            className="rounded p-1.5 text-ink hover:bg-amber-100"
          >
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </section>
      )}
    </div>
  );
}
