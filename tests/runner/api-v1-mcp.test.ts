/**
 * Contract test of the MCP server with the SDK's own client over HTTP, against the real runner,
 * functions and backend with the sample data imported: the tools are the API's operations with the
 * API's schemas; tool calls are answered, charged, limited and refused exactly as the same REST
 * calls (one request path), with the API's error codes as tool errors.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/runner.ts';
import { ensureOpenData } from '../../scripts/data/ensure-open-data.ts';
import examples from '../../src/data/api-v1-examples.json' with { type: 'json' };
import { MCP_CALL_META, MCP_IDEMPOTENCY_META } from '../../src/lib/api/v1/mcp-tools.ts';
import { API_V1_OPERATIONS } from '../../src/lib/api/v1/operations.ts';
import { SANDBOX_API_KEY } from '../../src/lib/api/v1/sandbox.ts';
import { API_RATE_LIMITS_PER_MINUTE } from '../../src/lib/site/plans.ts';
import type { SeedAccount } from '../../src/data/seed-accounts.ts';
import type { TestBackend } from '../functions/backend.ts';
import { DATA_DIR } from '../data/helpers.ts';
import { getOperations } from './document-operations.ts';
import { startRealRunner, type RealRunner } from './real-runner.ts';

type Json = Record<string, unknown>;

let runner: RealRunner;
let t: TestBackend;
let server: RunningServer;
let document: Json;
const clients: Client[] = [];

beforeAll(async () => {
  runner = await startRealRunner({ openData: true });
  ({ t, server } = runner);
  await ensureOpenData(t.backend.db, { quiet: true });
  document = (await (await fetch(`${server.url}/api/v1/openapi.json`)).json()) as Json;
}, 300_000);
afterAll(async () => {
  for (const client of clients) await client.close().catch(() => undefined);
  await runner?.close();
});
beforeEach(async () => {
  await t.sql('delete from public.rate_limit_counters');
});

/** A connected SDK client sending `headers` with every request, as an MCP client configured with a key does. */
async function connect(headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: 'brickstack-contract-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/api/mcp`), { requestInit: { headers } }));
  clients.push(client);
  return client;
}

async function call(client: Client, name: string, args: Json, meta?: Json): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args, ...(meta ? { _meta: meta } : {}) })) as CallToolResult;
}

const callMeta = (result: CallToolResult) => (result._meta?.[MCP_CALL_META] ?? {}) as Json;
const text = (result: CallToolResult) => result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');

async function credits(key: SeedAccount['key']): Promise<number> {
  const [row] = await t.sql<{ api_credits: number }>('select api_credits from public.profile where user_id = $1', [
    t.account(key).userId,
  ]);
  return row?.api_credits ?? -1;
}

/** A JSON Schema with every `$ref` replaced by what it points to (in `root`). */
function deref(schema: unknown, root: Json, depth = 0): unknown {
  if (depth > 40 || schema === null || typeof schema !== 'object') return schema;
  if (Array.isArray(schema)) return schema.map((s) => deref(s, root, depth + 1));
  const ref = (schema as Json)['$ref'];
  if (typeof ref === 'string') {
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, part) => (node as Json)[part], root);
    return deref(target, root, depth + 1);
  }
  return Object.fromEntries(
    Object.entries(schema as Json)
      .filter(([k]) => k !== '$defs' && k !== 'additionalProperties' && k !== 'required')
      .map(([k, v]) => [k, deref(v, root, depth + 1)]),
  );
}

