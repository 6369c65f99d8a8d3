import type { SupabaseClient } from '@supabase/supabase-js';
import { E2E_SUPABASE_PORT } from './e2e-env.ts';

/** A client of the local backend signed in as the account itself (it reads what the account may read). */
export async function ownerClient(email: string, password: string): Promise<{ client: SupabaseClient; userId: string }> {
  const { createClient } = await import('@supabase/supabase-js');
  const { apiKey, DEFAULT_JWT_SECRET } = await import('../../server/supabase/keys.ts');
  const anonKey = await apiKey('anon', process.env['SUPABASE_JWT_SECRET'] || DEFAULT_JWT_SECRET);
  const client = createClient(`http://localhost:${E2E_SUPABASE_PORT}`, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const session = await client.auth.signInWithPassword({ email, password });
  if (session.error || !session.data.user) throw new Error(`could not sign in ${email}: ${session.error?.message}`);
  return { client, userId: session.data.user.id };
}
