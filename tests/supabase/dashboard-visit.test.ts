/**
 * The dashboard's first-visit greeting comes from the database: mark_dashboard_visit() answers
 * null the first time a user opens their dashboard and the previous visit after that. Users can
 * call it only for themselves and cannot write the column directly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_ACCOUNTS } from '../../src/data/seed-accounts.ts';
import { startTestBackend, type TestBackend } from './backend.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => backend?.stop());

async function signedIn(key: string) {
  const account = SEED_ACCOUNTS.find((a) => a.key === key)!;
  const client = backend.client();
  const { data, error } = await client.auth.signInWithPassword({ email: account.email, password: account.password });
  expect(error).toBeNull();
  return { client, user: data.user! };
}

describe('mark_dashboard_visit', () => {
  it('is null on the first visit and the time of the last one afterwards', async () => {
    const { client } = await signedIn('active');
    const first = await client.rpc('mark_dashboard_visit');
    expect(first.error).toBeNull();
    expect(first.data).toBeNull();
    const second = await client.rpc('mark_dashboard_visit');
    expect(second.error).toBeNull();
    expect(Date.parse(second.data as string)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('is not open to visitors, and users cannot set the column themselves', async () => {
    const anonymous = await backend.client().rpc('mark_dashboard_visit');
    expect(anonymous.error).not.toBeNull();
    const { client, user } = await signedIn('trial');
    const write = await client.from('profile').update({ dashboard_seen_at: null }).eq('user_id', user.id);
    expect(write.error?.code).toBe('42501');
  });
});
