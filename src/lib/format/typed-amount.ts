/**
 * Thousands separators in a money box while the person types, with the caret kept where they expect.
 *
 * The box shows "250,000"; the value kept in state and in the shareable URL stays plain ("250000"):
 *   groupAmount('250000.5')                 → '250,000.5'
 *   editTypedAmount('2500000', 7)           → { plain: '2500000', display: '2,500,000', caret: 9 }
 *   editTypedAmount('£250,000', 8)          → { plain: '250000', display: '250,000', caret: 7 }   (pasted)
 *   editTypedAmount('250k', 4)              → { plain: '250000', display: '250,000', caret: 7 }   ("k" and "m" expand)
 * Text that is not an amount ("12a") is left exactly as typed, so the form's usual message explains it.
 *
 * The caret is placed by counting the characters that matter (digits, ".", "-") before it: formatting only adds or
 * removes commas, so the caret stays after the same digit. Deleting a comma deletes the digit beside it instead,
 * as in a spreadsheet; otherwise the comma would just reappear.
 */
import { parseMoney } from '../money/parse.ts';
import { penceToPlain } from '../money/format.ts';

/** Characters a person may type or paste that carry no value: the pound sign, commas and spaces of any width. */
const NOISE = /[£,\s\u00a0\u2009\u202f]/;
const PLAIN = /^(-?)(\d*)(\.\d*)?$/;
const SUFFIXED = /^-?(\d+\.?\d*|\.\d+)[km]$/i;

export interface AmountEdit {
  /** What to keep in state and the URL: digits, an optional "-" and ".", no separators. */
  plain: string;
  /** What the box shows. */
  display: string;
  /** Where the caret goes in `display`. */
  caret: number;
}

export interface EditContext {
  /** What the box showed before this edit (to notice a deleted comma). */
  previous?: string;
  /** The browser's InputEvent.inputType, e.g. "deleteContentBackward". */
  inputType?: string;
}

const isNoise = (ch: string) => NOISE.test(ch);
const strip = (text: string) => [...text].filter((ch) => !isNoise(ch)).join('');

/** A plain amount with its whole part grouped in threes ("1234567.8" → "1,234,567.8"); anything else unchanged. */
export function groupAmount(plain: string): string {
  const m = PLAIN.exec(plain);
  if (!m) return plain;
  return `${m[1]}${m[2]!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${m[3] ?? ''}`;
}

/** Index in `display` just after its `count`th character that is not a separator (0 when count is 0). */
function caretAfter(display: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < display.length; i++) {
    if (!isNoise(display[i]!)) seen++;
    if (seen === count) return i + 1;
  }
  return display.length;
}

/** When the edit only removed a separator, remove the digit beside it instead (before it for Backspace). */
function undoSeparatorDelete(text: string, caret: number, context: EditContext): { text: string; caret: number } {
  const { previous, inputType } = context;
  if (previous === undefined || !inputType?.startsWith('delete') || text.length >= previous.length) return { text, caret };
  if (strip(text) !== strip(previous)) return { text, caret };
  const forward = inputType === 'deleteContentForward';
  let i = forward ? caret : caret - 1;
  while (i >= 0 && i < text.length && isNoise(text[i]!)) i += forward ? 1 : -1;
  if (i < 0 || i >= text.length) return { text, caret };
  return { text: text.slice(0, i) + text.slice(i + 1), caret: forward ? caret : i };
}

/**
 * Reads the box after a keystroke or paste: `text` is its new content and `caret` the caret position in it.
 * Returns the plain value for state, the grouped text to show and where the caret belongs in it.
 */
export function editTypedAmount(text: string, caret: number, context: EditContext = {}): AmountEdit {
  const edited = undoSeparatorDelete(text, caret, context);
  const stripped = strip(edited.text).replace(/^−/, '-');
  const typedBefore = strip(edited.text.slice(0, edited.caret)).length;

  if (SUFFIXED.test(stripped)) {
    const pence = parseMoney(stripped, { allowNegative: true });
    if (pence.ok) {
      const plain = penceToPlain(pence.value);
      const display = groupAmount(plain);
      return { plain, display, caret: display.length };
    }
  }

  const m = PLAIN.exec(stripped);
  if (!m) return { plain: edited.text, display: edited.text, caret: edited.caret };
  const sign = m[1]!;
  const whole = m[2]!;
  const trimmedWhole = whole.replace(/^0+(?=\d)/, '');
  const zerosDropped = whole.length - trimmedWhole.length;
  const plain = `${sign}${trimmedWhole}${m[3] ?? ''}`;
  const display = groupAmount(plain);
  const before = typedBefore - Math.min(zerosDropped, Math.max(0, typedBefore - sign.length));
  return { plain, display, caret: caretAfter(display, before) };
}
