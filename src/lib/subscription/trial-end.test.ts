import { describe, expect, it } from 'vitest';
import { daysUntil, parseTrialEnd, trialEndLabel, trialEndLong, trialEndSentence } from './trial-end.ts';

const now = new Date('2026-12-01T10:00:00Z');
const at = (iso: string): Date => new Date(iso);

describe('trialEndLabel', () => {
  it.each([
    ['2026-12-01T23:00:00Z', 'today'],
    ['2026-12-02T08:00:00Z', 'tomorrow'],
    ['2026-12-04T08:00:00Z', 'in 3 days'],
    ['2026-12-07T08:00:00Z', 'in 6 days'],
    ['2026-12-08T08:00:00Z', '8 Dec'],
    ['2027-01-15T08:00:00Z', '15 Jan'],
  ])('%s → %s', (end, label) => {
    expect(trialEndLabel(now, at(end))).toBe(label);
  });
  it('counts UK calendar days (BST evening belongs to the next day)', () => {
    expect(daysUntil(at('2026-06-01T12:00:00Z'), at('2026-06-01T23:30:00Z'))).toBe(1);
  });
});

describe('trialEndSentence', () => {
  it('reads naturally for each kind of date', () => {
    expect(trialEndSentence(now, at('2026-12-02T08:00:00Z'))).toBe('Your trial ends tomorrow.');
    expect(trialEndSentence(now, at('2026-12-04T08:00:00Z'))).toBe('Your trial ends in 3 days.');
    expect(trialEndSentence(now, at('2026-12-20T08:00:00Z'))).toBe('Your trial ends on 20 Dec.');
    expect(trialEndSentence(now, at('2026-11-20T08:00:00Z'))).toBe('Your trial ended on 20 Nov.');
    expect(trialEndSentence(now, undefined)).toBe('You are on a free trial.');
  });
});

describe('trialEndLong', () => {
  it('is the long date, or the words when missing', () => {
    expect(trialEndLong(at('2026-11-22T12:00:00Z'))).toBe('22 November 2026');
    expect(trialEndLong(undefined)).toBe('your trial end date');
    expect(trialEndLong(parseTrialEnd('not a date'))).toBe('your trial end date');
  });
});
