/** The consent step of the MCP OAuth flow (functions/oauth-authorize.ts), for the /oauth/authorize page. */
import type { Outcome } from './account.ts';
import { requestJson } from './http.ts';
import { supabase } from './supabase.ts';

export type ConsentRequest =
  | { kind: 'ask'; clientName: string; redirectHost: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'refused'; message: string };

/** Checks the authorization request in the page's query string. */
export async function readConsentRequest(search: string): Promise<ConsentRequest> {
  try {
    const answer = await requestJson(`/api/oauth/authorize${search}`);
    const body = answer.body as { client_name?: string; redirect_host?: string; redirect?: string; message?: string } | null;
    if (answer.ok && typeof body?.redirect === 'string') return { kind: 'redirect', to: body.redirect };
    if (answer.ok && typeof body?.client_name === 'string')
      return { kind: 'ask', clientName: body.client_name, redirectHost: body.redirect_host ?? '' };
    return { kind: 'refused', message: body?.message ?? 'This connection request is not valid.' };
  } catch {
    return { kind: 'refused', message: 'We could not reach the server. Check your connection and reload the page.' };
  }
}

/** Sends the user's decision; the answer is where to send the browser (back to the app). */
export async function decide(search: string, allow: boolean, monthlyCap: number | null): Promise<Outcome<string>> {
  const { data } = await supabase().auth.getSession();
  const bearer = data.session?.access_token;
  if (!bearer) return { ok: false, error: 'Please sign in again.' };
  const params = Object.fromEntries(new URLSearchParams(search));
  try {
    const answer = await requestJson('/api/oauth/authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
      body: JSON.stringify({ ...params, decision: allow ? 'allow' : 'deny', monthly_cap: monthlyCap }),
    });
    const body = answer.body as { redirect?: string; message?: string } | null;
    return answer.ok && typeof body?.redirect === 'string'
      ? { ok: true, value: body.redirect }
      : { ok: false, error: body?.message ?? 'The connection could not be made. Please try again.' };
  } catch {
    return { ok: false, error: 'We could not reach the server. Check your connection and try again.' };
  }
}
