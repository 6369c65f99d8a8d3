/** POST /api/validate-challenge, used for custom challenges and goals. */
import type { ValidationAnswer } from '../lib/onboarding/choice.ts';
import { supabase } from './supabase.ts';

/** Sends trimmed text; any non-OK status or unreadable answer counts as a failure. */
export async function validateChallenge(text: string): Promise<ValidationAnswer> {
  try {
    const { data } = await supabase().auth.getSession();
    const token = data.session?.access_token;
    const response = await fetch('/api/validate-challenge', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ challenge: text.trim() }),
    });
    if (!response.ok) return { kind: 'failed' };
    const body = (await response.json()) as { valid?: unknown; reason?: unknown };
    if (typeof body.valid !== 'boolean') return { kind: 'failed' };
    return { kind: 'answer', valid: body.valid, reason: typeof body.reason === 'string' ? body.reason : '' };
  } catch {
    return { kind: 'failed' };
  }
}
