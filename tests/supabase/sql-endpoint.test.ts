/** POST /local/v1/sql: service-role key only, read-only transaction, JSON rows or a 400 error. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './backend.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => backend?.stop());

const post = (body: unknown, key?: string) =>
  fetch(`${backend.url}/local/v1/sql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify(body),
  });

describe('/local/v1/sql', () => {
  it('refuses requests without the service-role key', async () => {
    expect((await post({ sql: 'select 1' })).status).toBe(401);
    const anon = await post({ sql: 'select 1' }, backend.anonKey);
    expect(anon.status).toBe(401);
    expect(await anon.json()).toEqual({ error: 'unauthorized', message: 'The service_role key is required.' });
  });

  it('returns rows for parameterised reads', async () => {
    const response = await post(
      { sql: 'select email from auth.users where email = $1', params: ['trial@brickstack.test'] },
      backend.serviceRoleKey,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ rows: [{ email: 'trial@brickstack.test' }] });
  });

  it('refuses writes (read-only transaction) and reports SQL errors as 400', async () => {
    const write = await post({ sql: 'update public.profile set api_credits = 1000' }, backend.serviceRoleKey);
    expect(write.status).toBe(400);
    expect((await write.json()).message).toMatch(/read-only transaction/);
    const { rows } = await backend.db.query<{ n: number }>(
      'select count(*)::int as n from public.profile where api_credits = 1000',
    );
    expect(rows[0]!.n).toBe(0);
    const broken = await post({ sql: 'select from nowhere' }, backend.serviceRoleKey);
    expect(broken.status).toBe(400);
    expect((await broken.json()).error).toBe('sql_error');
    const bad = await post({ nope: true }, backend.serviceRoleKey);
    expect(bad.status).toBe(400);
  });
});
