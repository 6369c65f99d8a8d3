import { createClient, type SupabaseClient } from '@supabase/supabase-js';

/** Thrown when SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY is missing. */
/** Thrown when Supabase answers 5xx or cannot be reached: the caller gets 503, never "signed out". */
export class UpstreamUnavailableError extends Error {}

export class SupabaseConfigError extends Error {
  constructor() {
    super('Supabase URL and key are required');
    this.name = 'SupabaseConfigError';
  }
}

let cached: { url: string; key: string; client: SupabaseClient } | undefined;

/**
 * The server-side Supabase client with the service-role key, from SUPABASE_URL and
 * SUPABASE_SERVICE_ROLE_KEY (read on each call, so tests can point it at a fresh backend).
 * It bypasses row-level security: only functions use it, and never with user-chosen SQL.
 */
export function adminClient(env: Record<string, string | undefined> = process.env): SupabaseClient {
  const url = env['SUPABASE_URL']?.trim();
  const key = env['SUPABASE_SERVICE_ROLE_KEY']?.trim();
  if (!url || !key) throw new SupabaseConfigError();
  if (cached?.url === url && cached.key === key) return cached.client;
  const client = createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { 'x-client-info': 'brickstack-functions' } },
  });
  cached = { url, key, client };
  return client;
}
