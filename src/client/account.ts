/** Typed profile, ledger and storage calls for the signed-in pages. */
import type { Result } from '../lib/result.ts';
import type { AccountProfile } from '../lib/subscription/account.ts';
import { PHOTO_BUCKET, PHOTO_URL_SECONDS, photoFileName, photoObjectPath } from '../lib/auth/identity.ts';
import { supabase } from './supabase.ts';

export type Outcome<T> = Result<T>;

const ACCOUNT_COLUMNS = '*, subscriptions(status, trial_end, amount, frequency, past_due_since)';

function failure(error: { message?: string } | null | undefined, fallback: string): { ok: false; error: string } {
  return { ok: false, error: error?.message || fallback };
}

/** All profile columns with the subscription join. */
export async function fetchAccount(userId: string): Promise<Outcome<AccountProfile>> {
  const { data, error } = await supabase().from('profile').select(ACCOUNT_COLUMNS).eq('user_id', userId).single();
  if (error || !data) return failure(error, 'Could not load your profile.');
  return { ok: true, value: data as AccountProfile };
}

/** The current credit balance. */
export async function fetchCredits(userId: string): Promise<Outcome<number | null>> {
  const { data, error } = await supabase().from('profile').select('api_credits').eq('user_id', userId).single();
  if (error || !data) return failure(error, 'Could not load your credits.');
  return { ok: true, value: (data as { api_credits: number | null }).api_credits };
}

/** Updates the signed-in user's own profile row. */
export async function updateProfile(userId: string, patch: Partial<AccountProfile>): Promise<Outcome<true>> {
  const { error } = await supabase().from('profile').update(patch).eq('user_id', userId);
  if (error) return failure(error, 'Could not save your profile.');
  return { ok: true, value: true };
}

/** A one-hour signed URL for the profile photo, or null when there is none or it cannot be signed. */
export async function signedPhotoUrl(profilePhoto: string | null): Promise<string | null> {
  const path = photoObjectPath(profilePhoto);
  if (!path) return null;
  const { data, error } = await supabase().storage.from(PHOTO_BUCKET).createSignedUrl(path, PHOTO_URL_SECONDS);
  if (error || !data?.signedUrl) {
    console.warn('Profile photo could not be signed', error?.message);
    return null;
  }
  return data.signedUrl;
}

/** Uploads a photo to `<user_id>/<file>` and returns its storage path. */
export async function uploadPhoto(userId: string, file: File): Promise<Outcome<string>> {
  const path = `${userId}/${photoFileName(file.name, Date.now())}`;
  const { error } = await supabase().storage.from(PHOTO_BUCKET).upload(path, file, { contentType: file.type, upsert: true });
  if (error) return failure(error, 'Could not upload your photo.');
  return { ok: true, value: path };
}

/** One row of the credit ledger (SPEC: readable by its owner). */
export interface LedgerEntry {
  service: string | null;
  delta: number;
  balance_after: number | null;
  reason: string | null;
  /** What was bought, for metered answers: "Crime check · M33 3HJ". */
  detail: string | null;
  created_at: string;
}

/** The newest ledger entries. */
export async function fetchLedger(userId: string, limit = 10): Promise<Outcome<LedgerEntry[]>> {
  const { data, error } = await supabase()
    .from('credit_ledger')
    .select('service, delta, balance_after, reason, detail, created_at')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error) return failure(error, 'Could not load your recent activity.');
  return { ok: true, value: (data ?? []) as LedgerEntry[] };
}

/** Asks the server for a new API key (the old one stops working). */
export async function regenerateApiKey(): Promise<Outcome<string>> {
  const { data, error } = await supabase().rpc('regenerate_api_key');
  if (error || typeof data !== 'string') return failure(error, 'Could not create a new API key.');
  return { ok: true, value: data };
}

/**
 * Records this dashboard visit and answers when the previous one was: null on the user's first
 * visit (mark_dashboard_visit, supabase/migrations/20261126070000_dashboard_visits.sql).
 */
export async function markDashboardVisit(): Promise<Outcome<string | null>> {
  const { data, error } = await supabase().rpc('mark_dashboard_visit');
  if (error) return failure(error, 'Could not load your dashboard.');
  return { ok: true, value: typeof data === 'string' ? data : null };
}
