/**
 * How much one HTTP request to the MCP server may ask for (docs/decisions/api-v1.md, "MCP request
 * limits"). A JSON-RPC batch multiplies the work of one request, so it is capped; past the caps the
 * request is refused with a JSON-RPC error before any message is handled.
 */
import { fail, ok, type Result } from '../../result.ts';

/** Most JSON-RPC messages in one batch (an array body). */
export const MCP_MAX_BATCH = 10;
/** Largest request body, in bytes. */
export const MCP_MAX_REQUEST_BYTES = 64 * 1024;
/** Largest answer, in bytes (ten tool lists fit; a longer answer is replaced by an error). */
export const MCP_MAX_ANSWER_BYTES = 2 * 1024 * 1024;

/** JSON-RPC "Invalid Request". */
export const JSON_RPC_INVALID_REQUEST = -32600;

/** Checks a request body's size and batch length; the error is the message to send. */
export function checkMcpBody(text: string): Result<null> {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > MCP_MAX_REQUEST_BYTES)
    return fail(`The request body is ${bytes} bytes; the MCP server takes at most ${MCP_MAX_REQUEST_BYTES}.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return ok(null); // the transport answers a parse error itself
  }
  if (Array.isArray(parsed) && parsed.length > MCP_MAX_BATCH)
    return fail(
      `A batch of ${parsed.length} messages: send at most ${MCP_MAX_BATCH} JSON-RPC messages in one request. Nothing was run.`,
    );
  return ok(null);
}
