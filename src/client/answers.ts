/** The signed-in user's paid answers (GET /api/answers): what the dashboard lists and reopens free. */
import type { SavedAnswer } from '../lib/api/metering/saved-answer.ts';
import type { Outcome } from './account.ts';
import { requestJson } from './http.ts';
import { supabase } from './supabase.ts';

export type { SavedAnswer };

/** The newest paid answers, one per request, newest first. */
export async function recentAnswers(limit = 8): Promise<Outcome<SavedAnswer[]>> {
  const { data } = await supabase().auth.getSession();
  const token = data.session?.access_token;
  if (!token) return { ok: false, error: 'Please sign in again.' };
  try {
    const answer = await requestJson(`/api/answers?limit=${limit}`, { headers: { authorization: `Bearer ${token}` } });
    const body = answer.body as { answers?: SavedAnswer[]; message?: string } | null;
    if (!answer.ok || !Array.isArray(body?.answers))
      return { ok: false, error: body?.message ?? 'Your recent lookups could not be loaded. Please reload the page.' };
    return { ok: true, value: body.answers };
  } catch {
    return { ok: false, error: 'We could not reach the server. Check your connection and reload the page.' };
  }
}
