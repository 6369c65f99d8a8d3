import { describe, expect, it } from 'vitest';
import { droppedToZero, shouldSendUpgradeEmail, subscriptionGate, trialBanner, type GateState } from './gating.ts';

const trial: GateState = {
  status: 'trial',
  legacy: false,
  credits: 5,
  emailSent: false,
  passwordSet: true,
  onboardingCompleted: true,
};

describe('subscriptionGate', () => {
  it('allows trial and active', () => {
    expect(subscriptionGate(trial, '/dashboard')).toBeNull();
    expect(subscriptionGate({ ...trial, status: 'active', credits: 0 }, '/dashboard')).toBeNull();
  });
  it('pauses any other status, except on /billing', () => {
    expect(subscriptionGate({ ...trial, status: 'paused' }, '/dashboard')).toBe('paused');
    expect(subscriptionGate({ ...trial, status: 'canceled' }, '/')).toBe('paused');
    expect(subscriptionGate({ ...trial, status: null }, '/')).toBe('paused');
    expect(subscriptionGate({ ...trial, status: 'paused' }, '/billing')).toBeNull();
  });
  it('lets a paused account through the pages a payment passes, so it can pay', () => {
    for (const path of ['/billing/test-checkout', '/billing/invoice', '/success']) {
      expect(subscriptionGate({ ...trial, status: 'paused' }, path)).toBeNull();
    }
    expect(subscriptionGate({ ...trial, status: 'paused' }, '/billing/other')).toBe('paused');
  });
  it('raises the exhausted dialog for a trial at exactly 0 credits', () => {
    expect(subscriptionGate({ ...trial, credits: 0 }, '/dashboard')).toBe('exhausted');
    expect(subscriptionGate({ ...trial, credits: 0 }, '/billing')).toBeNull();
    expect(subscriptionGate({ ...trial, credits: null }, '/dashboard')).toBeNull();
  });
  it('never gates founding customers', () => {
    expect(subscriptionGate({ ...trial, legacy: true, status: null, credits: 0 }, '/dashboard')).toBeNull();
  });
});

describe('shouldSendUpgradeEmail', () => {
  it('sends only with the exhausted gate and when not already sent', () => {
    expect(shouldSendUpgradeEmail(trial, 'exhausted')).toBe(true);
    expect(shouldSendUpgradeEmail({ ...trial, emailSent: true }, 'exhausted')).toBe(false);
    expect(shouldSendUpgradeEmail(trial, 'paused')).toBe(false);
  });
});

describe('trialBanner', () => {
  it('offers Upgrade Now at 0 credits, else Manage Trial', () => {
    expect(trialBanner({ ...trial, credits: 0 })).toEqual({ button: 'Upgrade Now', credits: 0 });
    expect(trialBanner(trial)).toEqual({ button: 'Manage Trial', credits: 5 });
  });
  it('shows only for a trial with credits known', () => {
    expect(trialBanner({ ...trial, status: 'active' })).toBeNull();
    expect(trialBanner({ ...trial, credits: null })).toBeNull();
  });
});

describe('droppedToZero', () => {
  it('detects a trial balance falling to 0', () => {
    expect(droppedToZero(1, 0, 'trial')).toBe(true);
    expect(droppedToZero(0, 0, 'trial')).toBe(false);
    expect(droppedToZero(null, 0, 'trial')).toBe(false);
    expect(droppedToZero(1, 0, 'active')).toBe(false);
  });
});

import { statusLabel, subscriptionOf } from './account.ts';

describe('account helpers', () => {
  it('reads the joined subscription in either shape', () => {
    const sub = { status: 'trial', trial_end: null, amount: null, frequency: null };
    expect(subscriptionOf({ subscriptions: sub })).toBe(sub);
    expect(subscriptionOf({ subscriptions: [sub] })).toBe(sub);
    expect(subscriptionOf({ subscriptions: null })).toBeNull();
  });
  it('labels statuses', () => {
    expect(statusLabel('trial')).toBe('Free trial');
    expect(statusLabel('active')).toBe('Active');
    expect(statusLabel('paused')).toBe('Paused');
  });
});
