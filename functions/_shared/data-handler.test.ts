import { describe, expect, it, vi } from 'vitest';
import type { SqlClient } from '../../src/lib/data/sql-client.ts';
import { postcodeHandler } from './data-handler.ts';

const failing: SqlClient = {
  query: () => Promise.reject(new Error('connection refused')),
};

function handler(client: () => SqlClient = () => failing) {
  return postcodeHandler({ name: 'test', path: '/api/data/test', client, answer: async () => ({ ok: true }) });
}

async function body(response: Response): Promise<{ error: string; message: string }> {
  return (await response.json()) as { error: string; message: string };
}

describe('postcodeHandler', () => {
  it('refuses methods other than GET', async () => {
    const response = await handler()(new Request('http://x/api/data/crime?postcode=M33%202AU', { method: 'POST' }));
    expect(response.status).toBe(405);
    expect((await body(response)).error).toBe('method_not_allowed');
  });

  it('answers 400 with how to fix an invalid postcode', async () => {
    const response = await handler()(new Request('http://x/api/data/crime?postcode=M33%202A'));
    expect(response.status).toBe(400);
    const { error, message } = await body(response);
    expect(error).toBe('invalid_postcode');
    expect(message).toMatch(/such as M33 2AU/);
  });

  it('answers 400 when the postcode is missing', async () => {
    const response = await handler()(new Request('http://x/api/data/crime'));
    expect(response.status).toBe(400);
    expect((await body(response)).message).toMatch(/enter a postcode/i);
  });

  it('answers 503, not a stack trace, when the database fails', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await handler()(new Request('http://x/api/data/crime?postcode=M33%202AU'));
    expect(response.status).toBe(503);
    const { error, message } = await body(response);
    expect(error).toBe('data_unavailable');
    expect(message).not.toMatch(/connection refused/);
    spy.mockRestore();
  });

  it('answers 503 when no database is configured', async () => {
    const response = await handler(() => {
      throw new Error('not configured');
    })(new Request('http://x/api/data/crime?postcode=M33%202AU'));
    expect(response.status).toBe(503);
  });
});

describe('the query is read before anything else', () => {
  it.each([
    ['a repeated postcode', 'postcode=M33%202AU&postcode=M1%201AE', 'postcode', /send postcode once/i],
    ['an unknown parameter', 'postcode=M33%202AU&radius=500', 'radius', /unknown parameter radius/i],
    ['a differently cased name', 'Postcode=M33%202AU', 'Postcode', /unknown parameter Postcode/i],
  ])('refuses %s with 400 naming the parameter, before the database is asked', async (_what, query, parameter, message) => {
    const response = await handler()(new Request(`http://x/api/data/test?${query}`));
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; message: string; parameter: string };
    expect(answer).toMatchObject({ error: 'invalid_request', parameter });
    expect(answer.message).toMatch(message);
  });
});
