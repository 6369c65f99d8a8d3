/** The optional billing reminders a signed-in user gets (row-level security: their own row only). */
import type { Outcome } from './account.ts';
import { supabase } from './supabase.ts';

export interface EmailPreferences {
  renewal_reminders: boolean;
  trial_reminders: boolean;
}

/** Both reminders are on until the person switches one off. */
export async function fetchEmailPreferences(userId: string): Promise<Outcome<EmailPreferences>> {
  const { data, error } = await supabase()
    .from('email_preferences')
    .select('renewal_reminders, trial_reminders')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) return { ok: false, error: error.message || 'Could not load your email preferences.' };
  return { ok: true, value: (data as EmailPreferences | null) ?? { renewal_reminders: true, trial_reminders: true } };
}

export async function saveEmailPreferences(userId: string, prefs: EmailPreferences): Promise<Outcome<true>> {
  const { error } = await supabase()
    .from('email_preferences')
    .upsert({ user_id: userId, ...prefs });
  if (error) return { ok: false, error: error.message || 'Could not save your email preferences.' };
  return { ok: true, value: true };
}
