/** localStorage key remembering that the announcement banner was dismissed. */
export const ANNOUNCEMENT_STORAGE_KEY = 'announcement:ai-staging:dismissed';

/** localStorage key holding when the sign-up pop-up was last shown (ms since epoch). */
export const SIGNUP_POPUP_STORAGE_KEY = 'signup-popup:last-shown';

/** The pop-up shows at most once per this many ms per visitor (one week). */
export const SIGNUP_POPUP_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000;

/** The pop-up appears after the visitor has been on a page this long (ms). */
export const SIGNUP_POPUP_DELAY_MS = 30_000;

/**
 * The city to name: the geolocated one when it is in the UK, otherwise none. Never a city picked
 * at random: a visitor from Leeds told about "Bristol" is being told something untrue.
 */
export function cityForPopup(geo: { city?: unknown; country_name?: unknown } | null): string | null {
  if (geo && typeof geo.city === 'string' && geo.city.trim() && geo.country_name === 'United Kingdom') {
    return geo.city.trim().slice(0, 60);
  }
  return null;
}

/** Whether the pop-up may show now: never signed in, never more than once per interval. */
export function shouldShowSignupPopup(input: { signedIn: boolean; lastShownAt: number | null; now: number }): boolean {
  if (input.signedIn) return false;
  if (input.lastShownAt === null || !Number.isFinite(input.lastShownAt)) return true;
  return input.now - input.lastShownAt >= SIGNUP_POPUP_INTERVAL_MS;
}

/**
 * The pop-up's copy: what the free trial really gives (its days and credits, from plans.ts), and the
 * visitor's own city only when geolocation found one in the UK. No invented figures: the old
 * "18 to 35 people weighing up the same homes" numbers were random (issue 41, item 11).
 */
export function popupCopy(input: { city: string | null; trialDays: number; trialCredits: number }): {
  headline: string;
  body: string;
} {
  return {
    headline: input.city ? `Buying or investing in ${input.city}?` : 'Buying or investing in property?',
    body: `Check crime, schools, sale prices and yields before you offer. A free trial gives you ${input.trialDays} days of full access and ${input.trialCredits} credits for lookups, valuations or API calls, with no charge if you cancel before it ends.`,
  };
}
