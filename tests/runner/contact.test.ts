/**
 * /api/contact through the real runner and backend: a message is validated, stored, emailed to
 * the team (local outbox), refused politely when over the limits, silently dropped when a bot
 * fills the honeypot, and kept through an email outage until the retry delivers it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import contactRetry from '../../functions/contact-retry.ts';
import type { RunningServer } from '../../server/runner.ts';
import type { TestBackend } from '../functions/backend.ts';
import { startRealRunner, type RealRunner } from './real-runner.ts';

let runner: RealRunner;
let t: TestBackend;
let server: RunningServer;

beforeAll(async () => {
  runner = await startRealRunner();
  ({ t, server } = runner);
}, 120_000);
afterAll(async () => runner?.close());
beforeEach(async () => {
  await t.sql('delete from public.rate_limit_counters');
  await t.sql('delete from public.contact_messages');
  Object.assign(process.env, { EMAIL_TRANSPORT: 'outbox', SMTP_URL: '', SMTP_FROM: '' });
});

const message = {
  name: 'Nia Investor',
  email: 'nia@example.com',
  topic: 'Data',
  message: 'The crime figure for M33 3HJ looks too low to me.',
};
const send = async (body: unknown) => {
  const response = await fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const stored = () =>
  t.sql<{ email: string; delivered_at: string | null; attempts: number }>(
    'select email, delivered_at, attempts from public.contact_messages',
  );

describe('POST /api/contact', () => {
  it('stores the message, emails it to the team and gives a reference', async () => {
    const answer = await send(message);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      ok: true,
      message: 'Thank you. We have your message and will reply within two working days.',
    });
    expect(String(answer.body['reference'])).toMatch(/^BS-[0-9A-F]{8}$/);
    const [row] = await stored();
    expect(row).toMatchObject({ email: 'nia@example.com', attempts: 1 });
    expect(row!.delivered_at).not.toBeNull();
    const files = await t.outbox();
    const email = JSON.parse(await readFile(join(t.outboxDir, files.at(-1)!), 'utf8')) as {
      to: string;
      subject: string;
      text: string;
    };
    expect(email.to).toBe('support@brickstack.co.uk');
    expect(email.subject).toBe(`Data: message from Nia Investor (${String(answer.body['reference'])})`);
    expect(email.text).toContain('From: Nia Investor <nia@example.com>');
  });

  it('says what is wrong with each field', async () => {
    const answer = await send({ name: '', email: 'nope', topic: 'Gossip', message: 'hi' });
    expect(answer.status).toBe(400);
    expect(answer.body['fields']).toMatchObject({
      name: 'Enter your name.',
      topic: 'Choose what your message is about.',
      message: 'Tell us a little more: at least 10 characters.',
    });
    expect(await stored()).toEqual([]);
  });

  it('thanks a bot that fills the honeypot and keeps nothing', async () => {
    const answer = await send({ ...message, website: 'http://spam.example' });
    expect(answer.status).toBe(200);
    expect(await stored()).toEqual([]);
  });

  it('limits messages per client address and per sender, in the database', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await send(message)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    await t.sql('delete from public.rate_limit_counters');
    const others = [];
    for (let i = 0; i < 6; i++) others.push((await send({ ...message, email: `person${i}@example.com` })).status);
    expect(others).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('keeps a message through an email outage and delivers it on retry', async () => {
    Object.assign(process.env, {
      EMAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtp://127.0.0.1:9',
      SMTP_FROM: 'Brickstack <no-reply@example.com>',
    });
    const answer = await send(message);
    expect(answer.status).toBe(200);
    expect((await stored())[0]).toMatchObject({ delivered_at: null, attempts: 1 });
    Object.assign(process.env, { EMAIL_TRANSPORT: 'outbox' });
    // A scheduled function has no URL (as on Netlify): call it the way the scheduler does.
    const retry = await contactRetry(
      new Request(`${server.url}/.netlify/functions/contact-retry`, { method: 'POST', body: '{}' }),
    );
    expect(await retry.json()).toEqual({ delivered: 1 });
    expect((await stored())[0]!.delivered_at).not.toBeNull();
  });
});
