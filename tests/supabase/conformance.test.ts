/**
 * supabase-js itself against the local backend, for every call the product makes:
 * auth (sign in, wrong password, reset request, recovery link, password update, sign out,
 * getUser with and without a session), the profile selects and updates, the subscriptions join,
 * single → PGRST116, storage upload and signed photo URL, and the RPCs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { SEED_ACCOUNTS, SEED_PASSWORD } from '../../src/data/seed-accounts.ts';
import { signJwt } from '../../server/supabase/keys.ts';
import { DEFAULT_JWT_SECRET } from '../../server/supabase/keys.ts';
import { startTestBackend, type TestBackend } from './backend.ts';

let backend: TestBackend;
const seed = (key: string) => SEED_ACCOUNTS.find((a) => a.key === key)!;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => backend?.stop());

async function signedIn(key: string) {
  const client = backend.client();
  const { data, error } = await client.auth.signInWithPassword({ email: seed(key).email, password: seed(key).password });
  expect(error).toBeNull();
  return { client, user: data.user!, session: data.session! };
}

function latestEmail(to: string): { subject: string; text: string; html: string } {
  const files = readdirSync(backend.outboxDir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const emails = files.map((f) => JSON.parse(readFileSync(join(backend.outboxDir, f), 'utf8'))).filter((e) => e.to === to);
  return emails.at(-1);
}

describe('auth', () => {
  it('every seed account signs in with the documented password', async () => {
    for (const account of SEED_ACCOUNTS) {
      const { data, error } = await backend.client().auth.signInWithPassword({ email: account.email, password: SEED_PASSWORD });
      expect(error, account.key).toBeNull();
      expect(data.session?.access_token).toBeTruthy();
      expect(data.session?.token_type).toBe('bearer');
      expect(data.session?.expires_in).toBe(3600);
      expect(data.user?.email).toBe(account.email);
      expect(data.user?.identities?.[0]?.provider).toBe('email');
    }
  });

  it('a wrong password is "Invalid login credentials"', async () => {
    const { data, error } = await backend
      .client()
      .auth.signInWithPassword({ email: seed('trial').email, password: 'not-the-password' });
    expect(data.session).toBeNull();
    expect(error?.message).toBe('Invalid login credentials');
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_credentials');
  });

  it('getUser without a session is "Auth session missing!"; with one it returns the user', async () => {
    const anonymous = await backend.client().auth.getUser();
    expect(anonymous.error?.message).toBe('Auth session missing!');
    const { client, user } = await signedIn('active');
    const current = await client.auth.getUser();
    expect(current.error).toBeNull();
    expect(current.data.user?.id).toBe(user.id);
  });

  it('an expired access token is rejected', async () => {
    const { user, session } = await signedIn('active');
    const now = Math.floor(Date.now() / 1000);
    const expired = await signJwt(
      { sub: user.id, role: 'authenticated', aud: 'authenticated', iat: now - 7200, exp: now - 3600, session_id: 'x' },
      DEFAULT_JWT_SECRET,
    );
    const client = backend.client();
    const { error } = await client.auth.getUser(expired);
    expect(error?.status).toBe(403);
    expect(error?.message).toMatch(/token is expired/);
    const rest = await fetch(`${backend.url}/rest/v1/profile?select=id`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${expired}` },
    });
    expect(rest.status).toBe(401);
    expect((await rest.json()).message).toBe('JWT expired');
    expect(session.refresh_token).toBeTruthy();
  });

  it('refresh tokens rotate; an old one cannot be reused after the reuse interval', async () => {
    const { client, session } = await signedIn('active');
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(session.refresh_token);
    await backend.db.query("update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1", [
      session.refresh_token,
    ]);
    const reused = await backend.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reused.error?.message).toBe('Invalid Refresh Token: Already Used');
  });

  it('public sign-up is switched off, with one answer for new and registered addresses (sign-up is /api/signup)', async () => {
    for (const email of ['signup@brickstack.test', seed('active').email]) {
      const { data, error } = await backend.client().auth.signUp({ email, password: 'long-enough-pw-2026' });
      expect(error?.code).toBe('signup_disabled');
      expect(error?.message).toBe('Signups not allowed for this instance');
      expect(data.session).toBeNull();
    }
  });

  it('a weak new password is refused with reasons', async () => {
    const { client } = await signedIn('fresh');
    const { error } = await client.auth.updateUser({ password: 'short' });
    expect(error?.name).toBe('AuthWeakPasswordError');
    expect(error?.message).toBe('Password should be at least 8 characters.');
    expect((error as { reasons?: string[] }).reasons).toEqual(['length']);
  });

  it('reset request → outbox email → recovery link signs in (type=recovery) → password update → sign in with it', async () => {
    const account = seed('fresh');
    const client = backend.client();
    const { error } = await client.auth.resetPasswordForEmail(account.email, {
      redirectTo: 'http://localhost:4321/reset-password',
    });
    expect(error).toBeNull();
    const email = latestEmail(account.email);
    expect(email.subject).toBe('Reset your password');
    const link = email.text.match(/http\S+/)![0];
    expect(email.html).toContain('/auth/v1/verify?token=');

    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('http://localhost:4321/reset-password');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    const second = await fetch(link, { redirect: 'manual' });
    expect(new URLSearchParams(new URL(second.headers.get('location')!).hash.slice(1)).get('error_code')).toBe('otp_expired');

    const set = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(set.error).toBeNull();
    const updated = await client.auth.updateUser({ password: 'a-new-password' });
    expect(updated.error).toBeNull();
    const same = await client.auth.updateUser({ password: 'a-new-password' });
    expect(same.error?.message).toBe('New password should be different from the old password.');
    const weak = await client.auth.updateUser({ password: 'x' });
    expect(weak.error?.name).toBe('AuthWeakPasswordError');

    const old = await backend.client().auth.signInWithPassword({ email: account.email, password: account.password });
    expect(old.error?.message).toBe('Invalid login credentials');
    const fresh = await backend.client().auth.signInWithPassword({ email: account.email, password: 'a-new-password' });
    expect(fresh.error).toBeNull();
    await client.auth.updateUser({ password: account.password });
  });

  it('a reset request for an unknown address succeeds without sending anything', async () => {
    const { error } = await backend.client().auth.resetPasswordForEmail('nobody@brickstack.test');
    expect(error).toBeNull();
    expect(latestEmail('nobody@brickstack.test')).toBeUndefined();
  });

  it('sign out ends the session on the server', async () => {
    const { client, session } = await signedIn('paused');
    expect((await client.auth.signOut()).error).toBeNull();
    expect((await client.auth.getUser()).error?.message).toBe('Auth session missing!');
    const { error } = await backend.client().auth.getUser(session.access_token);
    expect(error?.message).toBe('Auth session missing!');
  });

  it('serves settings and rejects requests without or with a wrong API key', async () => {
    const settings = await fetch(`${backend.url}/auth/v1/settings`, { headers: { apikey: backend.anonKey } });
    expect((await settings.json()).external.email).toBe(true);
    const missing = await fetch(`${backend.url}/rest/v1/profile`);
    expect(missing.status).toBe(401);
    expect((await missing.json()).message).toBe('No API key found in request');
    const wrong = await fetch(`${backend.url}/rest/v1/profile`, { headers: { apikey: 'nope' } });
    expect((await wrong.json()).message).toBe('Invalid API key');
  });

  it('allows CORS from a localhost site with the supabase-js headers', async () => {
    const response = await fetch(`${backend.url}/rest/v1/profile`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4321',
        'access-control-request-headers': 'apikey, authorization, x-client-info, prefer',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
    expect(response.headers.get('access-control-allow-headers')).toContain('x-client-info');
  });
});

describe('profile and subscriptions (PostgREST)', () => {
  it('runs the onboarding select and updates onboarding makes', async () => {
    const { client, user } = await signedIn('fresh');
    const start = await client
      .from('profile')
      .select('onboarding_completed, password_set, biggest_challenge, hoping_to_achieve')
      .eq('user_id', user.id)
      .single();
    expect(start.data).toEqual({
      onboarding_completed: false,
      password_set: false,
      biggest_challenge: null,
      hoping_to_achieve: null,
    });
    expect((await client.from('profile').update({ password_set: true }).eq('user_id', user.id)).error).toBeNull();
    expect((await client.from('profile').update({ biggest_challenge: 'due_diligence' }).eq('user_id', user.id)).error).toBeNull();
    const completedAt = new Date().toISOString();
    const done = await client
      .from('profile')
      .update({
        biggest_challenge: 'due_diligence',
        hoping_to_achieve: 'Find a BTL in Leeds',
        onboarding_completed: true,
        onboarding_completed_at: completedAt,
      })
      .eq('user_id', user.id)
      .select('onboarding_completed, onboarding_completed_at, hoping_to_achieve')
      .single();
    expect(done.error).toBeNull();
    expect(done.data?.onboarding_completed).toBe(true);
    expect(new Date(done.data!.onboarding_completed_at).toISOString()).toBe(completedAt);
    await backend.db.query(
      'update public.profile set password_set = false, onboarding_completed = false, onboarding_completed_at = null, biggest_challenge = null, hoping_to_achieve = null where user_id = $1',
      [user.id],
    );
  });

  it('runs the shell reads, including the subscriptions join', async () => {
    const { client, user } = await signedIn('trial-empty');
    const key = await client.from('profile').select('secret_api').eq('user_id', user.id).single();
    expect(key.data?.secret_api).toMatch(/^bsk_[0-9a-f]{64}$/);
    const all = await client.from('profile').select('*').eq('user_id', user.id).single();
    expect(all.data).toMatchObject({ user_id: user.id, first_name: 'Evan', api_credits: 0, monthly_plan: null });
    const credits = await client.from('profile').select('api_credits').eq('user_id', user.id).single();
    expect(credits.data).toEqual({ api_credits: 0 });
    const names = await client
      .from('profile')
      .select('first_name, last_name, profile_photo, monthly_plan')
      .eq('user_id', user.id)
      .single();
    expect(names.data).toEqual({ first_name: 'Evan', last_name: 'Empty', profile_photo: null, monthly_plan: null });
    const gates = await client.from('profile').select('password_set, onboarding_completed').eq('user_id', user.id).single();
    expect(gates.data).toEqual({ password_set: true, onboarding_completed: true });
    const joined = await client
      .from('profile')
      .select('id, api_credits, credit_exhausted_email_sent, subscriptions(status, trial_end, amount, frequency)')
      .eq('user_id', user.id)
      .single();
    expect(joined.data).toMatchObject({
      api_credits: 0,
      credit_exhausted_email_sent: false,
      subscriptions: { status: 'trial', amount: null, frequency: null },
    });
    const subscription = joined.data!.subscriptions as unknown as { trial_end: string };
    const days = (new Date(subscription.trial_end).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(3);
    const status = await client.from('profile').select('id, subscriptions(status)').eq('user_id', user.id).maybeSingle();
    expect(status.data?.subscriptions).toEqual({ status: 'trial' });
  });

  it('single() with no row is PGRST116; maybeSingle() gives null', async () => {
    const { client } = await signedIn('active');
    const other = SEED_ACCOUNTS.find((a) => a.key === 'trial')!;
    const otherId = (await backend.db.query<{ id: string }>('select id from auth.users where email = $1', [other.email])).rows[0]!
      .id;
    const single = await client.from('profile').select('id').eq('user_id', otherId).single();
    expect(single.error?.code).toBe('PGRST116');
    expect(single.status).toBe(406);
    const maybe = await client.from('profile').select('id').eq('user_id', otherId).maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
  });

  it('filters, orders and pages the ledger; a user cannot change protected columns', async () => {
    const { client, user } = await signedIn('trial');
    const ledger = await client
      .from('credit_ledger')
      .select('delta, reason')
      .eq('user_id', user.id)
      .in('reason', ['trial_grant', 'api_call'])
      .order('id', { ascending: false })
      .range(0, 4);
    expect(ledger.error).toBeNull();
    expect(ledger.data).toEqual([{ delta: 25, reason: 'trial_grant' }]);
    const none = await client.from('credit_ledger').select('id').neq('user_id', user.id).is('service', null).limit(5);
    expect(none.data).toEqual([]);
    const raise = await client.from('profile').update({ api_credits: 999 }).eq('user_id', user.id);
    expect(raise.error?.code).toBe('42501');
    const plan = await client.from('profile').update({ monthly_plan: 'legacy' }).eq('user_id', user.id);
    expect(plan.error?.code).toBe('42501');
  });

  it('anon reads nothing', async () => {
    const { error } = await backend.client().from('profile').select('*');
    expect(error?.code).toBe('42501');
  });

  it('service role: error report insert, upsert, delete, rpc', async () => {
    const admin = createClient(backend.url, backend.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
    const inserted = await admin
      .from('error_reports')
      .insert({
        error: 'TypeError',
        message: 'x is undefined',
        url: 'http://localhost/p',
        path: '/p',
        distinct_id: 'abc',
        details: { browser: 'Firefox' },
      })
      .select('id, message, details')
      .single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toMatchObject({ message: 'x is undefined', details: { browser: 'Firefox' } });
    const minimal = await admin.from('error_reports').insert([{ message: 'a' }, { message: 'b' }]);
    expect(minimal.status).toBe(201);
    const removed = await admin.from('error_reports').delete().in('message', ['a', 'b']).select('message');
    expect(removed.data).toHaveLength(2);
    const userId = (await backend.db.query<{ id: string }>("select id from auth.users where email = 'active@brickstack.test'"))
      .rows[0]!.id;
    const upsert = await admin
      .from('subscriptions')
      .upsert({ user_id: userId, status: 'active', frequency: 'monthly' })
      .select('status, frequency')
      .single();
    expect(upsert.data).toEqual({ status: 'active', frequency: 'monthly' });

    const key = (await admin.from('profile').select('secret_api').eq('user_id', userId).single()).data!.secret_api as string;
    const deducted = await admin.rpc('deduct_credit', { p_api_key: key, p_service: 'epc' });
    expect(deducted.data).toEqual([{ outcome: 'ok', is_legacy: false, updated_credits: expect.any(Number) }]);
    const once = await admin.rpc('claim_trial_upgrade_email', { p_user_id: userId });
    expect(once.data).toBe(true);
    const twice = await admin.rpc('claim_trial_upgrade_email', { p_user_id: userId });
    expect(twice.data).toBe(false);
    const unknown = await admin.rpc('no_such_function', {});
    expect(unknown.error?.code).toBe('PGRST202');
  });

  it('users cannot call the service-role RPCs but can regenerate their key', async () => {
    const { client, user } = await signedIn('trial');
    const denied = await client.rpc('deduct_credit', { p_api_key: 'bsk_x', p_service: 'epc' });
    expect(denied.error?.code).toBe('42501');
    expect(denied.status).toBe(403);
    const fresh = await client.rpc('regenerate_api_key');
    expect(fresh.data).toMatch(/^bsk_[0-9a-f]{64}$/);
    const stored = await client.from('profile').select('secret_api').eq('user_id', user.id).single();
    expect(stored.data?.secret_api).toBe(fresh.data);
  });
});

describe('storage', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

  it('uploads a profile photo to the own folder and serves it through a 3600 s signed URL', async () => {
    const { client, user } = await signedIn('trial');
    const path = `${user.id}/avatar.png`;
    const upload = await client.storage
      .from('profile_photos')
      .upload(path, new Blob([png], { type: 'image/png' }), { upsert: true });
    expect(upload.error).toBeNull();
    expect(upload.data?.fullPath).toBe(`profile_photos/${path}`);
    await client
      .from('profile')
      .update({ profile_photo: `profile_photos/${path}` })
      .eq('user_id', user.id);
    const photo = (await client.from('profile').select('profile_photo').eq('user_id', user.id).single()).data!
      .profile_photo as string;
    const lastTwo = photo.split('/').slice(-2).join('/');
    const signed = await client.storage.from('profile_photos').createSignedUrl(lastTwo, 3600);
    expect(signed.error).toBeNull();
    const file = await fetch(signed.data!.signedUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(png);
    const tampered = await fetch(signed.data!.signedUrl.replace('avatar.png', 'other.png'));
    expect(tampered.status).toBe(400);
    const download = await client.storage.from('profile_photos').download(path);
    expect(download.error).toBeNull();
    expect(download.data?.size).toBe(png.length);
  });

  it('refuses another user’s folder, wrong types, oversize files, and private public URLs', async () => {
    const { client, user } = await signedIn('active');
    const other = await client.storage
      .from('profile_photos')
      .upload('someone-else/avatar.png', new Blob([png], { type: 'image/png' }));
    expect(other.error?.message).toMatch(/row-level security/);
    const text = await client.storage
      .from('profile_photos')
      .upload(`${user.id}/notes.txt`, new Blob(['hi'], { type: 'text/plain' }));
    expect(text.error?.message).toBe('mime type text/plain is not supported');
    const big = await client.storage
      .from('profile_photos')
      .upload(`${user.id}/big.png`, new Blob([Buffer.alloc(5 * 1024 * 1024 + 1)], { type: 'image/png' }));
    expect(big.error?.message).toBe('The object exceeded the maximum allowed size');
    const trialId = (await backend.db.query<{ id: string }>("select id from auth.users where email = 'trial@brickstack.test'"))
      .rows[0]!.id;
    const peek = await client.storage.from('profile_photos').createSignedUrl(`${trialId}/avatar.png`, 3600);
    expect(peek.error).not.toBeNull();
    const publicUrl = client.storage.from('profile_photos').getPublicUrl(`${trialId}/avatar.png`).data.publicUrl;
    expect((await fetch(publicUrl)).status).toBe(400);
  });

  it('serves public URLs of public buckets and deletes own objects', async () => {
    await backend.db.query(
      "insert into storage.buckets (id, name, public) values ('public_test', 'public_test', true) on conflict do nothing",
    );
    await backend.db.query(
      'create policy "public_test: anyone signed in uploads" on storage.objects for insert to authenticated with check (bucket_id = \'public_test\')',
    );
    await backend.db.query(
      'create policy "public_test: anyone signed in reads" on storage.objects for select to authenticated using (bucket_id = \'public_test\')',
    );
    await backend.db.query(
      'create policy "public_test: anyone signed in deletes" on storage.objects for delete to authenticated using (bucket_id = \'public_test\')',
    );
    const { client } = await signedIn('active');
    expect(
      (await client.storage.from('public_test').upload('a/b.txt', Buffer.from('hello'), { contentType: 'text/plain' })).error,
    ).toBeNull();
    const url = client.storage.from('public_test').getPublicUrl('a/b.txt').data.publicUrl;
    expect(await (await fetch(url)).text()).toBe('hello');
    const removed = await client.storage.from('public_test').remove(['a/b.txt']);
    expect(removed.data).toHaveLength(1);
    expect((await fetch(url)).status).toBe(400);
  });
});
