/** The signed-in user's API usage figures (public.api_usage_mine, the same figures as GET /api/v1/account/usage). */
import { fail, ok, type Result } from '../lib/result.ts';
import { accountUsage, type AccountUsage } from '../lib/api/v1/schemas/account.ts';
import { supabase } from './supabase.ts';

export async function fetchApiUsage(days = 30): Promise<Result<AccountUsage>> {
  const { data, error } = await supabase().rpc('api_usage_mine', { p_days: days });
  if (error) return fail(error.message || 'Could not load your API usage.');
  const parsed = accountUsage.safeParse(data);
  return parsed.success
    ? ok(parsed.data)
    : fail('Your API usage came back in a shape we did not expect. Please reload the page.');
}
