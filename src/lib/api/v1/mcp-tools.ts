/**
 * The MCP tools of the property API: one per operation, generated from the same schemas as the
 * REST endpoints (src/lib/api/v1/operations.ts). A tool's input schema is the operation's query
 * parameters as one object; its output schema is the answer `{ data, meta }`; its description
 * carries the cost. Tool calls go through the same request path as REST calls (same key, meter,
 * price list, rate limit, sandbox and error codes): functions/_shared/api-v1-request.ts.
 */
import examples from '../../../data/api-v1-examples.json' with { type: 'json' };
import { answerSchema, queryObjectSchema, type Json } from './json-schema.ts';
import { costSentence, sandboxSentence } from './openapi.ts';
import { API_V1_OPERATIONS, type V1Operation } from './operations.ts';
import { toolName } from './tool-names.ts';

export interface McpToolDefinition {
  name: string;
  title: string;
  description: string;
  inputSchema: Json & { type: 'object' };
  outputSchema: Json & { type: 'object' };
  annotations: { title: string; readOnlyHint: true; destructiveHint: false; idempotentHint: true; openWorldHint: false };
}

/** The `_meta` key an MCP client may put an Idempotency-Key under, in a tools/call request. */
export const MCP_IDEMPOTENCY_META = 'uk.co.brickstack/idempotency-key';
/** The `_meta` key of a tool result: status, request id, credits and limits of the call. */
export const MCP_CALL_META = 'uk.co.brickstack/call';

const EXAMPLES = examples as Record<string, { body: unknown } | undefined>;

/** How big an answer is, so an assistant can choose the smaller tool: "Answers about 51 KB (the example)." */
function sizeSentence(operation: V1Operation): string {
  const example = EXAMPLES[operation.id];
  if (!example) return '';
  const kb = Math.max(1, Math.round(JSON.stringify(example.body).length / 1024));
  const smaller = operation.id === 'report' ? ' For about 3 KB of data, call report_summary.' : '';
  const fields =
    operation.kind === 'data' ? ' Pass fields (names of data fields) for a compact answer, charged as the full one.' : '';
  return ` Answers about ${kb} KB as { data, meta } (the documented example).${smaller}${fields}`;
}

/**
 * The answer `{ data, meta }`; for a data endpoint, `data` may also be the compact object `fields`
 * asked for (only those fields), so a client checking results against the schema accepts both.
 */
function outputSchema(operation: V1Operation): Json & { type: 'object' } {
  const schema = answerSchema(operation.data) as Json & { type: 'object'; properties: Record<string, Json> };
  if (!('fields' in operation.query.shape)) return schema;
  const compact = { type: 'object', description: 'With the fields argument: only the fields asked for.' };
  return { ...schema, properties: { ...schema.properties, data: { anyOf: [schema.properties['data'] ?? {}, compact] } } };
}

function definition(operation: V1Operation): McpToolDefinition {
  return {
    name: toolName(operation),
    title: operation.name,
    description: `${operation.summary}\n\n${costSentence(operation)}${sizeSentence(operation)} ${sandboxSentence(operation)} Same as GET /api/v1${operation.path}.`,
    inputSchema: queryObjectSchema(operation.query) as Json & { type: 'object' },
    outputSchema: outputSchema(operation),
    annotations: {
      title: operation.name,
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
  };
}

let cached: McpToolDefinition[] | null = null;

/** Every tool, in the order of the operations (built once per process). */
export function mcpTools(): McpToolDefinition[] {
  cached ??= API_V1_OPERATIONS.map(definition);
  return cached;
}

/**
 * The tools a key may call: every tool for `null` (no key, the account key, an unrestricted named
 * key), else only those of the key's endpoint ids.
 */
export function mcpToolsFor(endpoints: readonly string[] | null): McpToolDefinition[] {
  if (endpoints === null) return mcpTools();
  return mcpTools().filter((tool) => {
    const operation = operationOfTool(tool.name);
    return operation !== undefined && endpoints.includes(operation.id);
  });
}

/** The operation a tool name calls, or undefined. */
export function operationOfTool(name: string): V1Operation | undefined {
  return API_V1_OPERATIONS.find((o) => toolName(o) === name);
}
