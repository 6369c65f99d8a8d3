/**
 * What a customer must never read (issue 41): the names of our settings (every one in
 * .env.example), any SETTING_STYLE name in running text, and talk about configuration. One list
 * for the browser journeys and the email tests.
 */
import { readFileSync } from 'node:fs';

/** Every setting named in .env.example (commented-out ones too). */
export const SETTINGS = [...readFileSync('.env.example', 'utf8').matchAll(/^#?\s*([A-Z][A-Z0-9]*_[A-Z0-9_]+)=/gm)].map(
  (m) => m[1]!,
);

/** A name written like a setting (WORD_WORD). */
export const ENV_STYLE = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/;

/** Configuration talk on a page. */
export const CONFIG_WORDS =
  /\bnot configured\b|\bkeys? configured\b|\benvironment variables?\b|\bconfigure[sd]? on the server\b|\.env\b/i;

/** In an email, where no sentence has a reason to say "configuration", that word too. */
export const EMAIL_CONFIG_WORDS = new RegExp(`${CONFIG_WORDS.source}|\\bconfiguration\\b`, 'i');
