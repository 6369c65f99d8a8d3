/** A named key as its owner sees it (public.api_keys_mine): never the key or its hash. */
import { z } from 'zod';

export const keyRow = z.object({
  id: z.string(),
  label: z.string(),
  key_hint: z.string(),
  endpoints: z.array(z.string()).nullable(),
  monthly_cap: z.number().int().nullable(),
  spent_this_month: z.number().int(),
  created_at: z.string(),
  rotated_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});

export type KeyRow = z.infer<typeof keyRow>;

/** "Never used", or when, in the reader's words (UK format, UTC). */
export function lastUsedText(lastUsedAt: string | null): string {
  if (!lastUsedAt) return 'Never used';
  const when = new Date(lastUsedAt);
  if (Number.isNaN(when.getTime())) return 'Never used';
  return `Last used ${when.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
}

/** "All endpoints" or the chosen ones. */
export function scopeText(endpoints: readonly string[] | null): string {
  return endpoints ? endpoints.join(', ') : 'All endpoints';
}

/** "No cap" or "12 of 100 credits this month". */
export function capText(cap: number | null, spent: number): string {
  return cap === null ? `No cap · ${spent} credit${spent === 1 ? '' : 's'} this month` : `${spent} of ${cap} credits this month`;
}
