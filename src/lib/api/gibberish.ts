/**
 * Heuristics for keyboard mashing and gibberish in short free text. They look at lowercase
 * words only: upper-case acronyms (HMO, BRRR, SDLT, EPC) are normal in property writing.
 */

/** Letter runs along a UK QWERTY keyboard row; 5 letters so real words (prop-erty) pass. */
const KEYBOARD_RUNS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'poiuytrewq', 'lkjhgfdsa', 'mnbvcxz'];
const KEYBOARD_STARTS = ['qwer', 'asdf', 'zxcv', 'hjkl', 'jkl;', 'sdfg', 'xcvb', 'wasd'];

function keyboardFragments(): Set<string> {
  const fragments = new Set<string>(KEYBOARD_STARTS);
  for (const row of KEYBOARD_RUNS) for (let i = 0; i + 5 <= row.length; i++) fragments.add(row.slice(i, i + 5));
  return fragments;
}
const FRAGMENTS = [...keyboardFragments()];

/** True when a word contains a run along a keyboard row (asdfgh, qwerty, zxcvb…). */
export function isKeyboardRun(word: string): boolean {
  const lower = word.toLowerCase();
  return FRAGMENTS.some((fragment) => lower.includes(fragment));
}

/**
 * True when a lowercase word cannot be English: no vowel (y counts) in 4+ letters, six
 * consonants in a row, or the same letter four times running.
 */
export function isUnpronounceable(word: string): boolean {
  if (!/^[a-z]+$/.test(word)) return false;
  if (/([a-z])\1{3,}/.test(word)) return true;
  if (word.length >= 4 && !/[aeiouy]/.test(word)) return true;
  return /[bcdfghjklmnpqrstvwxz]{6,}/.test(word);
}

/** Words of the text: letter runs (apostrophes and hyphens kept inside words). */
export function wordsOf(text: string): string[] {
  return text.match(/\p{L}+(?:['’-]\p{L}+)*/gu) ?? [];
}

/**
 * True when the text reads as gibberish: a keyboard run anywhere, a third or more of its
 * words unpronounceable, fewer than half its visible characters letters or digits, or the same word
 * making up most of a text of four or more words.
 */
export function looksLikeGibberish(text: string): boolean {
  const words = wordsOf(text);
  if (words.length === 0) return true;
  if (words.some(isKeyboardRun)) return true;
  const lowercase = words.filter((w) => w === w.toLowerCase());
  const odd = lowercase.filter(isUnpronounceable).length;
  if (odd > 0 && odd * 3 >= words.length) return true;
  const visible = text.replace(/\s/g, '');
  const lettersAndDigits = (visible.match(/[\p{L}\p{N}]/gu) ?? []).length;
  if (lettersAndDigits * 2 < visible.length) return true;
  return isRepetitive(words);
}

/** True when one word makes up over half of four or more words ("house house house house"). */
export function isRepetitive(words: string[]): boolean {
  if (words.length < 4) return false;
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word.toLowerCase(), (counts.get(word.toLowerCase()) ?? 0) + 1);
  const top = Math.max(...counts.values());
  return top * 2 > words.length;
}
