import type { APIRequestContext } from '@playwright/test';
import { ownerClient } from '../support/owner-client.ts';

/**
 * The account key of an e2e account, read as the dashboard reads it: signed in as the account,
 * its own profile row (so the journeys do not depend on the dashboard's markup).
 */
export async function accountKeyOf(email: string, password: string): Promise<string> {
  const { client, userId } = await ownerClient(email, password);
  const { data, error } = await client.from('profile').select('secret_api').eq('user_id', userId).single();
  if (error || !data) throw new Error(`no profile for ${email}: ${error?.message}`);
  return (data as { secret_api: string }).secret_api;
}

/** A stamp duty call with a key, as an API customer's server makes it. */
export function stampDuty(request: APIRequestContext, key: string, price: number) {
  return request.get(`/api/v1/stamp-duty?price=${price}&completionDate=2025-06-01&location=england`, {
    headers: { 'x-api-key': key },
  });
}

/** One MCP tool call (JSON-RPC over POST), as an MCP client sends it. */
export async function mcpCall(request: APIRequestContext, key: string, name: string, args: Record<string, unknown>) {
  const response = await request.post('/api/mcp', {
    headers: { 'x-api-key': key, accept: 'application/json, text/event-stream' },
    data: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } },
  });
  return ((await response.json()) as { result: { isError?: boolean; _meta: Record<string, Record<string, unknown>> } }).result;
}
