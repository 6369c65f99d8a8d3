/**
 * The name an email may greet someone by. A first name is typed by whoever signs up, and emails
 * go out under our brand to the address given, so a "name" such as "URGENT: your card was charged
 * £499, cancel at https://…" must never reach an inbox: only letters (any alphabet), spaces,
 * hyphens and apostrophes, at most 50 characters; anything else means no name ("Hello,").
 */
export const PERSON_NAME = /^[\p{L}\p{M}](?:[\p{L}\p{M}' ’-]|\s)*$/u;
export const PERSON_NAME_MAX = 50;

export function isPersonName(value: string): boolean {
  const name = value.trim();
  return name.length > 0 && name.length <= PERSON_NAME_MAX && PERSON_NAME.test(name) && !/\s{2,}/.test(name);
}

/** The trimmed name when it may appear in an email, else null. */
export function greetingName(value: string | null | undefined): string | null {
  const name = value?.trim() ?? '';
  return isPersonName(name) ? name : null;
}
