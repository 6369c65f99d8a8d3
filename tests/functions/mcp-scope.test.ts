/**
 * MCP tools/list by the key's scope: no key or an unrestricted key lists every tool; a named key
 * limited to chosen endpoints lists only their tools (functions/_shared/mcp-server.ts).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerMcp } from '../../functions/_shared/mcp-server.ts';
import { API_V1_OPERATIONS } from '../../src/lib/api/v1/operations.ts';
import { startTestBackend, type TestBackend } from './backend.ts';

let t: TestBackend;
const SCOPED = 'bsk_scoped_key_for_the_tools_list_test_0001';

beforeAll(async () => {
  t = await startTestBackend();
  await t.sql(
    `insert into public.api_keys (user_id, label, key_hash, key_hint, endpoints)
     values ($1, 'Scoped', $2, 'bsk_…0001', '["crime-statistics", "account-usage"]'::jsonb)`,
    [t.account('fresh').userId, createHash('sha256').update(SCOPED).digest('hex')],
  );
}, 120_000);
afterAll(async () => t?.close());

async function toolNames(headers: Record<string, string>): Promise<string[]> {
  const request = new Request('https://brickstack.test/api/mcp', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });
  const response = await answerMcp({ request, ip: '127.0.0.1', allowedOrigins: ['https://brickstack.test'] });
  const body = (await response.json()) as { result: { tools: { name: string }[] } };
  return body.result.tools.map((tool) => tool.name);
}

describe('tools/list by the key', () => {
  it('lists every tool without a key and for the account key', async () => {
    expect(await toolNames({})).toHaveLength(API_V1_OPERATIONS.length);
    expect(await toolNames({ 'x-api-key': t.account('fresh').apiKey })).toHaveLength(API_V1_OPERATIONS.length);
  });

  it('lists only the endpoints a scoped key may call', async () => {
    const names = await toolNames({ authorization: `Bearer ${SCOPED}` });
    expect(names).toHaveLength(2);
    expect(names.join(' ')).toMatch(/crime/);
    expect(names.join(' ')).toMatch(/usage/);
  });
});