describe.skipIf(!DATA_DIR)('the MCP server, through the SDK client', () => {
  it('lists one tool per API operation, each with the operation’s parameters, answer and cost', async () => {
    const client = await connect({ 'x-api-key': SANDBOX_API_KEY });
    expect(client.getServerVersion()?.name).toBe('brickstack-property-api');
    const { tools } = await client.listTools();
    const paths = getOperations<{ get: Json }>(document);
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      Object.values(paths)
        .map((p) => p.get['x-mcp-tool'])
        .sort(),
    );
    expect(tools).toHaveLength(API_V1_OPERATIONS.length);
    for (const [path, { get: op }] of Object.entries(paths)) {
      const tool = tools.find((x) => x.name === op['x-mcp-tool']) as Tool;
      const params = (
        op['parameters'] as { name: string; in: string; required: boolean; description: string; schema: Json }[]
      ).filter((p) => p.in === 'query');
      // Input: exactly the query parameters, with their schemas and descriptions.
      expect(tool.inputSchema.properties, path).toEqual(
        Object.fromEntries(params.map((p) => [p.name, { ...p.schema, description: p.description }])),
      );
      expect([...(tool.inputSchema.required ?? [])].sort(), path).toEqual(
        params
          .filter((p) => p.required)
          .map((p) => p.name)
          .sort(),
      );
      // Output: the 200 answer's `{ data, meta }` (data endpoints: or the compact data `fields` asked for).
      const answer = (op['responses'] as Json)['200'] as { content: { 'application/json': { schema: Json } } };
      const output = deref(tool.outputSchema, tool.outputSchema as Json) as { properties: { data: Json } };
      const compact = output.properties.data['anyOf'] as Json[] | undefined;
      if (params.some((p) => p.name === 'fields')) {
        expect(compact?.[1], path).toMatchObject({ type: 'object' });
        output.properties.data = compact![0]!;
      }
      expect(output, path).toEqual(deref(answer.content['application/json'].schema, document));
      // The cost, as the document states it.
      const cost = op['x-credit-cost'] as number;
      expect(tool.description, path).toContain(cost === 0 ? 'Cost: free (0 credits)' : `Cost: ${cost} credit`);
      expect(tool.annotations?.readOnlyHint).toBe(true);
    }
  });

  it('answers the sandbox key for its sample postcodes, as the documented example and free', async () => {
    const client = await connect({ 'x-api-key': SANDBOX_API_KEY });
    const result = await call(client, 'crime_statistics', { postcode: 'M33 2AU', radius: '500' });
    expect(result.isError, text(result)).toBeFalsy();
    // The SDK client has already checked structuredContent against the tool's output schema.
    const body = result.structuredContent as { data: unknown; meta: Json };
    expect(body.data).toEqual((examples as Record<string, { body: { data: unknown } }>)['crime-statistics']!.body.data);
    expect(body.meta['sandbox']).toBe(true);
    expect(callMeta(result)).toMatchObject({ status: 200, creditsCharged: 0 });
    expect(text(result)).toMatch(/^Crime statistics \(sandbox key/);

    const outside = await call(client, 'postcode', { postcode: 'M1 1AE' });
    expect(outside.isError).toBe(true);
    expect(text(outside)).toMatch(/^sandbox_restricted \(HTTP 403\)/);
    const account = await call(client, 'account_credits', {});
    expect(callMeta(account)['error']).toBe('sandbox_restricted');
  });

  it('charges a user key exactly as the same REST call: same meter, price list and answers held for 24 hours', async () => {
    await t.sql('update public.profile set api_credits = 10 where user_id = $1', [t.account('active').userId]);
    await t.sql('delete from public.paid_answers');
    const key = t.account('active').apiKey;
    const client = await connect({ authorization: `Bearer ${key}` });
    const mcp = await call(client, 'stamp_duty', { price: 410000, completionDate: '2025-06-01', location: 'england' });
    expect(mcp.isError, text(mcp)).toBeFalsy();
    expect(callMeta(mcp)).toMatchObject({ creditsCharged: 1, creditsRemaining: 9 });
    expect(text(mcp)).toContain('Charged 1 credit. 9 credits left.');
    expect(await credits('active')).toBe(9);

    const rest = await fetch(`${server.url}/api/v1/stamp-duty?price=420000&completionDate=2025-06-01&location=england`, {
      headers: { 'x-api-key': key },
    });
    expect([rest.status, rest.headers.get('x-credits-charged')]).toEqual([200, '1']);
    expect(await credits('active')).toBe(8);
    const restBody = (await rest.json()) as { data: Json };
    const same = await call(client, 'stamp_duty', { price: '420000', completionDate: '2025-06-01', location: 'england' });
    // The MCP answer to the REST call's request: the same figures, and free (held for 24 hours).
    expect((same.structuredContent as { data: Json }).data).toEqual(restBody.data);
    expect(callMeta(same)['creditsCharged']).toBe(0);
    expect(await credits('active')).toBe(8);

    const ledger = await t.sql<{ service: string; delta: number; detail: string }>(
      "select service, delta, detail from public.credit_ledger where user_id = $1 and reason = 'metered' order by id desc limit 2",
      [t.account('active').userId],
    );
    expect(ledger.map((l) => [l.service, l.delta])).toEqual([
      ['api-stamp-duty-land-tax', -1],
      ['api-stamp-duty-land-tax', -1],
    ]);
    const log = await t.sql<{ channel: string; endpoint: string; credits: number; status: number }>(
      'select channel, endpoint, credits, status from public.api_request_log where user_id = $1 order by id',
      [t.account('active').userId],
    );
    expect(log.map((l) => [l.channel, l.endpoint, l.status, l.credits])).toEqual([
      ['mcp', 'stamp-duty', 200, 1],
      ['rest', 'stamp-duty', 200, 1],
      ['mcp', 'stamp-duty', 200, 0],
    ]);
  });

  it('takes fields as a tool argument: the compact answer, charged and held as the full one', async () => {
    await t.sql('update public.profile set api_credits = 10 where user_id = $1', [t.account('active').userId]);
    const client = await connect({ 'x-api-key': t.account('active').apiKey });
    const args = { price: 433001, completionDate: '2025-06-01', location: 'england' };
    const compact = await call(client, 'stamp_duty', { ...args, fields: ['total', 'taxName'] });
    expect(compact.isError, text(compact)).toBeFalsy();
    expect(Object.keys((compact.structuredContent as { data: Json }).data)).toEqual(['total', 'taxName']);
    expect(callMeta(compact)).toMatchObject({ status: 200, creditsCharged: 1 });
    // The full answer to the same request is the answer already bought: free.
    const full = await call(client, 'stamp_duty', args);
    expect(callMeta(full)).toMatchObject({ status: 200, creditsCharged: 0 });
    expect(Object.keys((full.structuredContent as { data: Json }).data)).toContain('bands');
    const unknown = await call(client, 'stamp_duty', { ...args, fields: 'total,nope' });
    expect(unknown.isError).toBe(true);
    expect(text(unknown)).toMatch(/^invalid_request \(HTTP 400\)/);
    expect(text(unknown)).toContain('Unknown field nope');
  });

  it('answers a bad argument, a missing key and a reused Idempotency-Key with tool errors carrying the API codes', async () => {
    await t.sql('update public.profile set api_credits = 10 where user_id = $1', [t.account('active').userId]);
    const before = await credits('active');
    const client = await connect({ 'x-api-key': t.account('active').apiKey });
    const radius = await call(client, 'crime_statistics', { postcode: 'M33 2AU', radius: '9000' });
    expect(radius.isError).toBe(true);
    expect(text(radius)).toMatch(/^invalid_request \(HTTP 400\): radius: radius must be at most 2000\./);
    expect(callMeta(radius)).toMatchObject({ status: 400, error: 'invalid_request' });
    const unknown = await call(client, 'postcode', { postcode: 'M33 2AU', colour: 'blue' });
    expect(text(unknown)).toMatch(/^invalid_request .*Unknown parameter colour/);
    const notText = await call(client, 'postcode', { postcode: { value: 'M33 2AU' } });
    expect(callMeta(notText)['error']).toBe('invalid_request');
    const notFound = await call(client, 'postcode', { postcode: 'SW1A 1AA' });
    expect(callMeta(notFound)).toMatchObject({ status: 404, error: 'not_found' });
    expect(await credits('active')).toBe(before);

    // Without credentials the server answers 401 pointing at its OAuth metadata (api-v1-mcp-oauth.test.ts).
    await expect(connect()).rejects.toThrow(/Authorization required/);

    await t.sql('delete from public.paid_answers');
    const keyed = { [MCP_IDEMPOTENCY_META]: 'mcp-order-1' };
    const first = await call(client, 'postcode', { postcode: 'M33 2AU' }, keyed);
    expect(callMeta(first)['creditsCharged']).toBe(1);
    const replay = await call(client, 'postcode', { postcode: 'M33 2AU' }, keyed);
    expect(callMeta(replay)).toMatchObject({ creditsCharged: 0, idempotentReplayed: true });
    const reused = await call(client, 'postcode', { postcode: 'M33 3HJ' }, keyed);
    expect(callMeta(reused)).toMatchObject({ status: 422, error: 'idempotency_key_reused' });
    expect(await credits('active')).toBe(before - 1);
    await expect(client.callTool({ name: 'house_prices', arguments: {} })).rejects.toThrow(/Unknown tool house_prices/);
  });

  it('counts tool calls and REST calls against one per-minute limit per account', async () => {
    const trial = t.account('trial');
    await t.sql("update public.subscriptions set status = 'trial', trial_end = now() + interval '7 days' where user_id = $1", [
      trial.userId,
    ]);
    await t.sql('update public.profile set monthly_plan = null, api_credits = 1000 where user_id = $1', [trial.userId]);
    const limit = API_RATE_LIMITS_PER_MINUTE.trial;
    for (let i = 0; i < limit; i++) {
      const response = await fetch(`${server.url}/api/v1/account/credits`, { headers: { 'x-api-key': trial.apiKey } });
      expect(response.status).toBe(200);
    }
    const client = await connect({ 'x-api-key': trial.apiKey });
    const over = await call(client, 'account_credits', {});
    expect(callMeta(over)).toMatchObject({ status: 429, error: 'rate_limited', rateLimitLimit: limit, rateLimitRemaining: 0 });
    expect(callMeta(over)['retryAfterSeconds']).toBeGreaterThan(0);
  });

  it('refuses other sites’ pages (Origin) and offers no event stream (GET 405)', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });
    const headers = {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'x-api-key': SANDBOX_API_KEY,
    };
    const foreign = await fetch(`${server.url}/api/mcp`, {
      method: 'POST',
      body,
      headers: { ...headers, origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const own = await fetch(`${server.url}/api/mcp`, { method: 'POST', body, headers: { ...headers, origin: server.url } });
    expect(own.status).toBe(200);
    expect(((await own.json()) as { result: { tools: unknown[] } }).result.tools).toHaveLength(API_V1_OPERATIONS.length);
    const get = await fetch(`${server.url}/api/mcp`, { headers: { accept: 'text/event-stream' } });
    expect(get.status).toBe(405);
  });
});
