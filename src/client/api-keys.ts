/**
 * The signed-in user's named API keys, through the security definer functions of
 * supabase/migrations/20261126050000_api_keys.sql: the browser never writes the keys table.
 */
import { z } from 'zod';
import type { KeySettings } from '../lib/api/keys/key-settings.ts';
import { keyRow, type KeyRow } from '../lib/api/keys/key-row.ts';
import { fail, ok, type Result } from '../lib/result.ts';
import { supabase } from './supabase.ts';

const message = (error: { message?: string } | null, fallback: string) => error?.message || fallback;

export async function listKeys(): Promise<Result<KeyRow[]>> {
  const { data, error } = await supabase().rpc('api_keys_mine');
  if (error) return fail(message(error, 'Could not load your keys.'));
  const parsed = z.array(keyRow).safeParse(data);
  return parsed.success ? ok(parsed.data) : fail('Your keys came back in a shape we did not expect. Please reload the page.');
}

/** Creates a key: the only time its secret is returned. */
export async function createKey(settings: KeySettings): Promise<Result<{ id: string; key: string }>> {
  const { data, error } = await supabase().rpc('api_key_create', {
    p_label: settings.label,
    p_endpoints: settings.endpoints,
    p_monthly_cap: settings.monthlyCap,
  });
  const row = (Array.isArray(data) ? data[0] : data) as { id?: unknown; api_key?: unknown } | null;
  if (error || typeof row?.id !== 'string' || typeof row.api_key !== 'string')
    return fail(message(error, 'Could not create the key.'));
  return ok({ id: row.id, key: row.api_key });
}

export async function updateKey(id: string, settings: KeySettings): Promise<Result<true>> {
  const { error } = await supabase().rpc('api_key_update', {
    p_id: id,
    p_label: settings.label,
    p_endpoints: settings.endpoints,
    p_monthly_cap: settings.monthlyCap,
  });
  return error ? fail(message(error, 'Could not save the key.')) : ok(true);
}

/** A new secret for a key (the old one stops working): returned once. */
export async function rotateKey(id: string): Promise<Result<string>> {
  const { data, error } = await supabase().rpc('api_key_rotate', { p_id: id });
  return error || typeof data !== 'string' ? fail(message(error, 'Could not rotate the key.')) : ok(data);
}

export async function revokeKey(id: string): Promise<Result<true>> {
  const { error } = await supabase().rpc('api_key_revoke', { p_id: id });
  return error ? fail(message(error, 'Could not revoke the key.')) : ok(true);
}

/** When the account key last made a call (from the request log), or null. */
export async function accountKeyLastUsed(userId: string): Promise<string | null> {
  const { data } = await supabase()
    .from('api_request_log')
    .select('created_at')
    .eq('user_id', userId)
    .is('key_id', null)
    .order('created_at', { ascending: false })
    .limit(1);
  const row = (data ?? [])[0] as { created_at?: string } | undefined;
  return row?.created_at ?? null;
}
