/** POST /api/trial-upgrade-email against a real database and the local outbox. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handleTrialUpgradeEmail } from '../../functions/_shared/trial-upgrade-email.ts';
import { startTestBackend, type TestBackend } from './backend.ts';
import { jsonOf, jsonRequest } from './request-helpers.ts';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(async () => t?.close());

const send = (token: string | null, body: unknown) =>
  handleTrialUpgradeEmail(jsonRequest('/api/trial-upgrade-email', body, token ? { authorization: `Bearer ${token}` } : {}));

async function flag(userId: string): Promise<boolean> {
  const [row] = await t.sql<{ sent: boolean }>(
    'select credit_exhausted_email_sent as sent from public.profile where user_id = $1',
    [userId],
  );
  return row?.sent ?? false;
}

describe('trial-upgrade-email', () => {
  let token: string;
  const empty = () => t.account('trial-empty');
  beforeAll(async () => {
    token = await t.accessToken('trial-empty');
  });
  beforeEach(async () => {
    process.env['EMAIL_TRANSPORT'] = 'outbox';
    await t.sql('update public.profile set credit_exhausted_email_sent = false where user_id = $1', [empty().userId]);
  });

  it('needs a valid bearer token', async () => {
    expect((await send(null, { userId: empty().userId, email: empty().email })).status).toBe(401);
    const bad = await send('not-a-real-token-at-all', { userId: empty().userId, email: empty().email });
    expect(bad.status).toBe(401);
    expect(await jsonOf(bad)).toEqual({ error: 'authentication_required', message: 'Authentication required' });
  });

  it("refuses another account's id or email with 403", async () => {
    const other = t.account('trial');
    expect((await send(token, { userId: other.userId, email: empty().email })).status).toBe(403);
    expect((await send(token, { userId: empty().userId, email: other.email })).status).toBe(403);
    expect(await flag(empty().userId)).toBe(false);
  });

  it('refuses while trial credits remain (409)', async () => {
    const trialToken = await t.accessToken('trial');
    const trial = t.account('trial');
    const response = await send(trialToken, { userId: trial.userId, email: trial.email });
    expect(response.status).toBe(409);
    expect((await jsonOf(response))['error']).toBe('not_eligible');
  });

  it('sends one email with HTML and text, then answers already_sent', async () => {
    const before = (await t.outbox()).length;
    const first = await send(token, { userId: empty().userId, email: empty().email.toUpperCase() });
    expect(first.status).toBe(200);
    expect(await jsonOf(first)).toEqual({ sent: true });
    expect(await flag(empty().userId)).toBe(true);
    const files = await t.outbox();
    expect(files).toHaveLength(before + 1);
    const email = JSON.parse(await readFile(join(t.outboxDir, files[files.length - 1] ?? ''), 'utf8')) as Record<string, string>;
    expect(email['to']).toBe(empty().email);
    expect(email['subject']).toMatch(/trial credits/);
    expect(email['html']).toContain('/billing');
    expect(email['text']).toContain('/billing');

    const again = await send(token, { userId: empty().userId, email: empty().email });
    expect(await jsonOf(again)).toEqual({ sent: false, reason: 'already_sent' });
    expect(await t.outbox()).toHaveLength(before + 1);
  });

  it('sends exactly one email under 25 parallel calls', async () => {
    const before = (await t.outbox()).length;
    const responses = await Promise.all(
      Array.from({ length: 25 }, () => send(token, { userId: empty().userId, email: empty().email })),
    );
    const bodies = await Promise.all(responses.map(jsonOf));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(bodies.filter((b) => b['sent'] === true)).toHaveLength(1);
    expect(bodies.filter((b) => b['reason'] === 'already_sent')).toHaveLength(24);
    expect(await t.outbox()).toHaveLength(before + 1);
  });

  it('clears the flag again when the email cannot be sent, so a later call retries', async () => {
    Object.assign(process.env, {
      EMAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtp://127.0.0.1:9',
      SMTP_FROM: 'Brickstack <no-reply@brickstack.test>',
    });
    const response = await send(token, { userId: empty().userId, email: empty().email });
    expect(response.status).toBe(502);
    expect((await jsonOf(response))['error']).toBe('email_failed');
    expect(await flag(empty().userId)).toBe(false);
  });
});

describe('when Supabase Auth is unreachable', () => {
  it('answers 503, not 401: an outage must not look like being signed out', async () => {
    const token = await t.accessToken('trial-empty');
    const saved = process.env['SUPABASE_URL'];
    process.env['SUPABASE_URL'] = 'http://127.0.0.1:9';
    try {
      const response = await handleTrialUpgradeEmail(
        jsonRequest(
          '/api/trial-upgrade-email',
          { userId: t.account('trial-empty').userId, email: t.account('trial-empty').email },
          {
            authorization: `Bearer ${token}`,
          },
        ),
      );
      expect(response.status).toBe(503);
      expect((await jsonOf(response))['error']).toBe('service_unavailable');
    } finally {
      process.env['SUPABASE_URL'] = saved;
    }
  });
});
