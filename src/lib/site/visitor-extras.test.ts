import { describe, expect, it } from 'vitest';
import { SIGNUP_POPUP_INTERVAL_MS, cityForPopup, popupCopy, shouldShowSignupPopup } from './visitor-extras.ts';

describe('sign-up pop-up rules', () => {
  it('never shows to signed-in users', () => {
    expect(shouldShowSignupPopup({ signedIn: true, lastShownAt: null, now: 0 })).toBe(false);
  });

  it('shows at most once a week', () => {
    const now = 10 * SIGNUP_POPUP_INTERVAL_MS;
    expect(shouldShowSignupPopup({ signedIn: false, lastShownAt: null, now })).toBe(true);
    expect(shouldShowSignupPopup({ signedIn: false, lastShownAt: now - 1000, now })).toBe(false);
    expect(shouldShowSignupPopup({ signedIn: false, lastShownAt: now - SIGNUP_POPUP_INTERVAL_MS, now })).toBe(true);
  });

  it('names the geolocated UK city, else no city at all (never a random one)', () => {
    expect(cityForPopup({ city: 'Sale', country_name: 'United Kingdom' })).toBe('Sale');
    expect(cityForPopup({ city: 'Paris', country_name: 'France' })).toBeNull();
    expect(cityForPopup(null)).toBeNull();
  });

  it('states the trial as it is, with no invented figures', () => {
    const copy = popupCopy({ city: 'Leeds', trialDays: 14, trialCredits: 25 });
    expect(copy.headline).toBe('Buying or investing in Leeds?');
    expect(copy.body).toContain('14 days of full access and 25 credits');
    expect(copy.body).not.toMatch(/people|For example/);
    expect(popupCopy({ city: null, trialDays: 14, trialCredits: 25 }).headline).toBe('Buying or investing in property?');
  });
});
