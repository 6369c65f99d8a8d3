import { expect, it } from 'vitest';
import { asOfNote, asOfReason } from './answer.ts';

it('says why the valuation date is what it is', () => {
  expect(asOfReason(undefined, '2019-12-21', '2019-12-20')).toBe('the day after the latest sale we hold');
  expect(asOfReason('2019-11-01', '2019-11-01', '2019-12-20')).toBe('the date you chose');
  expect(asOfReason('2026-01-01', '2019-12-21', '2019-12-20')).toBe(
    'the day after the latest sale we hold (you asked for 1 January 2026)',
  );
  expect(asOfReason(undefined, '2026-11-26', null)).toBe('today');
  expect(asOfNote(undefined, '2019-12-21', '2019-12-20')).toBe(
    'Valued as of 21 December 2019: the latest sale in our data is dated 20 December 2019, and only earlier sales can be evidence.',
  );
});
