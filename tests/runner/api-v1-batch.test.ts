/**
 * Batch jobs of the property API v1 over raw HTTP, through the real runner, functions (the API and
 * its background worker) and backend: partial failures item by item, held repeats free, replays and
 * idempotency mismatches, a named key's monthly cap, results as NDJSON and CSV, and who may see a
 * job. Uses stamp duty and the postcode endpoint, which need no imported data.
 */
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/runner.ts';
import { API_V1_ERROR_CODES } from '../../src/lib/api/v1/errors.ts';
import { SANDBOX_API_KEY } from '../../src/lib/api/v1/sandbox.ts';
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

const key = () => t.account('active').apiKey;
const credits = async () =>
  (
    await t.sql<{ api_credits: number }>('select api_credits from public.profile where user_id = $1', [
      t.account('active').userId,
    ])
  )[0]!.api_credits;

let price = 410_000;
/** A stamp duty item nobody has asked for yet (so no answer is already held). */
const fresh = () => ({ price: String((price += 1)), completionDate: '2025-06-01', location: 'england' });

function post(body: unknown, headers: Record<string, string> = {}, apiKey = key()) {
  return fetch(`${server.url}/api/v1/batch`, {
    method: 'POST',
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

interface Status {
  id: string;
  status: string;
  total: number;
  done: number;
  succeeded: number;
  failed: number;
  creditsCharged: number;
}

async function finished(id: string, apiKey = key()): Promise<Status> {
  for (let i = 0; i < 150; i++) {
    const response = await fetch(`${server.url}/api/v1/batch/${id}`, { headers: { 'x-api-key': apiKey } });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Status };
    if (data.status === 'done') return data;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`batch ${id} did not finish`);
}

interface Line {
  index: number;
  status: number;
  creditsCharged: number;
  request: Record<string, unknown>;
  data?: Record<string, unknown>;
  error?: string;
  parameter?: string;
  requestId?: string;
}

async function lines(id: string, query = 'format=ndjson', apiKey = key()): Promise<{ response: Response; lines: Line[] }> {
  const response = await fetch(`${server.url}/api/v1/batch/${id}/results?${query}`, { headers: { 'x-api-key': apiKey } });
  const text = await response.text();
  return {
    response,
    lines:
      text.trim() === ''
        ? []
        : text
            .trim()
            .split('\n')
            .map((l) => JSON.parse(l) as Line),
  };
}

describe('batch jobs', () => {
  it('answers each item as its own call: bad items fail alone with their code, repeats of a held answer are free', async () => {
    const before = await credits();
    const first = fresh();
    const response = await post({
      endpoint: 'stamp-duty',
      items: [
        first,
        { ...fresh(), price: 'lots' },
        first,
        { ...fresh(), colour: 'blue' },
        { ...fresh(), fields: 'total' },
        'not an object',
      ],
    });
    // The envelope is checked first: an item that is not an object is refused with the whole body.
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request', parameter: 'items[5]' });

    const accepted = await post({
      endpoint: 'stamp-duty',
      items: [
        first,
        { ...fresh(), price: 'lots' },
        first,
        { ...fresh(), colour: 'blue' },
        { ...fresh(), price: 250000, fields: 'total,taxName' },
        { ...fresh(), fields: 'total,nope' },
      ],
    });
    expect(accepted.status).toBe(202);
    const created = (await accepted.json()) as { data: Status };
    expect(accepted.headers.get('location')).toBe(`/api/v1/batch/${created.data.id}`);
    expect(created.data).toMatchObject({ total: 6 });
    const done = await finished(created.data.id);
    expect(done).toMatchObject({ total: 6, done: 6, succeeded: 3, failed: 3, creditsCharged: 2 });
    expect(await credits()).toBe(before - 2);

    const { response: page, lines: answers } = await lines(created.data.id);
    expect(page.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    expect(page.headers.get('x-next-cursor')).toBeNull();
    expect(answers.map((l) => [l.index, l.status, l.creditsCharged, l.error ?? null])).toEqual([
      [0, 200, 1, null],
      [1, 400, 0, 'invalid_request'],
      [2, 200, 0, null],
      [3, 400, 0, 'invalid_request'],
      [4, 200, 1, null],
      [5, 400, 0, 'invalid_request'],
    ]);
    expect(answers[1]).toMatchObject({ parameter: 'price', request: { price: 'lots' } });
    // Every code answered is one of the document's enum.
    for (const line of answers) if (line.error) expect(API_V1_ERROR_CODES).toContain(line.error);
    expect(answers[3]).toMatchObject({ parameter: 'colour' });
    expect(answers[1]!.requestId).toMatch(/\.1$/);
    expect(answers[0]!.data).toEqual(answers[2]!.data);
    // fields in an item: the compact answer.
    expect(Object.keys(answers[4]!.data ?? {})).toEqual(['total', 'taxName']);
    expect(answers[5]).toMatchObject({ status: 400, error: 'invalid_request', parameter: 'fields' });
    expect((answers[5] as unknown as { message: string }).message).toMatch(/^fields: Unknown field nope\./);
    // Each item is in the request log like a single call.
    const logged = await t.sql<{ channel: string; endpoint: string; credits: number }>(
      'select channel, endpoint, credits from public.api_request_log where request_id like $1 order by request_id',
      [`${answers[1]!.requestId!.slice(0, -2)}.%`],
    );
    expect(logged.map((l) => [l.channel, l.endpoint, l.credits])).toEqual([
      ['batch', 'stamp-duty', 1],
      ['batch', 'stamp-duty', 0],
      ['batch', 'stamp-duty', 0],
      ['batch', 'stamp-duty', 0],
      ['batch', 'stamp-duty', 1],
      ['batch', 'stamp-duty', 0],
    ]);
  });

  it('charges nothing for items that hold no data', async () => {
    const before = await credits();
    const response = await post({ endpoint: 'postcode', items: [{ postcode: 'ZZ99 9ZZ' }, { postcode: 'M1 1AA' }] });
    expect(response.status).toBe(202);
    const { data } = (await response.json()) as { data: Status };
    const done = await finished(data.id);
    expect(done.creditsCharged).toBe(0);
    const { lines: answers } = await lines(data.id);
    expect(answers.every((l) => l.creditsCharged === 0 && l.status >= 400)).toBe(true);
    expect(await credits()).toBe(before);
  });

  it('replays the same body for the same Idempotency-Key, and refuses another body with it', async () => {
    const items = [fresh(), fresh()];
    const idem = `batch-${Date.now()}`;
    const first = await post({ endpoint: 'stamp-duty', items }, { 'idempotency-key': idem });
    expect(first.status).toBe(202);
    const { data } = (await first.json()) as { data: Status };
    await finished(data.id);
    const spent = await credits();
    // Same body with its keys in another order: the same job, nothing run or charged again.
    const again = await post(
      `{"items":${JSON.stringify(items.map((i) => ({ location: i.location, price: i.price, completionDate: i.completionDate })))},"endpoint":"stamp-duty"}`,
      { 'idempotency-key': idem },
    );
    expect(again.status).toBe(202);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await again.json()) as { data: Status }).data).toMatchObject({ id: data.id, status: 'done', creditsCharged: 2 });
    const other = await post({ endpoint: 'stamp-duty', items: [fresh()] }, { 'idempotency-key': idem });
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ error: 'idempotency_key_reused' });
    expect(await credits()).toBe(spent);
    const jobs = await t.sql('select id from public.api_batches where idempotency_key = $1', [idem]);
    expect(jobs).toHaveLength(1);
  });

  it('stops at a named key’s monthly cap: items past it fail with key_cap_reached, uncharged', async () => {
    const token = await t.accessToken('active');
    const client = createClient(t.backend.url, t.backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
    });
    const { data: made } = await client.rpc('api_key_create', { p_label: 'Batch capped', p_endpoints: null, p_monthly_cap: 2 });
    const capped = (made as { api_key: string }[])[0]!.api_key;
    const before = await credits();
    const response = await post({ endpoint: 'stamp-duty', items: [fresh(), fresh(), fresh(), fresh()] }, {}, capped);
    expect(response.status).toBe(202);
    const { data } = (await response.json()) as { data: Status };
    expect(await finished(data.id, capped)).toMatchObject({ succeeded: 2, failed: 2, creditsCharged: 2 });
    const { lines: answers } = await lines(data.id, 'format=ndjson', capped);
    expect(answers.map((l) => [l.status, l.error ?? null, l.creditsCharged])).toEqual([
      [200, null, 1],
      [200, null, 1],
      [403, 'key_cap_reached', 0],
      [403, 'key_cap_reached', 0],
    ]);
    expect(await credits()).toBe(before - 2);
  });

  it('gives results as CSV, a page at a time with x-next-cursor', async () => {
    const response = await post({ endpoint: 'stamp-duty', items: [fresh(), { ...fresh(), buyer: 'nobody' }, fresh()] });
    const { data } = (await response.json()) as { data: Status };
    await finished(data.id);
    const csv = await fetch(`${server.url}/api/v1/batch/${data.id}/results?format=csv&limit=2`, {
      headers: { 'x-api-key': key() },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('x-next-cursor')).toBe('2');
    const rows = (await csv.text()).trim().split('\r\n');
    expect(rows[0]).toBe('index,status,creditsCharged,error,message,price,completionDate,location,buyer,nonResident,fields,data');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatch(/^0,200,1,,,\d+,2025-06-01,england,,,,"\{/);
    expect(rows[2]).toMatch(/^1,400,0,invalid_request,/);
    const rest = await lines(data.id, 'format=ndjson&cursor=2');
    expect(rest.lines.map((l) => l.index)).toEqual([2]);
    expect(rest.response.headers.get('x-next-cursor')).toBeNull();
    const bad = await fetch(`${server.url}/api/v1/batch/${data.id}/results?format=xml`, { headers: { 'x-api-key': key() } });
    expect([bad.status, ((await bad.json()) as { parameter: string }).parameter]).toEqual([400, 'format']);
  });

  it('refuses the sandbox, bad bodies, endpoints a key may not call, and shows a job to its account only', async () => {
    const sandbox = await post({ endpoint: 'stamp-duty', items: [fresh()] }, {}, SANDBOX_API_KEY);
    expect([sandbox.status, ((await sandbox.json()) as { error: string }).error]).toEqual([403, 'sandbox_restricted']);
    const unknown = await post({ endpoint: 'account-usage', items: [{}] });
    expect([unknown.status, ((await unknown.json()) as { parameter: string }).parameter]).toEqual([400, 'endpoint']);
    const tooMany = await post({ endpoint: 'stamp-duty', items: Array.from({ length: 1001 }, fresh) });
    expect([tooMany.status, ((await tooMany.json()) as { parameter: string }).parameter]).toEqual([400, 'items']);
    const notJson = await post('{"endpoint": ');
    expect(notJson.status).toBe(400);
    const huge = await post({ endpoint: 'stamp-duty', items: [{ price: '1'.repeat(1_100_000) }] });
    expect([huge.status, ((await huge.json()) as { error: string }).error]).toEqual([413, 'payload_too_large']);
    const get = await fetch(`${server.url}/api/v1/batch`, { headers: { 'x-api-key': key() } });
    expect(get.status).toBe(405);
    const noKey = await fetch(`${server.url}/api/v1/batch`, { method: 'POST', body: '{}' });
    expect(noKey.status).toBe(401);

    const mine = await post({ endpoint: 'stamp-duty', items: [fresh()] });
    const { data } = (await mine.json()) as { data: Status };
    const other = await fetch(`${server.url}/api/v1/batch/${data.id}`, { headers: { 'x-api-key': t.account('trial').apiKey } });
    expect([other.status, ((await other.json()) as { error: string }).error]).toEqual([404, 'not_found']);
    const otherResults = await fetch(`${server.url}/api/v1/batch/${data.id}/results`, {
      headers: { 'x-api-key': t.account('trial').apiKey },
    });
    expect(otherResults.status).toBe(404);
    expect((await fetch(`${server.url}/api/v1/batch/not-an-id`, { headers: { 'x-api-key': key() } })).status).toBe(404);
    await finished(data.id);
    // RLS: an account reads its own jobs and items only, and writes none.
    const as = async (who: 'active' | 'trial') =>
      createClient(t.backend.url, t.backend.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { headers: { Authorization: `Bearer ${await t.accessToken(who)}` } },
      });
    const owner = await as('active');
    expect((await owner.from('api_batches').select('id, done').eq('id', data.id)).data).toEqual([{ id: data.id, done: 1 }]);
    expect((await owner.from('api_batch_items').select('position').eq('batch_id', data.id)).data).toEqual([{ position: 0 }]);
    expect((await owner.from('api_batches').update({ credits: 0 }).eq('id', data.id)).error).not.toBeNull();
    expect((await owner.from('api_batches').select('body_hash').eq('id', data.id)).error).not.toBeNull();
    expect(
      (
        await owner.rpc('api_batch_answer', {
          p_batch_id: data.id,
          p_position: 0,
          p_status: 200,
          p_error_code: null,
          p_credits: 0,
          p_body: '{}',
        })
      ).error,
    ).not.toBeNull();
    const stranger = await as('trial');
    expect((await stranger.from('api_batches').select('id').eq('id', data.id)).data).toEqual([]);
    expect((await stranger.from('api_batch_items').select('position').eq('batch_id', data.id)).data).toEqual([]);
  });
});

