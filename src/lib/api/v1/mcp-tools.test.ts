import { describe, expect, it } from 'vitest';
import { checkMcpBody, MCP_MAX_BATCH } from './mcp-limits.ts';
import { mcpTools, mcpToolsFor, operationOfTool } from './mcp-tools.ts';
import { API_V1_OPERATIONS } from './operations.ts';

describe('mcpToolsFor', () => {
  it('lists every tool for a key without an endpoint list', () => {
    expect(mcpToolsFor(null)).toHaveLength(API_V1_OPERATIONS.length);
  });

  it('lists only the tools of a scoped key’s endpoints', () => {
    const tools = mcpToolsFor(['crime-statistics', 'account-credits']);
    expect(tools.map((t) => operationOfTool(t.name)?.id)).toEqual(['crime-statistics', 'account-credits']);
    expect(mcpToolsFor(['no-such-endpoint'])).toEqual([]);
    expect(mcpTools()).toHaveLength(API_V1_OPERATIONS.length);
  });
});

describe('checkMcpBody', () => {
  const batch = (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'ping' })));
  it('takes single messages and batches up to the cap', () => {
    expect(checkMcpBody(batch(MCP_MAX_BATCH)).ok).toBe(true);
    expect(checkMcpBody('{"jsonrpc":"2.0","id":1,"method":"tools/list"}').ok).toBe(true);
    expect(checkMcpBody('not json').ok).toBe(true);
  });
  it('refuses a longer batch and a body past 64 KB', () => {
    expect(checkMcpBody(batch(MCP_MAX_BATCH + 1))).toEqual({
      ok: false,
      error: `A batch of 11 messages: send at most 10 JSON-RPC messages in one request. Nothing was run.`,
    });
    expect(checkMcpBody(`"${'x'.repeat(70_000)}"`).ok).toBe(false);
  });
});
