import { expect } from 'vitest';
/** Builders for the real `Request`s the handler tests send. */
export const BASE = 'http://localhost';

export function jsonRequest(path: string, body: unknown, headers: Record<string, string> = {}, method = 'POST'): Request {
  return new Request(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The parsed JSON body, failing the test when the answer is not JSON. */
/**
 * The JSON body of an answer. An error body carries the answer's `x-request-id` as `requestId`
 * (checked here, then left out, so tests compare what the error says).
 */
export async function jsonOf(response: Response): Promise<Record<string, unknown>> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as Record<string, unknown>;
  // Answers made through the logging wrapper carry a request id; handlers called alone do not.
  if (response.status >= 400 && typeof body['error'] === 'string' && response.headers.has('x-request-id')) {
    expect(body['requestId']).toBe(response.headers.get('x-request-id'));
    const { requestId: _requestId, ...rest } = body;
    return rest;
  }
  return body;
}
