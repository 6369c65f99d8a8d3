/** localStorage key remembering that the announcement banner was dismissed. */
export const ANNOUNCEMENT_STORAGE_KEY = 'announcement:ai-staging:dismissed';

/** localStorage key holding when the sign-up pop-up was last shown (ms since epoch). */
export const SIGNUP_POPUP_STORAGE_KEY = 'signup-popup:last-shown';

/** The pop-up shows at most once per this many ms per visitor (one week). */
export const SIGNUP_POPUP_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000;

/** The pop-up appears after the visitor has been on a page this long (ms). */
export const SIGNUP_POPUP_DELAY_MS = 30_000;

/** Pop-up sample figure ranges (invented social proof, shown as ranges' random picks). */
export const POPUP_FIGURE_RANGES = {
  people: [18, 35],
  days: [5, 15],
  minutes: [5, 35],
} as const;

/** Fallback cities when IP geolocation fails or is outside the UK. */
export const UK_CITIES = [
  'London',
  'Manchester',
  'Birmingham',
  'Leeds',
  'Glasgow',
  'Liverpool',
  'Bristol',
  'Sheffield',
  'Edinburgh',
  'Cardiff',
  'Belfast',
  'Nottingham',
  'Leicester',
  'Newcastle',
  'Southampton',
] as const;

/** A whole number in [min, max], from a random source in [0, 1). */
export function randomInRange(range: readonly [number, number], random: () => number = Math.random): number {
  const [min, max] = range;
  return min + Math.floor(random() * (max - min + 1));
}

/** A random UK city from the fallback list. */
export function randomUkCity(random: () => number = Math.random): string {
  return UK_CITIES[Math.floor(random() * UK_CITIES.length)] ?? 'London';
}

/** The city to show: the geolocated one when it is in the UK, otherwise a random UK city. */
export function cityForPopup(geo: { city?: unknown; country_name?: unknown } | null, random: () => number = Math.random): string {
  if (geo && typeof geo.city === 'string' && geo.city.trim() && geo.country_name === 'United Kingdom') {
    return geo.city.trim().slice(0, 60);
  }
  return randomUkCity(random);
}

/** Whether the pop-up may show now: never signed in, never more than once per interval. */
export function shouldShowSignupPopup(input: { signedIn: boolean; lastShownAt: number | null; now: number }): boolean {
  if (input.signedIn) return false;
  if (input.lastShownAt === null || !Number.isFinite(input.lastShownAt)) return true;
  return input.now - input.lastShownAt >= SIGNUP_POPUP_INTERVAL_MS;
}

/**
 * The pop-up's copy, from picked figures. The figures are invented, so they are
 * presented as a labelled illustration, never as a claim about real customers
 * (docs/decisions/foundation.md: fake social proof is unlawful in the UK under the DMCC Act 2024).
 */
export function popupCopy(figures: { people: number; days: number; minutes: number; city: string }): {
  headline: string;
  body: string;
} {
  return {
    headline: `Buying or investing in ${figures.city}?`,
    body: `For example: if ${figures.people} people are weighing up the same homes over the next ${figures.days} days, the buyer who has already checked crime, schools, prices and yield is ahead. Set aside ${figures.minutes} minutes with a free trial and that could be you.`,
  };
}
