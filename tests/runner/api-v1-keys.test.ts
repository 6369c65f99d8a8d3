/**
 * Named API keys through the real runner, functions and backend: created, limited, capped,
 * rotated and revoked by their owner (through the same RPCs the /api-keys page calls), stored
 * hashed, and enforced by the API on the very next request. Uses stamp duty and the account
 * endpoints, which need no imported data.
 */
import { createHash } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/runner.ts';
import type { SeedAccount } from '../../src/data/seed-accounts.ts';
import type { TestBackend } from '../functions/backend.ts';
import { startRealRunner, type RealRunner } from './real-runner.ts';

let runner: RealRunner;
let t: TestBackend;
let server: RunningServer;

beforeAll(async () => {
  runner = await startRealRunner();
  ({ t, server } = runner);
}, 120_000);
afterAll(async () => {
  await runner?.close();
});
beforeEach(async () => {
  await t.sql('delete from public.rate_limit_counters');
  await t.sql("update public.profile set monthly_plan = 'api', api_credits = 100 where user_id = $1", [
    t.account('active').userId,
  ]);
  await t.sql("update public.subscriptions set status = 'active' where user_id = $1", [t.account('active').userId]);
});

/** supabase-js signed in as a seed account, as the /api-keys page is. */
async function signedIn(key: SeedAccount['key']): Promise<SupabaseClient> {
  const token = await t.accessToken(key);
  return createClient(t.backend.url, t.backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
}

async function createKey(client: SupabaseClient, label: string, endpoints: string[] | null = null, cap: number | null = null) {
  const { data, error } = await client.rpc('api_key_create', { p_label: label, p_endpoints: endpoints, p_monthly_cap: cap });
  if (error) throw new Error(error.message);
  return (data as { id: string; api_key: string }[])[0]!;
}

let price = 300_000;
/** A stamp duty call (a new price each time, so no answer is already held). */
function stampDuty(key: string) {
  price += 1;
  return fetch(`${server.url}/api/v1/stamp-duty?price=${price}&completionDate=2025-06-01&location=england`, {
    headers: { 'x-api-key': key },
  });
}

const credits = async () =>
  (
    await t.sql<{ api_credits: number }>('select api_credits from public.profile where user_id = $1', [
      t.account('active').userId,
    ])
  )[0]!.api_credits;

describe('named API keys', () => {
  it('shows a new key once and stores only its hash and a hint', async () => {
    const client = await signedIn('active');
    const created = await createKey(client, 'Production server');
    expect(created.api_key).toMatch(/^bsk_[0-9a-f]{64}$/);
    const [row] = await t.sql<Record<string, unknown>>('select * from public.api_keys where id = $1', [created.id]);
    expect(row!['key_hash']).toBe(createHash('sha256').update(created.api_key).digest('hex'));
    expect(row!['key_hint']).toBe(`bsk_…${created.api_key.slice(-4)}`);
    expect(JSON.stringify(row)).not.toContain(created.api_key.slice(4));
    const { data: listed } = await client.rpc('api_keys_mine');
    expect((listed as { label: string }[]).map((k) => k.label)).toContain('Production server');
    // The listing never carries the key or its hash.
    expect(JSON.stringify(listed)).not.toContain(created.api_key.slice(4, 20));
    expect(JSON.stringify(listed)).not.toContain(String(row!['key_hash']));
  });

  it('answers with a named key, charges the account and records when it was last used', async () => {
    const client = await signedIn('active');
    const created = await createKey(client, 'Reports');
    const response = await stampDuty(created.api_key);
    expect([response.status, response.headers.get('x-credits-charged')]).toEqual([200, '1']);
    expect(await credits()).toBe(99);
    const [row] = await t.sql<{ last_used_at: Date | null }>('select last_used_at from public.api_keys where id = $1', [
      created.id,
    ]);
    expect(row!.last_used_at).not.toBeNull();
    const log = await t.sql<{ key_id: string }>('select key_id from public.api_request_log where request_id = $1', [
      response.headers.get('x-request-id'),
    ]);
    expect(log).toEqual([{ key_id: created.id }]);
  });

  it('refuses a revoked key on the very next request, and a rotated key’s old secret', async () => {
    const client = await signedIn('active');
    const created = await createKey(client, 'Laptop');
    expect((await stampDuty(created.api_key)).status).toBe(200);
    const { error } = await client.rpc('api_key_rotate', { p_id: created.id });
    expect(error).toBeNull();
    const { data: rotated } = await client.rpc('api_key_rotate', { p_id: created.id });
    const old = await stampDuty(created.api_key);
    expect([old.status, ((await old.json()) as { error: string }).error]).toEqual([401, 'unauthorized']);
    expect((await stampDuty(rotated as string)).status).toBe(200);

    expect((await client.rpc('api_key_revoke', { p_id: created.id })).error).toBeNull();
    const revoked = await stampDuty(rotated as string);
    expect([revoked.status, ((await revoked.json()) as { error: string }).error]).toEqual([401, 'unauthorized']);
    // A revoked key cannot be rotated back to life.
    expect((await client.rpc('api_key_rotate', { p_id: created.id })).error?.message).toMatch(/No such active key/);
  });

  it('refuses a key limited to one endpoint everywhere else, free', async () => {
    const client = await signedIn('active');
    const created = await createKey(client, 'Stamp duty only', ['stamp-duty']);
    expect((await stampDuty(created.api_key)).status).toBe(200);
    const before = await credits();
    for (const path of ['/postcode?postcode=M33%202AU', '/account/credits', '/account/usage']) {
      const response = await fetch(`${server.url}/api/v1${path}`, { headers: { 'x-api-key': created.api_key } });
      const body = (await response.json()) as { error: string; message: string };
      expect([response.status, body.error], path).toEqual([403, 'endpoint_not_allowed']);
      expect(body.message).toContain('only stamp-duty');
    }
    expect(await credits()).toBe(before);
    // The owner widens it: the next request is allowed.
    await client.rpc('api_key_update', {
      p_id: created.id,
      p_label: 'Stamp duty and credits',
      p_endpoints: ['stamp-duty', 'account-credits'],
      p_monthly_cap: null,
    });
    const credit = await fetch(`${server.url}/api/v1/account/credits`, { headers: { 'x-api-key': created.api_key } });
    expect(credit.status).toBe(200);
    const body = (await credit.json()) as { data: { balance: number; key: Record<string, unknown> } };
    expect(body.data.balance).toBe(before);
    expect(body.data.key).toMatchObject({
      kind: 'named',
      label: 'Stamp duty and credits',
      endpoints: ['stamp-duty', 'account-credits'],
    });
  });

  it('holds a monthly cap under 50 parallel calls: exactly the cap is charged', async () => {
    const client = await signedIn('active');
    const created = await createKey(client, 'Capped', null, 10);
    const responses = await Promise.all(Array.from({ length: 50 }, () => stampDuty(created.api_key)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 403)).toHaveLength(40);
    const codes = await Promise.all(
      responses.filter((r) => r.status === 403).map(async (r) => ((await r.json()) as { error: string }).error),
    );
    expect(new Set(codes)).toEqual(new Set(['key_cap_reached']));
    expect(await credits()).toBe(90);
    const [row] = await t.sql<{ cap_spent: number }>('select cap_spent from public.api_keys where id = $1', [created.id]);
    expect(row!.cap_spent).toBe(10);
    // The account key is not held by a named key's cap.
    expect((await stampDuty(t.account('active').apiKey)).status).toBe(200);
    // Raising the cap lets the key spend again, at once.
    await client.rpc('api_key_update', { p_id: created.id, p_label: 'Capped', p_endpoints: null, p_monthly_cap: 11 });
    expect((await stampDuty(created.api_key)).status).toBe(200);
    expect((await stampDuty(created.api_key)).status).toBe(403);
  });

  it('lets nobody else see, change or revoke a key, and nobody change credits or plan through the key tables', async () => {
    const owner = await signedIn('active');
    const created = await createKey(owner, 'Mine');
    const other = await signedIn('trial');
    const { data: seen } = await other.from('api_keys').select('id, label').eq('id', created.id);
    expect(seen).toEqual([]);
    expect((await other.rpc('api_key_revoke', { p_id: created.id })).error?.message).toMatch(/No such active key/);
    expect(
      (await other.rpc('api_key_update', { p_id: created.id, p_label: 'x', p_endpoints: null, p_monthly_cap: 1 })).error,
    ).not.toBeNull();
    // Writes go through the functions only: no direct insert, update or delete, and no key hash to read.
    expect((await owner.from('api_keys').update({ monthly_cap: 5 }).eq('id', created.id)).error).not.toBeNull();
    expect((await owner.from('api_keys').delete().eq('id', created.id)).error).not.toBeNull();
    expect((await owner.from('api_keys').select('key_hash').eq('id', created.id)).error).not.toBeNull();
    expect((await owner.from('api_request_log').insert({ endpoint: 'postcode' })).error).not.toBeNull();
    expect((await owner.from('api_usage_daily').insert({ endpoint: 'postcode', day: '2026-01-01' })).error).not.toBeNull();
    expect(
      (await owner.from('profile').update({ api_credits: 10_000 }).eq('user_id', t.account('active').userId)).error,
    ).not.toBeNull();
    // Anonymous visitors can do nothing with keys.
    const anonymous = createClient(t.backend.url, t.backend.anonKey, { auth: { persistSession: false } });
    expect((await anonymous.rpc('api_key_create', { p_label: 'x' })).error).not.toBeNull();
    expect((await anonymous.rpc('api_usage_mine', { p_days: 30 })).error).not.toBeNull();
    expect(await credits()).toBe(100);
  });

  it('checks names, endpoints and caps in the database, and holds an account to 25 active keys', async () => {
    const client = await signedIn('fresh');
    const bad = [
      { p_label: '', p_endpoints: null, p_monthly_cap: null },
      { p_label: 'x'.repeat(61), p_endpoints: null, p_monthly_cap: null },
      { p_label: 'ok', p_endpoints: [], p_monthly_cap: null },
      { p_label: 'ok', p_endpoints: ['Not An Id'], p_monthly_cap: null },
      { p_label: 'ok', p_endpoints: ['postcode', 'postcode'], p_monthly_cap: null },
      { p_label: 'ok', p_endpoints: null, p_monthly_cap: 0 },
    ];
    for (const args of bad) expect((await client.rpc('api_key_create', args)).error, JSON.stringify(args)).not.toBeNull();
    for (let i = 0; i < 25; i++) await createKey(client, `Key ${i + 1}`);
    expect((await client.rpc('api_key_create', { p_label: 'One too many' })).error?.message).toMatch(/25 active keys/);
  });
});
