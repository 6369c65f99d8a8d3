import { containsAbusiveLanguage } from './abusive-language.ts';
import { containsEmail, containsLink, containsPhoneNumber } from './contact-details.ts';
import { looksLikeGibberish, wordsOf } from './gibberish.ts';
import { mentionsPropertyTopic } from './property-topic.ts';

/** Length bounds for a typed challenge or goal, in characters after trimming. */
export const CHALLENGE_MIN_LENGTH = 10;
export const CHALLENGE_MAX_LENGTH = 500;
export const CHALLENGE_MIN_WORDS = 2;

export type ChallengeRejection =
  | 'empty'
  | 'too_short'
  | 'too_long'
  | 'contains_email'
  | 'contains_link'
  | 'contains_phone'
  | 'abusive'
  | 'gibberish'
  | 'off_topic';

/** The answer of POST /api/validate-challenge; `code` is for logs and tests, not the wire. */
export type ChallengeVerdict =
  { valid: true; reason: ''; code: 'ok' } | { valid: false; reason: string; code: ChallengeRejection };

/** What each rejection tells the person, phrased as what to change. */
export const CHALLENGE_REASONS: Record<ChallengeRejection, string> = {
  empty: 'Please describe it in a few words, or choose one of the options.',
  too_short: `Please add a little more detail: at least ${CHALLENGE_MIN_LENGTH} characters and a couple of words.`,
  too_long: `Please keep it under ${CHALLENGE_MAX_LENGTH} characters; a sentence or two is plenty.`,
  contains_email: 'Please remove the email address; we only need a description.',
  contains_link: 'Please remove links and web addresses and describe it in your own words.',
  contains_phone: 'Please remove the phone number; we only need a description.',
  abusive: 'Please rephrase this without offensive language.',
  gibberish: 'That does not look like a sentence. Please describe it in plain words.',
  off_topic: 'Please say how this relates to property, for example buying, selling, renting, investing or researching an area.',
};

/** Whitespace-collapsed, NFKC-normalised text with control and zero-width characters removed. */
export function normaliseChallenge(input: string): string {
  return input
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function reject(code: ChallengeRejection): ChallengeVerdict {
  return { valid: false, reason: CHALLENGE_REASONS[code], code };
}

/**
 * Server-side rules for the free text typed at onboarding (challenge and goal steps), in
 * order: length bounds, no email, no link, no phone number, no abusive language, not
 * gibberish or keyboard mashing, and plausibly about property or research. Rules and
 * reasons are documented in docs/decisions/api.md.
 */
export function validateChallengeText(input: string): ChallengeVerdict {
  const text = normaliseChallenge(input);
  if (text.length === 0) return reject('empty');
  if (text.length > CHALLENGE_MAX_LENGTH) return reject('too_long');
  if (text.length < CHALLENGE_MIN_LENGTH || wordsOf(text).length < CHALLENGE_MIN_WORDS) return reject('too_short');
  if (containsEmail(text)) return reject('contains_email');
  if (containsLink(text)) return reject('contains_link');
  if (containsPhoneNumber(text)) return reject('contains_phone');
  if (containsAbusiveLanguage(text)) return reject('abusive');
  if (looksLikeGibberish(text)) return reject('gibberish');
  if (!mentionsPropertyTopic(text)) return reject('off_topic');
  return { valid: true, reason: '', code: 'ok' };
}
