/** POST /api/deduct-credit against a real database: charges, refusals and parallel calls. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handleDeductCredit } from '../../functions/_shared/deduct-credit.ts';
import { startTestBackend, type TestBackend } from './backend.ts';
import { jsonOf, jsonRequest } from './request-helpers.ts';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(async () => t?.close());

const deduct = (apiKey: string | null, service: unknown = 'postcode-crime') =>
  handleDeductCredit(jsonRequest('/api/deduct-credit', { service }, apiKey ? { 'x-api-key': apiKey } : {}));

async function creditsOf(userId: string): Promise<number> {
  const [row] = await t.sql<{ api_credits: number }>('select api_credits from public.profile where user_id = $1', [userId]);
  return row?.api_credits ?? -1;
}
async function ledgerRows(userId: string): Promise<{ service: string; delta: number; balance_after: number }[]> {
  return t.sql('select service, delta, balance_after from public.credit_ledger where user_id = $1 and delta < 0 order by id', [
    userId,
  ]);
}

describe('deduct-credit', () => {
  beforeEach(async () => {
    await t.sql('delete from public.credit_ledger');
  });

  it('charges one credit, writes the ledger and answers the new balance', async () => {
    const trial = t.account('trial');
    const before = await creditsOf(trial.userId);
    const response = await deduct(trial.apiKey, 'valuation');
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual({ isLegacy: false, updatedCredits: before - 1 });
    expect(await creditsOf(trial.userId)).toBe(before - 1);
    expect(await ledgerRows(trial.userId)).toEqual([{ service: 'valuation', delta: -1, balance_after: before - 1 }]);
  });

  it('never charges a legacy plan', async () => {
    const legacy = t.account('legacy');
    const before = await creditsOf(legacy.userId);
    const response = await deduct(legacy.apiKey);
    expect(await jsonOf(response)).toEqual({ isLegacy: true, updatedCredits: before });
    expect(await creditsOf(legacy.userId)).toBe(before);
    expect(await ledgerRows(legacy.userId)).toEqual([]);
  });

  it('answers 403 "Insufficient credits" at zero and stays at zero', async () => {
    const empty = t.account('trial-empty');
    const response = await deduct(empty.apiKey);
    expect(response.status).toBe(403);
    expect(await jsonOf(response)).toEqual({ error: 'insufficient_credits', message: 'Insufficient credits' });
    expect(await creditsOf(empty.userId)).toBe(0);
    expect(await ledgerRows(empty.userId)).toEqual([]);
  });

  it('refuses what the meter refuses: a paused account and an ended trial, charging nothing', async () => {
    const paused = t.account('paused');
    const before = await creditsOf(paused.userId);
    const pausedAnswer = await deduct(paused.apiKey);
    expect(pausedAnswer.status).toBe(403);
    expect(await jsonOf(pausedAnswer)).toMatchObject({ error: 'account_paused' });
    expect(await creditsOf(paused.userId)).toBe(before);

    const trial = t.account('trial');
    await t.sql("update public.subscriptions set trial_end = now() - interval '1 day' where user_id = $1", [trial.userId]);
    try {
      const credits = await creditsOf(trial.userId);
      const ended = await deduct(trial.apiKey);
      expect(ended.status).toBe(402);
      expect(await jsonOf(ended)).toMatchObject({ error: 'trial_ended' });
      expect(await creditsOf(trial.userId)).toBe(credits);
    } finally {
      await t.sql("update public.subscriptions set trial_end = now() + interval '14 days' where user_id = $1", [trial.userId]);
    }
  });

  it('answers 401 "Authentication required" for a missing or unknown key', async () => {
    for (const key of [null, 'bsk_' + '0'.repeat(64), 'short']) {
      const response = await deduct(key);
      expect(response.status).toBe(401);
      expect(await jsonOf(response)).toEqual({ error: 'authentication_required', message: 'Authentication required' });
    }
  });

  it('refuses an unlisted service without charging', async () => {
    const active = t.account('active');
    const before = await creditsOf(active.userId);
    const response = await deduct(active.apiKey, 'unlimited-everything');
    expect(response.status).toBe(400);
    expect(await creditsOf(active.userId)).toBe(before);
  });

  it('charges exactly the available credits under 40 parallel calls', async () => {
    const active = t.account('active');
    await t.sql('update public.profile set api_credits = 15 where user_id = $1', [active.userId]);
    const responses = await Promise.all(Array.from({ length: 40 }, () => deduct(active.apiKey, 'schools')));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(15);
    expect(statuses.filter((s) => s === 403)).toHaveLength(25);
    const balances = await Promise.all(
      responses.filter((r) => r.status === 200).map(async (r) => (await jsonOf(r))['updatedCredits']),
    );
    expect([...balances].sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 15 }, (_, i) => i));
    expect(await creditsOf(active.userId)).toBe(0);
    expect(await ledgerRows(active.userId)).toHaveLength(15);
  });
});
