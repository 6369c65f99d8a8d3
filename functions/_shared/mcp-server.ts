/**
 * The MCP server of the property API (Streamable HTTP, stateless: a fresh server and transport
 * per HTTP request, so it runs as a plain function). Tools are listed from src/lib/api/v1/mcp-tools.ts
 * (one per operation, same schemas as REST); a tool call is answered by the REST request path
 * (api-v1-request.ts) with the HTTP request's key and returned as a tool result (mcp-result.ts):
 * the same key, meter, price list, rate limit, sandbox, request log and error codes as REST.
 *
 * Listing tools needs no key here (like the OpenAPI document), though functions/mcp.ts first answers a
 * request without any credentials with the OAuth 401 (mcp-auth.ts): without one, or with a key that may call
 * every endpoint, every tool is listed; a named key limited to chosen endpoints lists only their
 * tools. Calling a tool needs a key, and a refusal is a
 * tool error carrying the API's code. An Idempotency-Key comes from the tool call's
 * `_meta["uk.co.brickstack/idempotency-key"]` or, failing that, the POST's `Idempotency-Key` header.
 */
// The low-level Server (not McpServer.registerTool) so that tools keep the API's own JSON Schemas
// and a bad argument is answered with the API's error code rather than the SDK's validation text.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import {
  checkMcpBody,
  JSON_RPC_INVALID_REQUEST,
  MCP_MAX_ANSWER_BYTES,
  MCP_MAX_REQUEST_BYTES,
} from '../../src/lib/api/v1/mcp-limits.ts';
import { MCP_IDEMPOTENCY_META, mcpToolsFor, operationOfTool } from '../../src/lib/api/v1/mcp-tools.ts';
import { toolResult, type ToolResult } from '../../src/lib/api/v1/mcp-result.ts';
import { API_V1_VERSION } from '../../src/lib/api/v1/openapi.ts';
import { readToolArguments } from '../../src/lib/api/v1/read-params.ts';
import { apiKeyFrom, findCaller } from './api-v1-caller.ts';
import { answerApiV1 } from './api-v1-request.ts';
import { describeError, log } from './log.ts';
import { jsonResponse } from './respond.ts';
import { sqlClient } from './sql-client.ts';

export interface McpHttpCall {
  request: Request;
  ip: string | undefined;
  /** Origins allowed to send requests (the site's own); other browsers' pages are refused. */
  allowedOrigins: string[];
}

const INSTRUCTIONS =
  'UK property data by postcode from the official open datasets (ONS, police.uk, DfE, EPC register, Ofcom, HM Land Registry), valuations and stamp duty. Each data tool costs the credits its description states, charged only for an answer that holds data; account_usage and account_credits are free. Every answer names its sources and as-of dates in meta.sources: cite them.';

async function callTool(call: McpHttpCall, name: string, args: unknown, meta: Record<string, unknown> | undefined) {
  const operation = operationOfTool(name);
  if (!operation) throw new McpError(ErrorCode.InvalidParams, `Unknown tool ${name}. tools/list names every tool.`);
  const fromMeta = meta?.[MCP_IDEMPOTENCY_META];
  const idempotencyKey =
    typeof fromMeta === 'string' ? fromMeta : fromMeta === undefined ? call.request.headers.get('idempotency-key') : '';
  const response = await answerApiV1({
    operation,
    method: 'GET',
    params: readToolArguments(args, operation),
    key: apiKeyFrom(call.request.headers),
    idempotencyKey,
    channel: 'mcp',
    requestId: crypto.randomUUID(),
    ip: call.ip,
  });
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  return toolResult(operation, { status: response.status, headers: response.headers, body });
}

function server(call: McpHttpCall): Server {
  const mcp = new Server(
    { name: 'brickstack-property-api', title: 'Brickstack UK property data', version: API_V1_VERSION },
    { capabilities: { tools: {} }, instructions: INSTRUCTIONS },
  );
  // One look-up of the key per HTTP request, however many tools/list a batch holds.
  let scope: Promise<string[] | null> | undefined;
  mcp.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: mcpToolsFor(await (scope ??= keyEndpoints(call))) }));
  mcp.setRequestHandler(CallToolRequestSchema, async (request): Promise<ToolResult> =>
    callTool(call, request.params.name, request.params.arguments, request.params._meta as Record<string, unknown> | undefined),
  );
  return mcp;
}

/**
 * The endpoint ids the request's key is limited to, or null for every tool: no key, an unknown key,
 * the sandbox or account key, an unrestricted named key, or a database that cannot say.
 */
async function keyEndpoints(call: McpHttpCall): Promise<string[] | null> {
  const key = apiKeyFrom(call.request.headers);
  if (!key) return null;
  try {
    const caller = await findCaller(key, sqlClient());
    return caller?.kind === 'user' ? (caller.key?.endpoints ?? null) : null;
  } catch (error) {
    log('warn', 'mcp tools/list without the key scope', describeError(error));
    return null;
  }
}

function jsonRpcError(status: number, message: string): Response {
  return jsonResponse(status, { jsonrpc: '2.0', error: { code: JSON_RPC_INVALID_REQUEST, message }, id: null });
}

/**
 * Answers one HTTP request to the MCP endpoint. The body is read once and checked first (size and
 * batch length, src/lib/api/v1/mcp-limits.ts): past the limits, a JSON-RPC error and no work. An
 * answer past MCP_MAX_ANSWER_BYTES is replaced by an error too.
 */
export async function answerMcp(call: McpHttpCall): Promise<Response> {
  let request = call.request;
  if (request.method === 'POST') {
    const length = Number(request.headers.get('content-length') ?? '0');
    if (length > MCP_MAX_REQUEST_BYTES)
      return jsonRpcError(413, `The request body is larger than ${MCP_MAX_REQUEST_BYTES} bytes.`);
    const text = await request.text();
    const checked = checkMcpBody(text);
    if (!checked.ok) return jsonRpcError(checked.error.startsWith('A batch') ? 400 : 413, checked.error);
    request = new Request(request.url, { method: 'POST', headers: request.headers, body: text });
  }
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    enableDnsRebindingProtection: true,
    allowedOrigins: call.allowedOrigins,
    maxRequestBodySize: MCP_MAX_REQUEST_BYTES,
  });
  const mcp = server({ ...call, request });
  await mcp.connect(transport);
  let response: Response;
  try {
    response = await transport.handleRequest(request);
  } finally {
    await mcp.close();
  }
  if (response.body === null) return response;
  const answer = await response.arrayBuffer();
  if (answer.byteLength > MCP_MAX_ANSWER_BYTES)
    return jsonRpcError(
      413,
      `The answer would be ${answer.byteLength} bytes; the MCP server sends at most ${MCP_MAX_ANSWER_BYTES}. Send fewer messages per request.`,
    );
  return new Response(answer, { status: response.status, statusText: response.statusText, headers: response.headers });
}
