import { describe, expect, it } from 'vitest';
import { toolResult } from './mcp-result.ts';
import { MCP_CALL_META, mcpTools } from './mcp-tools.ts';
import { API_V1_OPERATIONS } from './operations.ts';
import { readToolArguments } from './read-params.ts';

const crime = API_V1_OPERATIONS.find((o) => o.id === 'crime-statistics')!;

describe('MCP tool results from REST answers', () => {
  it('turns an answer into a summary, the JSON and structured content, with the call’s figures in _meta', () => {
    const body = {
      data: { total: 12 },
      meta: { sandbox: false, dataDate: '2024-06', sources: [{ source: 'police.uk street-level crime' }] },
    };
    const headers = new Headers({
      'x-request-id': 'req-1',
      'x-credits-charged': '1',
      'x-credits-remaining': '24',
      'ratelimit-limit': '30',
      'ratelimit-remaining': '29',
    });
    const result = toolResult(crime, { status: 200, headers, body });
    expect(result.isError).toBeUndefined();
    expect(result.structuredContent).toBe(body);
    expect(result.content[0]!.text).toBe(
      'Crime statistics from police.uk street-level crime, data as of 2024-06. Charged 1 credit. 24 credits left. The full answer follows as JSON (structured content).',
    );
    expect(JSON.parse(result.content[1]!.text)).toEqual(body);
    expect(result._meta[MCP_CALL_META]).toEqual({
      status: 200,
      requestId: 'req-1',
      creditsCharged: 1,
      creditsRemaining: 24,
      rateLimitLimit: 30,
      rateLimitRemaining: 29,
    });
  });

  it('turns a refusal into a tool error that starts with the API’s code', () => {
    const body = { error: 'invalid_request', message: 'radius: radius must be at most 2000.', parameter: 'radius' };
    const result = toolResult(crime, { status: 400, headers: new Headers({ 'x-request-id': 'req-2' }), body });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    expect(result.content[0]!.text).toBe('invalid_request (HTTP 400): radius: radius must be at most 2000.');
    expect(JSON.parse(result.content[1]!.text)).toEqual(body);
    expect(result._meta[MCP_CALL_META]).toEqual({ status: 400, requestId: 'req-2', error: 'invalid_request' });
  });

  it('reads tool arguments as a query string would be read', () => {
    expect(readToolArguments({ postcode: ' M33 2AU ', radius: 500, mode: null }, crime)).toEqual({
      ok: true,
      value: { postcode: 'M33 2AU', radius: '500' },
      text: 'postcode=M33+2AU&radius=500',
    });
    expect(readToolArguments({ postcode: 'M33 2AU', colour: 'blue' }, crime)).toMatchObject({
      ok: false,
      error: 'Unknown parameter colour. /crime-statistics takes: postcode, radius, mode, lat, lng, fields.',
    });
    expect(readToolArguments(['M33 2AU'], crime).ok).toBe(false);
  });

  it('describes every tool with its cost and the same parameters as the endpoint', () => {
    for (const tool of mcpTools()) {
      const op = API_V1_OPERATIONS.find((o) => o.id.replaceAll('-', '_') === tool.name)!;
      expect(Object.keys(tool.inputSchema['properties'] as object)).toEqual(Object.keys(op.query.shape));
      expect(tool.description).toMatch(/Cost: /);
      expect(tool.outputSchema['type']).toBe('object');
    }
  });
});
