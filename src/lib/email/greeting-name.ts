/**
 * The name an email may greet someone by. A first name is typed by whoever signs up, and emails
 * go out under our brand to the address given, so a "name" such as "URGENT: your card was charged
 * £499, cancel at https://…" or "Your account is suspended call us" must never reach an inbox.
 *
 * Two rules:
 * - What a form accepts ({@link PERSON_NAME}, at most {@link PERSON_NAME_MAX} characters): letters
 *   (any alphabet), spaces, hyphens and apostrophes. The sign-up and checkout forms refuse the rest.
 * - What an email greets by ({@link greetingName}): a plausible name shape, stricter, because a
 *   message made of letters and spaces still fits the form's rule. At most
 *   {@link GREETING_NAME_MAX} characters and {@link GREETING_MAX_WORDS} words; each word starts
 *   with a letter, is at most {@link GREETING_WORD_MAX} characters, and joins letters with single
 *   hyphens or apostrophes only; no shouted word (four or more capitals, as "URGENT"); no word a
 *   message uses and a name does not ({@link MESSAGE_WORDS}). Anything else greets nobody
 *   ("Hello,").
 *
 * Examples: "Anne-Marie" → "Anne-Marie"; "María José" → "María José";
 * "Your account is suspended" → null (four words); "Call now" → null ("call");
 * "URGENT" → null (shouted); "Sam2" → null.
 */
export const PERSON_NAME = /^[\p{L}\p{M}](?:[\p{L}\p{M}' ’-]|\s)*$/u;
export const PERSON_NAME_MAX = 50;

export const GREETING_NAME_MAX = 30;
export const GREETING_MAX_WORDS = 3;
export const GREETING_WORD_MAX = 20;

/** One word of a name: letters, joined by single hyphens or apostrophes ("O'Brien", "Jean-Luc"). */
const NAME_WORD = /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*$/u;
/** Four capitals in a row, with no lower-case letter in the word: shouting, not a name. */
const SHOUTED = /^(?=(?:.*\p{Lu}){4})[^\p{Ll}]*$/u;

/**
 * Words that turn up in messages smuggled into a name field and never as a first name (matched
 * whole and case-insensitively). Short by design: the shape rules do most of the work.
 */
export const MESSAGE_WORDS: ReadonlySet<string> = new Set([
  'account',
  'bank',
  'bitcoin',
  'call',
  'cancel',
  'card',
  'charged',
  'claim',
  'click',
  'crypto',
  'dear',
  'free',
  'gift',
  'here',
  'http',
  'https',
  'invoice',
  'link',
  'login',
  'now',
  'password',
  'pay',
  'payment',
  'prize',
  'refund',
  'security',
  'support',
  'suspended',
  'urgent',
  'verify',
  'visit',
  'win',
  'winner',
  'won',
  'www',
  'your',
]);

export function isPersonName(value: string): boolean {
  const name = value.trim();
  return name.length > 0 && name.length <= PERSON_NAME_MAX && PERSON_NAME.test(name) && !/\s{2,}/.test(name);
}

/** Whether a name that the form accepts also has a plausible name shape for a greeting. */
export function isGreetingName(value: string): boolean {
  const name = value.trim();
  if (!isPersonName(name) || name.length > GREETING_NAME_MAX) return false;
  const words = name.split(/\s+/u);
  if (words.length > GREETING_MAX_WORDS) return false;
  return words.every(
    (word) =>
      word.length <= GREETING_WORD_MAX && NAME_WORD.test(word) && !SHOUTED.test(word) && !MESSAGE_WORDS.has(word.toLowerCase()),
  );
}

/** The trimmed name when it may appear in an email, else null. */
export function greetingName(value: string | null | undefined): string | null {
  const name = value?.trim() ?? '';
  return isGreetingName(name) ? name : null;
}
