/**
 * Saved deals for the signed-in user (table public.deals, row-level security: own rows only).
 * Each call returns a Result; errors carry a message to show.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { fail, ok, type Result } from '../lib/result.ts';
import { supabase } from './supabase.ts';

export interface SavedDeal {
  id: string;
  name: string;
  inputs: Record<string, string>;
  results: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}

const COLUMNS = 'id, name, inputs, results, created_at, updated_at';

/** The user's deals, newest first (at most `limit` when given). */
export async function listDeals(client: SupabaseClient = supabase(), limit?: number): Promise<Result<SavedDeal[]>> {
  const query = client.from('deals').select(COLUMNS).order('created_at', { ascending: false });
  const { data, error } = await (limit ? query.limit(limit) : query);
  if (error) return fail(`Your saved deals could not be loaded: ${error.message}`);
  return ok((data ?? []) as SavedDeal[]);
}

/** Saves a new deal (the owner is set by the database from the session). */
export async function saveDeal(
  deal: { name: string; inputs: Record<string, string>; results: Record<string, unknown> },
  client: SupabaseClient = supabase(),
): Promise<Result<SavedDeal>> {
  const name = deal.name.trim();
  if (name === '') return fail('Give the deal a name before saving it.');
  if (name.length > 200) return fail('Keep the deal name to 200 characters or fewer.');
  const { data, error } = await client
    .from('deals')
    .insert({ name, inputs: deal.inputs, results: deal.results })
    .select(COLUMNS)
    .single();
  if (error || !data) return fail(`The deal could not be saved: ${error?.message ?? 'no row returned'}`);
  return ok(data as SavedDeal);
}

/** Deletes one of the user's deals. */
export async function deleteDeal(id: string, client: SupabaseClient = supabase()): Promise<Result<true>> {
  const { error } = await client.from('deals').delete().eq('id', id);
  if (error) return fail(`The deal could not be deleted: ${error.message}`);
  return ok(true);
}
