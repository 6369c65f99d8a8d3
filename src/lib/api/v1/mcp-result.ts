/**
 * A REST answer of the property API turned into an MCP tool result: an answer becomes a text
 * summary, the JSON (for clients without structured content) and `structuredContent` shaped by
 * the tool's output schema; a refusal or error becomes a tool error (`isError: true`) whose text
 * starts with the API's error code, with the full error body beside it. `_meta` carries the
 * status, request id, credits and rate-limit figures the REST answer sends as headers.
 */
import { MCP_CALL_META } from './mcp-tools.ts';
import type { V1Operation } from './operations.ts';
import { answerSummary } from './mcp-summary.ts';

export interface ApiAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

export interface ToolResult {
  [key: string]: unknown;
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
  _meta: Record<string, unknown>;
}

const HEADER_META: [string, string][] = [
  ['x-request-id', 'requestId'],
  ['x-credits-charged', 'creditsCharged'],
  ['x-credits-remaining', 'creditsRemaining'],
  ['x-credits-note', 'creditsNote'],
  ['idempotent-replayed', 'idempotentReplayed'],
  ['ratelimit-limit', 'rateLimitLimit'],
  ['ratelimit-remaining', 'rateLimitRemaining'],
  ['retry-after', 'retryAfterSeconds'],
  ['deprecation', 'deprecation'],
  ['sunset', 'sunset'],
];

function callMeta(answer: ApiAnswer): Record<string, unknown> {
  const meta: Record<string, unknown> = { status: answer.status };
  for (const [header, key] of HEADER_META) {
    const value = answer.headers.get(header);
    if (value === null || value === '') continue;
    meta[key] = /^(creditsCharged|creditsRemaining|rateLimitLimit|rateLimitRemaining|retryAfterSeconds)$/.test(key)
      ? Number(value)
      : key === 'idempotentReplayed'
        ? value === 'true'
        : value;
  }
  return meta;
}

/** The tool result for one answer of `operation`. */
export function toolResult(operation: V1Operation, answer: ApiAnswer): ToolResult {
  const meta = callMeta(answer);
  const body = (answer.body ?? {}) as Record<string, unknown>;
  if (answer.status >= 200 && answer.status < 300 && 'data' in body) {
    return {
      content: [
        { type: 'text', text: answerSummary(operation, body, meta) },
        { type: 'text', text: JSON.stringify(body) },
      ],
      structuredContent: body,
      _meta: { [MCP_CALL_META]: meta },
    };
  }
  const code = typeof body['error'] === 'string' ? body['error'] : answer.status >= 500 ? 'internal' : 'invalid_request';
  const message = typeof body['message'] === 'string' ? body['message'] : 'The API could not answer this call.';
  return {
    isError: true,
    content: [
      { type: 'text', text: `${code} (HTTP ${answer.status}): ${message}` },
      { type: 'text', text: JSON.stringify({ ...body, error: code, message }) },
    ],
    _meta: { [MCP_CALL_META]: { ...meta, error: code } },
  };
}
