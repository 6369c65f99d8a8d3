/**
 * Cost guards on the paid LLM check behind /api/validate-challenge: anonymous callers never reach
 * it, a signed-in caller does within a daily allowance, and the site-wide daily ceiling
 * (CHALLENGE_LLM_DAILY_LIMIT) stops it for everyone. A local fake stands in for the
 * OpenAI-compatible chat-completions endpoint.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Context } from '@netlify/functions';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { handleValidateChallenge } from '../../functions/_shared/validate-challenge.ts';
import { startTestBackend, type TestBackend } from './backend.ts';
import { jsonOf, jsonRequest } from './request-helpers.ts';

let t: TestBackend;
let llm: Server;
let calls = 0;

beforeAll(async () => {
  t = await startTestBackend();
  llm = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      calls += 1;
      const content = JSON.stringify({ valid: false, reason: 'That is not about property.' });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { content } }] }));
    });
  });
  await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve));
  process.env['CHALLENGE_LLM_URL'] = `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1/chat/completions`;
});
afterAll(async () => {
  delete process.env['CHALLENGE_LLM_URL'];
  delete process.env['CHALLENGE_LLM_DAILY_LIMIT'];
  await new Promise((resolve) => llm?.close(resolve));
  await t?.close();
});
beforeEach(async () => {
  calls = 0;
  await t.sql('delete from public.rate_limit_counters');
});

const check = (headers: Record<string, string> = {}, ip = '203.0.113.9') =>
  handleValidateChallenge(jsonRequest('/api/validate-challenge', { challenge: 'Finding buy to let deals in Leeds' }, headers), {
    ip,
  } as Context);

it('never spends an LLM call on an anonymous caller', async () => {
  for (let i = 0; i < 5; i++) expect(await jsonOf(await check())).toEqual({ valid: true, reason: '' });
  expect(calls).toBe(0);
});

it('asks the LLM for a signed-in caller, up to their daily allowance of 20', async () => {
  const token = await t.accessToken('trial');
  const first = await jsonOf(await check({ authorization: `Bearer ${token}` }));
  expect(first).toEqual({ valid: false, reason: 'That is not about property.' });
  for (let i = 0; i < 25; i++) await check({ authorization: `Bearer ${token}` }, `203.0.113.${i + 20}`);
  expect(calls).toBe(20);
});

it('stops at the site-wide daily ceiling', async () => {
  process.env['CHALLENGE_LLM_DAILY_LIMIT'] = '2';
  const tokens = [await t.accessToken('trial'), await t.accessToken('active'), await t.accessToken('legacy')];
  for (const token of tokens) await check({ authorization: `Bearer ${token}` });
  expect(calls).toBe(2);
});
