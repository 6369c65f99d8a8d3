import type { SupabaseClient, User } from '@supabase/supabase-js';
import { UpstreamUnavailableError } from './supabase-admin.ts';

/** API keys are printable ASCII without spaces; anything else cannot match a profile. */
const API_KEY_SHAPE = /^[\x21-\x7e]{16,200}$/;
const BEARER = /^Bearer\s+([\x21-\x7e]{10,4096})$/i;

/** The x-api-key header when it has the shape of a key, else null (treated as missing). */
export function readApiKey(request: Request): string | null {
  const key = request.headers.get('x-api-key')?.trim() ?? '';
  return API_KEY_SHAPE.test(key) ? key : null;
}

/** The token of an `Authorization: Bearer <token>` header, else null. */
export function readBearerToken(request: Request): string | null {
  const match = BEARER.exec(request.headers.get('authorization')?.trim() ?? '');
  return match?.[1] ?? null;
}

/**
 * The signed-in user behind a bearer access token, or null when it is missing, expired,
 * signed out or otherwise invalid. Asks Supabase Auth (`auth.getUser`), which also rejects
 * tokens of ended sessions — a local signature check alone would accept them until expiry.
 * Throws when Auth itself is unreachable or failing, so that surfaces as a 5xx, not a 401.
 */
export async function verifyBearer(request: Request, supabase: SupabaseClient): Promise<User | null> {
  const token = readBearerToken(request);
  if (!token) return null;
  let answer;
  try {
    answer = await supabase.auth.getUser(token);
  } catch (error) {
    throw new UpstreamUnavailableError(`Supabase Auth unreachable: ${(error as Error).message}`);
  }
  const { data, error } = answer;
  if (error && (!error.status || error.status >= 500 || error.name === 'AuthRetryableFetchError')) {
    throw new UpstreamUnavailableError(`Supabase Auth failed: ${error.message}`);
  }
  if (error || !data.user) return null;
  return data.user;
}