describe('fields on REST', () => {
  const get = (query: string) => fetch(`${server.url}/api/v1/stamp-duty?${query}`, { headers: { 'x-api-key': key() } });

  it('answers only the fields asked for, fingerprinted and charged as the full answer', async () => {
    const before = await credits();
    const base = `price=${(price += 1)}&completionDate=2025-06-01&location=england`;
    const compact = await get(`${base}&fields=total,bands`);
    expect([compact.status, compact.headers.get('x-credits-charged')]).toEqual([200, '1']);
    const body = (await compact.json()) as { data: Record<string, unknown>; meta: Record<string, unknown> };
    expect(Object.keys(body.data)).toEqual(['total', 'bands']);
    expect(body.meta['sources']).toBeDefined();
    // The full answer (and another selection) of the same request: the answer already bought, free.
    const full = await get(base);
    expect([full.status, full.headers.get('x-credits-charged')]).toEqual([200, '0']);
    expect(Object.keys(((await full.json()) as { data: object }).data).length).toBeGreaterThan(2);
    const other = await get(`${base}&fields=taxName`);
    expect(((await other.json()) as { data: object }).data).toEqual({ taxName: expect.any(String) });
    expect(await credits()).toBe(before - 1);
    // An Idempotency-Key replays the stored answer with the selection of the retry.
    const idem = `fields-${Date.now()}`;
    const next = `price=${(price += 1)}&completionDate=2025-06-01&location=england`;
    const first = await fetch(`${server.url}/api/v1/stamp-duty?${next}&fields=total`, {
      headers: { 'x-api-key': key(), 'idempotency-key': idem },
    });
    expect(first.headers.get('x-credits-charged')).toBe('1');
    const retry = await fetch(`${server.url}/api/v1/stamp-duty?${next}`, {
      headers: { 'x-api-key': key(), 'idempotency-key': idem },
    });
    expect([retry.status, retry.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
  });

  it('refuses an unknown field, naming it, free', async () => {
    const before = await credits();
    const response = await get(`price=${(price += 1)}&completionDate=2025-06-01&location=england&fields=total,colour`);
    const body = (await response.json()) as { error: string; parameter: string; message: string };
    expect([response.status, body.error, body.parameter]).toEqual([400, 'invalid_request', 'fields']);
    expect(body.message).toMatch(/^fields: Unknown field colour\./);
    expect(await credits()).toBe(before);
  });
});
