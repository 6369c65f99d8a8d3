/**
 * A named key's settings as the key dialog collects them (name, which endpoints, monthly cap),
 * checked before they are sent: the database checks them again (public.api_key_check_settings).
 */
import { fail, ok, type Result } from '../../result.ts';

export const MAX_KEY_LABEL = 60;
export const MAX_ACTIVE_KEYS = 25;
export const MAX_MONTHLY_CAP = 1_000_000;

/** What the form holds: text as typed. */
export interface KeySettingsForm {
  label: string;
  scope: 'all' | 'chosen';
  endpoints: readonly string[];
  /** Empty for no cap. */
  cap: string;
}

/** What is stored: null endpoints means every endpoint, null cap means no cap. */
export interface KeySettings {
  label: string;
  endpoints: string[] | null;
  monthlyCap: number | null;
}

export type KeySettingsErrors = Partial<Record<'label' | 'endpoints' | 'cap', string>>;

/**
 * Checks the form against the endpoint ids that exist (an unknown id is refused, named, as the
 * database refuses it); every problem is named by its field.
 */
export function parseKeySettings(form: KeySettingsForm, knownIds: readonly string[]): Result<KeySettings, KeySettingsErrors> {
  const errors: KeySettingsErrors = {};
  const label = form.label.trim().replace(/\s+/g, ' ');
  if (label === '') errors.label = 'Give the key a name, such as “Production server”.';
  else if (label.length > MAX_KEY_LABEL) errors.label = `Use at most ${MAX_KEY_LABEL} characters.`;
  const chosen = [...new Set(form.endpoints)];
  const unknown = form.scope === 'chosen' ? chosen.find((id) => !knownIds.includes(id)) : undefined;
  if (unknown !== undefined) errors.endpoints = `There is no endpoint “${unknown}”. Choose from the endpoints listed.`;
  else if (form.scope === 'chosen' && chosen.length === 0)
    errors.endpoints = 'Choose at least one endpoint, or allow every endpoint.';
  const capText = form.cap.trim().replaceAll(',', '');
  let monthlyCap: number | null = null;
  if (capText !== '') {
    if (!/^\d+$/.test(capText) || Number(capText) < 1 || Number(capText) > MAX_MONTHLY_CAP)
      errors.cap = `Enter a whole number of credits from 1 to ${MAX_MONTHLY_CAP.toLocaleString('en-GB')}, or leave it empty for no cap.`;
    else monthlyCap = Number(capText);
  }
  if (Object.keys(errors).length > 0) return fail(errors);
  return ok({ label, endpoints: form.scope === 'all' ? null : knownIds.filter((id) => chosen.includes(id)), monthlyCap });
}

/** The form for a stored key's settings (to edit them). */
export function formOf(settings: KeySettings): KeySettingsForm {
  return {
    label: settings.label,
    scope: settings.endpoints ? 'chosen' : 'all',
    endpoints: settings.endpoints ?? [],
    cap: settings.monthlyCap === null ? '' : String(settings.monthlyCap),
  };
}
