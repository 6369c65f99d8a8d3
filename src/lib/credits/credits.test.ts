import { describe, expect, it } from 'vitest';
import { creditsAfter, interpretDeduction } from './deduction.ts';
import { deductionToast, remainingMessage, restorableToast } from './toast.ts';

describe('interpretDeduction', () => {
  it.each([
    [403, { error: 'x' }, 'Insufficient credits'],
    [401, { error: 'x' }, 'Authentication required'],
    [500, null, 'Failed to deduct credit'],
    [200, null, 'No data returned from credit deduction'],
  ])('status %i → %s', (status, body, error) => {
    expect(interpretDeduction(status, body)).toEqual({ ok: false, error });
  });
  it('reads a success', () => {
    expect(interpretDeduction(200, { isLegacy: false, updatedCredits: 4 })).toEqual({
      ok: true,
      value: { isLegacy: false, updatedCredits: 4 },
    });
  });
});

describe('creditsAfter', () => {
  it('leaves credits unchanged for legacy answers', () => {
    expect(creditsAfter(10, { isLegacy: true, updatedCredits: 9 })).toBe(10);
  });
  it('uses the server balance', () => {
    expect(creditsAfter(10, { isLegacy: false, updatedCredits: 9 })).toBe(9);
    expect(creditsAfter(10, { isLegacy: false, updatedCredits: null })).toBe(9);
  });
});

describe('credit toast', () => {
  it('has the SPEC wording', () => {
    expect(deductionToast(4, 1000).message).toBe('Deducted 1 credit from your balance');
    expect(remainingMessage(4)).toBe('You have 4 credits remaining.');
  });
  it('restores only a shown toast younger than 30 s', () => {
    const now = 100_000;
    const stored = (age: number, show = true): string => JSON.stringify({ ...deductionToast(3, now - age), show });
    expect(restorableToast(stored(29_999), now)).toMatchObject({ remainingCredits: 3 });
    expect(restorableToast(stored(30_000), now)).toBeNull();
    expect(restorableToast(stored(1000, false), now)).toBeNull();
    expect(restorableToast(stored(-5), now)).toBeNull();
    expect(restorableToast('{nope', now)).toBeNull();
    expect(restorableToast(null, now)).toBeNull();
  });
});
