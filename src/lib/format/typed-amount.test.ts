import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseMoney } from '../money/parse.ts';
import { editTypedAmount, groupAmount } from './typed-amount.ts';

/** Type `keys` one at a time at the end of the box, as a person would, returning the last edit. */
function typeKeys(keys: string) {
  let display = '';
  let edit = editTypedAmount('', 0);
  for (const key of keys) {
    const text = display + key;
    edit = editTypedAmount(text, text.length, { previous: display, inputType: 'insertText' });
    display = edit.display;
  }
  return edit;
}

describe('groupAmount', () => {
  it('groups the whole pounds in threes and leaves pence and a trailing point as typed', () => {
    expect(groupAmount('250000')).toBe('250,000');
    expect(groupAmount('1234567.8')).toBe('1,234,567.8');
    expect(groupAmount('250000.')).toBe('250,000.');
    expect(groupAmount('-12500')).toBe('-12,500');
    expect(groupAmount('999')).toBe('999');
    expect(groupAmount('')).toBe('');
  });
  it('leaves text that is not a plain amount unchanged', () => {
    expect(groupAmount('12a')).toBe('12a');
    expect(groupAmount('250k')).toBe('250k');
  });
});

describe('editTypedAmount', () => {
  it('typing 250000 key by key shows 250,000 with the caret at the end, and keeps 250000 as the value', () => {
    const edit = typeKeys('250000');
    expect(edit).toEqual({ plain: '250000', display: '250,000', caret: 7 });
  });

  it('a pasted "£250,000" and "250,000.50" become plain values', () => {
    expect(editTypedAmount('£250,000', 8)).toEqual({ plain: '250000', display: '250,000', caret: 7 });
    expect(editTypedAmount('250,000.50', 10)).toEqual({ plain: '250000.50', display: '250,000.50', caret: 10 });
    expect(editTypedAmount(' £ 1 250 000 ', 13)).toEqual({ plain: '1250000', display: '1,250,000', caret: 9 });
  });

  it('"k" and "m" expand to the full amount', () => {
    expect(editTypedAmount('250k', 4)).toEqual({ plain: '250000', display: '250,000', caret: 7 });
    expect(editTypedAmount('1.5m', 4)).toEqual({ plain: '1500000', display: '1,500,000', caret: 9 });
    expect(typeKeys('250k').display).toBe('250,000');
  });

  it('keeps the caret after the same digit when a comma appears or moves before it', () => {
    // "25,000" with the caret after "25"; typing "0" there gives "250,000" with the caret after "250".
    expect(editTypedAmount('250,000', 3)).toEqual({ plain: '250000', display: '250,000', caret: 3 });
    // "999" + "9" at the start: "9999" → "9,999", caret after the first 9.
    expect(editTypedAmount('9999', 1)).toEqual({ plain: '9999', display: '9,999', caret: 1 });
    // Deleting the "1" of "1,250,000" (caret after it): "250,000", caret at the start.
    expect(editTypedAmount(',250,000', 0, { previous: '1,250,000', inputType: 'deleteContentBackward' })).toEqual({
      plain: '250000',
      display: '250,000',
      caret: 0,
    });
  });

  it('Backspace on a comma deletes the digit before it; Delete deletes the digit after it', () => {
    // "250,000" with the caret after the comma; Backspace removes the comma → remove the "0" before it instead.
    expect(editTypedAmount('250000', 3, { previous: '250,000', inputType: 'deleteContentBackward' })).toEqual({
      plain: '25000',
      display: '25,000',
      caret: 2,
    });
    // Caret before the comma; Delete removes it → remove the "0" after it instead: "250|00" shows as "25,0|00".
    expect(editTypedAmount('250000', 3, { previous: '250,000', inputType: 'deleteContentForward' })).toEqual({
      plain: '25000',
      display: '25,000',
      caret: 4,
    });
  });

  it('drops leading zeros (typing 5 after the 0 already in the box gives 5), but keeps 0.5', () => {
    expect(editTypedAmount('05', 2)).toEqual({ plain: '5', display: '5', caret: 1 });
    expect(editTypedAmount('0.5', 3)).toEqual({ plain: '0.5', display: '0.5', caret: 3 });
    expect(editTypedAmount('0', 1)).toEqual({ plain: '0', display: '0', caret: 1 });
  });

  it('leaves text that is not an amount exactly as typed, so the usual message explains it', () => {
    expect(editTypedAmount('12a', 3)).toEqual({ plain: '12a', display: '12a', caret: 3 });
    const parsed = parseMoney(editTypedAmount('12a', 3).plain);
    expect(parsed).toEqual({ ok: false, error: 'Enter an amount in pounds, using numbers only (for example 250000).' });
    expect(editTypedAmount('', 0)).toEqual({ plain: '', display: '', caret: 0 });
  });

  it('keeps a minus sign for fields that allow negatives', () => {
    expect(editTypedAmount('-12500', 6)).toEqual({ plain: '-12500', display: '-12,500', caret: 7 });
    expect(editTypedAmount('−12500', 6)).toEqual({ plain: '-12500', display: '-12,500', caret: 7 });
  });

  it('property: any whole-pence amount shown grouped reads back as the same value, and the plain value has no separators', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), fc.integer({ min: 0, max: 20 }), (pence, at) => {
        const plain = `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
        const shown = groupAmount(plain);
        const edit = editTypedAmount(shown, Math.min(at, shown.length));
        expect(edit.plain).toBe(plain.replace(/^0+(?=\d)/, ''));
        expect(edit.display).toBe(shown);
        expect(parseMoney(edit.display)).toEqual({ ok: true, value: pence });
        // The caret stays after the same number of digits.
        const digitsBefore = (s: string, i: number) => s.slice(0, i).replace(/,/g, '').length;
        expect(digitsBefore(edit.display, edit.caret)).toBe(digitsBefore(shown, Math.min(at, shown.length)));
      }),
    );
  });
});
