/**
 * Contract test of the free valuation accuracy endpoint and its MCP tool, through the real runner,
 * functions and backend with the samples imported: REST and MCP answer exactly the walk-forward
 * figures the import stored (open_data.valuation_calibration), match the OpenAPI document, charge
 * nothing, and refuse the sandbox key like the other free endpoints of account kind.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/runner.ts';
import { ensureOpenData } from '../../scripts/data/ensure-open-data.ts';
import { SANDBOX_API_KEY } from '../../src/lib/api/v1/sandbox.ts';
import { latestCalibration } from '../../src/lib/data/queries/valuation-calibration.ts';
import type { TestBackend } from '../functions/backend.ts';
import { DATA_DIR } from '../data/helpers.ts';
import { startRealRunner, type RealRunner } from './real-runner.ts';

let runner: RealRunner;
let t: TestBackend;
let server: RunningServer;
let client: Client | undefined;
let document: Record<string, unknown>;
const ajv = new Ajv2020({ strict: false, allErrors: true });

beforeAll(async () => {
  runner = await startRealRunner({ openData: true });
  ({ t, server } = runner);
  await ensureOpenData(t.backend.db, { quiet: true });
  document = (await (await fetch(`${server.url}/api/v1/openapi.json`)).json()) as Record<string, unknown>;
  ajv.addSchema(document, 'openapi');
}, 300_000);
afterAll(async () => {
  await client?.close().catch(() => undefined);
  await runner?.close();
});

const credits = async () =>
  (
    await t.sql<{ api_credits: number }>('select api_credits from public.profile where user_id = $1', [
      t.account('active').userId,
    ])
  )[0]?.api_credits;

describe.skipIf(!DATA_DIR)('GET /api/v1/valuation-accuracy and the MCP tool valuation_accuracy', () => {
  it('answers the stored walk-forward figures, free, as the document describes', async () => {
    const stored = await latestCalibration(t.backend.db);
    expect(stored).not.toBeNull();
    const before = await credits();
    const response = await fetch(`${server.url}/api/v1/valuation-accuracy`, {
      headers: { 'x-api-key': t.account('active').apiKey },
    });
    const body = (await response.json()) as { data: Record<string, unknown>; meta: Record<string, unknown> };
    expect(response.status, JSON.stringify(body).slice(0, 300)).toBe(200);
    expect(body.data).toEqual(stored!.accuracy);
    expect(body.data['dataDate']).toBe('2019-12-20');
    expect(response.headers.get('x-credits-charged')).toBe('0');
    expect(await credits()).toBe(before);
    const pointer = 'openapi#/paths/~1valuation-accuracy/get/responses/200/content/application~1json/schema';
    const validate = ajv.getSchema(pointer) ?? ajv.compile({ $ref: pointer });
    expect(validate(body) ? [] : validate.errors?.slice(0, 5)).toEqual([]);
    const op = (document['paths'] as Record<string, { get: Record<string, unknown> }>)['/valuation-accuracy']!.get;
    expect(op['x-credit-cost']).toBe(0);
    expect(op['tags']).toEqual(['Valuation']);
  });

  it('refuses the sandbox key, which has no account', async () => {
    const response = await fetch(`${server.url}/api/v1/valuation-accuracy`, { headers: { 'x-api-key': SANDBOX_API_KEY } });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toBe('sandbox_restricted');
  });

  it('the MCP tool answers the same figures, free', async () => {
    client = new Client({ name: 'brickstack-accuracy-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${server.url}/api/mcp`), {
        requestInit: { headers: { 'x-api-key': t.account('active').apiKey } },
      }),
    );
    const { tools } = await client.listTools();
    const tool = tools.find((x) => x.name === 'valuation_accuracy');
    expect(tool?.description).toContain('free (0 credits)');
    const result = (await client.callTool({ name: 'valuation_accuracy', arguments: {} })) as CallToolResult;
    expect(result.isError ?? false).toBe(false);
    const stored = await latestCalibration(t.backend.db);
    expect((result.structuredContent as { data: unknown }).data).toEqual(stored!.accuracy);
    const text = result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
    expect(text).toMatch(
      /^Valuation accuracy on \d+ test sales from 2019-07 to 2019-12 \(data to 2019-12-20\): median error \d+\.\d%/,
    );
  });
});
