/**
 * The browser's Supabase client, created once on first use. The URL and anon key
 * come from PUBLIC_SUPABASE_URL / PUBLIC_SUPABASE_ANON_KEY at build time.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

/** Thrown when the configuration lacks the URL or key. */
export const MISSING_CONFIG = 'Supabase URL and key are required';

/** A client for a backend; throws 'Supabase URL and key are required' without both. */
export function createBrowserClient(url: string | undefined, key: string | undefined): SupabaseClient {
  if (!url || !key) throw new Error(MISSING_CONFIG);
  return createClient(url, key, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  });
}

let client: SupabaseClient | undefined;

/** The shared client. */
export function supabase(): SupabaseClient {
  client ??= createBrowserClient(import.meta.env.PUBLIC_SUPABASE_URL, import.meta.env.PUBLIC_SUPABASE_ANON_KEY);
  return client;
}
