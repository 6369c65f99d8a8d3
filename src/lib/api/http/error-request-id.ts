/**
 * Puts the request id into a JSON error body, so every error a function answers can be quoted
 * to support (the same id as the `x-request-id` header and the server log line).
 * - The API's error shape `{ error: "code", message, … }` gets a top-level `requestId`.
 * - A JSON-RPC error (the MCP server: `{ jsonrpc: "2.0", error: { code, message }, id }`) gets it
 *   in `error.data.requestId`, the member JSON-RPC leaves to the server.
 * An id already in the body is kept. Anything else (success bodies, arrays, batches) is returned as is.
 */
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body with the request id added, or null when the body is not an error body to change. */
export function errorBodyWithRequestId(body: unknown, requestId: string): Json | null {
  if (!isObject(body)) return null;
  if (typeof body['error'] === 'string') {
    return typeof body['requestId'] === 'string' ? null : { ...body, requestId };
  }
  if (body['jsonrpc'] === '2.0' && isObject(body['error'])) {
    const error = body['error'];
    const data = error['data'];
    if (data !== undefined && !isObject(data)) return null;
    if (isObject(data) && typeof data['requestId'] === 'string') return null;
    return { ...body, error: { ...error, data: { ...(data ?? {}), requestId } } };
  }
  return null;
}
