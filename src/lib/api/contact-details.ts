/**
 * Detectors for contact details and links in free text (onboarding challenge and goal).
 * Each returns true when the text contains that kind of detail; they never throw.
 */

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[\p{L}]{2,}/u;

/** A scheme, a www. prefix, or a bare domain such as rightmove.co.uk or bit.ly/abc. */
const URL_SCHEME = /\b(?:https?|ftp|file|javascript|data|mailto|tel):/i;
const WWW = /\bwww\d?\./i;
const TLDS =
  'com|co|uk|org|net|io|ai|app|dev|info|biz|me|ly|gl|gg|xyz|site|online|shop|store|link|click|top|club|ru|cn|de|fr|es|it|nl|eu|us|ca|au|in|tv|to|cc|page|tech|pro|live|blog|news|email|ie|scot|wales|london';
const BARE_DOMAIN = new RegExp(`\\b[a-z0-9][a-z0-9-]*(?:\\.[a-z0-9-]+)*\\.(?:${TLDS})\\b(?![.-]?[a-z0-9])`, 'i');

/** True when the text contains an email address. */
export function containsEmail(text: string): boolean {
  return EMAIL.test(text);
}

/** True when the text contains a link or web address. */
export function containsLink(text: string): boolean {
  return URL_SCHEME.test(text) || WWW.test(text) || BARE_DOMAIN.test(text);
}

/**
 * True when the text contains something dialable: a run of digits, spaces, dots, dashes and
 * brackets holding 10–15 digits that starts with 0 or + (UK 01/02/03/07/08 numbers and
 * international +44…). Prices (£250,000), years and percentages do not match.
 */
export function containsPhoneNumber(text: string): boolean {
  const runs = text.match(/(?<![\d£$€,.])[+(]?\d[\d\s().-]{7,}\d/g) ?? [];
  return runs.some((run) => {
    const digits = run.replace(/\D/g, '');
    const start = run.trim().replace(/^\(/, '');
    return digits.length >= 10 && digits.length <= 15 && (start.startsWith('+') || start.startsWith('0'));
  });
}
