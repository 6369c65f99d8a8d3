/** The operator's data record (GET /api/operator/data): refused with 403 to everyone not an operator. */
import type { OperatorRecord } from '../lib/data/operator-record.ts';
import type { Outcome } from './account.ts';
import { requestJson } from './http.ts';
import { supabase } from './supabase.ts';

export type OperatorOutcome = Outcome<OperatorRecord> | { ok: false; forbidden: true; error: string };

export async function fetchOperatorRecord(): Promise<OperatorOutcome> {
  const { data } = await supabase().auth.getSession();
  const bearer = data.session?.access_token;
  if (!bearer) return { ok: false, error: 'Please sign in again.' };
  try {
    const answer = await requestJson('/api/operator/data', { headers: { authorization: `Bearer ${bearer}` } });
    const body = answer.body as (OperatorRecord & { message?: string }) | null;
    if (answer.status === 403) return { ok: false, forbidden: true, error: body?.message ?? 'This page is for operators only.' };
    if (!answer.ok || !body || !Array.isArray(body.imports))
      return { ok: false, error: body?.message ?? 'The data record could not be loaded. Please reload the page.' };
    return { ok: true, value: body };
  } catch {
    return { ok: false, error: 'We could not reach the server. Check your connection and reload the page.' };
  }
}
