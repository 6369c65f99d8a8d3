/** public.deals through the local backend's REST API: each user sees and changes only their own deals; anon nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../supabase/backend.ts';
import { SEED_PASSWORD } from '../../src/data/seed-accounts.ts';
import { deleteDeal, listDeals, saveDeal } from '../../src/client/deals.ts';

let backend: TestBackend;

async function signedIn(email: string) {
  const client = backend.client();
  const { error } = await client.auth.signInWithPassword({ email, password: SEED_PASSWORD });
  if (error) throw error;
  return client;
}

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => backend?.stop());

describe('deals row-level security', () => {
  it('a user saves, lists and deletes their own deals; another user sees none of them', async () => {
    const tara = await signedIn('trial@brickstack.test');
    const other = await signedIn('active@brickstack.test');
    const saved = await saveDeal(
      { name: '12 High Street', inputs: { price: '200000' }, results: { verdict: 'meets all targets' } },
      tara,
    );
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;

    const mine = await listDeals(tara);
    expect(mine.ok && mine.value.map((d) => d.name)).toEqual(['12 High Street']);

    const theirs = await listDeals(other);
    expect(theirs.ok && theirs.value).toEqual([]);

    // Another user's delete matches no rows and leaves the deal in place.
    await deleteDeal(saved.value.id, other);
    const still = await listDeals(tara);
    expect(still.ok && still.value).toHaveLength(1);

    const { error: updateError, data: updated } = await other
      .from('deals')
      .update({ name: 'stolen' })
      .eq('id', saved.value.id)
      .select('id');
    expect(updateError === null ? updated : []).toEqual([]);

    expect((await deleteDeal(saved.value.id, tara)).ok).toBe(true);
    const after = await listDeals(tara);
    expect(after.ok && after.value).toEqual([]);
  });

  it('a user cannot insert a deal owned by someone else', async () => {
    const tara = await signedIn('trial@brickstack.test');
    const { data: users } = await backend.db
      .query<{ id: string }>("select id from auth.users where email = 'active@brickstack.test'")
      .then((r) => ({ data: r.rows }));
    const { error } = await tara.from('deals').insert({ user_id: users[0]!.id, name: 'x', inputs: {}, results: {} });
    expect(error).not.toBeNull();
  });

  it('the anonymous role can neither read nor write deals', async () => {
    const anon = backend.client();
    const read = await anon.from('deals').select('id');
    expect(read.error !== null || (read.data ?? []).length === 0).toBe(true);
    const write = await anon.from('deals').insert({ name: 'x', inputs: {}, results: {} });
    expect(write.error).not.toBeNull();
  });

  it('an empty name is refused before any request', async () => {
    const tara = await signedIn('trial@brickstack.test');
    expect(await saveDeal({ name: '  ', inputs: {}, results: {} }, tara)).toEqual({
      ok: false,
      error: 'Give the deal a name before saving it.',
    });
  });
});
