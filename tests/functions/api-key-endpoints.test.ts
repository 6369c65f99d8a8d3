/**
 * The database refuses a named key that lists an endpoint id the API does not have, at creation
 * and at update, naming the id (supabase/migrations/20261128020000_api_key_endpoint_ids.sql).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './backend.ts';

let t: TestBackend;
let client: SupabaseClient;

beforeAll(async () => {
  t = await startTestBackend();
  const token = await t.accessToken('fresh');
  client = createClient(t.backend.url, t.backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { authorization: `Bearer ${token}` } },
  });
}, 120_000);
afterAll(async () => t?.close());

describe('named keys list only real endpoint ids', () => {
  it('refuses an unknown id at creation, naming it, and takes real ones', async () => {
    const refused = await client.rpc('api_key_create', { p_label: 'Bad', p_endpoints: ['postcode', 'house-prices'] });
    expect(refused.error?.message).toBe('There is no endpoint "house-prices". Choose from the endpoints listed on /api-keys.');
    const made = await client.rpc('api_key_create', { p_label: 'Good', p_endpoints: ['crime-statistics', 'account-usage'] });
    expect(made.error).toBeNull();
  });

  it('refuses an unknown id at update and leaves the key as it was', async () => {
    const made = await client.rpc('api_key_create', { p_label: 'Editable', p_endpoints: ['postcode'] });
    const id = (made.data as { id: string }[])[0]?.id;
    const refused = await client.rpc('api_key_update', {
      p_id: id,
      p_label: 'Editable',
      p_endpoints: ['postcode', 'crime'],
      p_monthly_cap: null,
    });
    expect(refused.error?.message).toMatch(/no endpoint "crime"/);
    const [row] = await t.sql<{ endpoints: string[] }>('select endpoints from public.api_keys where id = $1', [id]);
    expect(row?.endpoints).toEqual(['postcode']);
  });
});
