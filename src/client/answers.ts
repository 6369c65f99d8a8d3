/** The signed-in user's paid answers (GET /api/answers): what the dashboard lists and reopens free. */
import type { SavedAnswer } from '../lib/api/metering/saved-answer.ts';
import type { Outcome } from './account.ts';
import { requestJson } from './http.ts';
import { supabase } from './supabase.ts';

export type { SavedAnswer };

async function token(): Promise<string | null> {
  const { data } = await supabase().auth.getSession();
  return data.session?.access_token ?? null;
}

/** The newest paid answers (of one service, when given), one per request, newest first. */
export async function recentAnswers(limit = 8, service?: string): Promise<Outcome<SavedAnswer[]>> {
  const bearer = await token();
  if (!bearer) return { ok: false, error: 'Please sign in again.' };
  try {
    const query = new URLSearchParams({ limit: String(limit), ...(service ? { service } : {}) });
    const answer = await requestJson(`/api/answers?${query.toString()}`, { headers: { authorization: `Bearer ${bearer}` } });
    const body = answer.body as { answers?: SavedAnswer[]; message?: string } | null;
    if (!answer.ok || !Array.isArray(body?.answers))
      return { ok: false, error: body?.message ?? 'Your recent lookups could not be loaded. Please reload the page.' };
    return { ok: true, value: body.answers };
  } catch {
    return { ok: false, error: 'We could not reach the server. Check your connection and reload the page.' };
  }
}

/** Deletes one saved answer from the account. */
export async function deleteAnswer(id: string): Promise<Outcome<true>> {
  const bearer = await token();
  if (!bearer) return { ok: false, error: 'Please sign in again.' };
  try {
    const answer = await requestJson(`/api/answers/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${bearer}` },
    });
    return answer.ok
      ? { ok: true, value: true }
      : { ok: false, error: 'That saved valuation could not be deleted. Please try again.' };
  } catch {
    return { ok: false, error: 'We could not reach the server. Check your connection and try again.' };
  }
}
