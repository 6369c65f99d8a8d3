import { describe, expect, it } from 'vitest';
import {
  POPUP_FIGURE_RANGES,
  SIGNUP_POPUP_INTERVAL_MS,
  UK_CITIES,
  cityForPopup,
  popupCopy,
  randomInRange,
  shouldShowSignupPopup,
} from './visitor-extras.ts';

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

  it('picks figures inside the configured ranges, ends included', () => {
    expect(randomInRange(POPUP_FIGURE_RANGES.people, () => 0)).toBe(18);
    expect(randomInRange(POPUP_FIGURE_RANGES.people, () => 0.9999)).toBe(35);
    expect(randomInRange(POPUP_FIGURE_RANGES.days, () => 0.5)).toBeGreaterThanOrEqual(5);
    expect(randomInRange(POPUP_FIGURE_RANGES.minutes, () => 0.9999)).toBe(35);
  });

  it('uses the geolocated UK city, else a random UK city', () => {
    expect(cityForPopup({ city: 'Sale', country_name: 'United Kingdom' })).toBe('Sale');
    expect(UK_CITIES).toContain(cityForPopup({ city: 'Paris', country_name: 'France' }, () => 0));
    expect(cityForPopup(null, () => 0)).toBe(UK_CITIES[0]);
  });

  it('frames the figures as an illustration', () => {
    const copy = popupCopy({ people: 20, days: 7, minutes: 10, city: 'Leeds' });
    expect(copy.headline).toContain('Leeds');
    expect(copy.body).toMatch(/^For example:/);
  });
});
