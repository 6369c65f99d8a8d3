import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./session.ts', () => ({ currentUser: async () => null, startAuth: async () => undefined }));

const { $apiKey, $availableCredits } = await import('./account.ts');
const { $creditDeductions, deductCredit, resetDeductions } = await import('./credits.ts');
const { $creditToast } = await import('./credit-toast.ts');

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe('deductCredit (SPEC §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    $apiKey.set('sk_test');
    $availableCredits.set(10);
    $creditToast.set(null);
    resetDeductions();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('charges once per service, updates credits and shows the toast for 5 s', async () => {
    const fetch = answer(200, { isLegacy: false, updatedCredits: 9 });
    vi.stubGlobal('fetch', fetch);
    expect(await deductCredit('crime')).toEqual({ ok: true, value: { isLegacy: false, updatedCredits: 9 } });
    expect(fetch).toHaveBeenCalledWith(
      '/api/deduct-credit',
      expect.objectContaining({ method: 'POST', headers: expect.objectContaining({ 'x-api-key': 'sk_test' }) }),
    );
    expect($availableCredits.get()).toBe(9);
    expect($creditToast.get()).toMatchObject({ show: true, message: 'Deducted 1 credit from your balance', remainingCredits: 9 });
    await deductCredit('crime');
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(4999);
    expect($creditToast.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect($creditToast.get()).toBeNull();
  });

  it('leaves credits unchanged and shows no toast for legacy answers', async () => {
    vi.stubGlobal('fetch', answer(200, { isLegacy: true, updatedCredits: 9 }));
    await deductCredit('epc');
    expect($availableCredits.get()).toBe(10);
    expect($creditToast.get()).toBeNull();
    expect($creditDeductions.get()['epc']).toBe(true);
  });

  it('reports SPEC errors and does not mark the service', async () => {
    vi.stubGlobal('fetch', answer(403, { error: 'insufficient_credits', message: 'x' }));
    expect(await deductCredit('schools')).toEqual({ ok: false, error: 'Insufficient credits' });
    vi.stubGlobal('fetch', answer(401, { error: 'unauthorised', message: 'x' }));
    expect(await deductCredit('schools')).toEqual({ ok: false, error: 'Authentication required' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new Error('offline'))),
    );
    expect(await deductCredit('schools')).toEqual({ ok: false, error: 'Failed to deduct credit' });
    expect($creditDeductions.get()['schools']).toBeUndefined();
  });

  it('resets one service or all', async () => {
    vi.stubGlobal('fetch', answer(200, { isLegacy: false, updatedCredits: 9 }));
    await deductCredit('a');
    await deductCredit('b');
    resetDeductions('a');
    expect($creditDeductions.get()).toMatchObject({ a: false, b: true });
    resetDeductions();
    expect($creditDeductions.get()).toEqual({});
  });
});
