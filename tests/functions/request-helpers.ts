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
export async function jsonOf(response: Response): Promise<Record<string, unknown>> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return (await response.json()) as Record<string, unknown>;
}
