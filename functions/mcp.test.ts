/**
 * Load test of the MCP endpoint's request limits over loopback HTTP (the issue-40 attack: 60
 * requests, each a batch of 100 `tools/list`, used to return 639 MB): batches past MCP_MAX_BATCH are
 * refused with a small JSON-RPC error before any message runs, and no answer passes MCP_MAX_ANSWER_BYTES.
 * Bounded loops; the public sandbox key (checked without the database), so no database is needed.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MCP_MAX_ANSWER_BYTES, MCP_MAX_BATCH } from '../src/lib/api/v1/mcp-limits.ts';
import { SANDBOX_API_KEY } from '../src/lib/api/v1/sandbox.ts';
import mcp from './mcp.ts';

process.env['LOG_LEVEL'] = 'silent';
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
      const request = new Request(`${url}${req.url}`, { method: req.method, headers, body: Buffer.concat(chunks) });
      void mcp(request).then(async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const batch = (n: number) =>
  JSON.stringify(Array.from({ length: n }, (_, i) => ({ jsonrpc: '2.0', id: i + 1, method: 'tools/list' })));

function post(body: string): Promise<Response> {
  return fetch(`${url}/api/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'x-api-key': SANDBOX_API_KEY },
    body,
  });
}

describe('MCP request limits', () => {
  it('refuses a batch past the cap with a JSON-RPC error naming it, and runs nothing', async () => {
    const response = await post(batch(MCP_MAX_BATCH + 1));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: number; message: string; data: { requestId: string } } };
    expect(body.error.code).toBe(-32600);
    expect(body.error.message).toContain(`at most ${MCP_MAX_BATCH}`);
    expect(body.error.data.requestId).toBe(response.headers.get('x-request-id'));
  });

  it('answers a batch at the cap, within the answer limit', async () => {
    const response = await post(batch(MCP_MAX_BATCH));
    expect(response.status).toBe(200);
    const answers = (await response.json()) as { id: number; result: { tools: unknown[] } }[];
    expect(answers).toHaveLength(MCP_MAX_BATCH);
    expect(answers[0]?.result.tools.length).toBeGreaterThan(10);
  });

  it('refuses a body past 64 KB', async () => {
    const response = await post(
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { pad: 'x'.repeat(70_000) } }),
    );
    expect(response.status).toBe(413);
  });

  it('60 requests of 100 tools/list each return kilobytes, not hundreds of megabytes', async () => {
    let bytes = 0;
    for (let round = 0; round < 6; round++) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => post(batch(100)).then((r) => r.arrayBuffer())));
      bytes += answers.reduce((sum, a) => sum + a.byteLength, 0);
    }
    expect(bytes).toBeLessThan(60 * 1024);
    // The most any request can now return, whatever it sends.
    expect(60 * MCP_MAX_ANSWER_BYTES).toBeLessThan(200 * 1024 * 1024);
  }, 60_000);
});
