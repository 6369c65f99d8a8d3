/** The subscription joined to a profile. */
export interface Subscription {
  status: string | null;
  trial_end: string | null;
  amount: number | null;
  frequency: string | null;
  /** When a renewal payment first failed; set only while status is 'past_due'. */
  past_due_since?: string | null;
}

/** The profile row as the signed-in shell reads it. */
export interface AccountProfile {
  id?: string;
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  profile_photo: string | null;
  monthly_plan: string | null;
  api_credits: number | null;
  secret_api: string | null;
  password_set: boolean | null;
  onboarding_completed: boolean | null;
  onboarding_completed_at: string | null;
  biggest_challenge: string | null;
  hoping_to_achieve: string | null;
  credit_exhausted_email_sent: boolean | null;
  subscriptions?: Subscription | Subscription[] | null;
}

/** The plan value that marks founding customers. */
export const LEGACY_PLAN = 'legacy';

/** The joined subscription whether PostgREST returned an object, a list or nothing. */
export function subscriptionOf(profile: Pick<AccountProfile, 'subscriptions'> | null | undefined): Subscription | null {
  const sub = profile?.subscriptions;
  if (!sub) return null;
  return Array.isArray(sub) ? (sub[0] ?? null) : sub;
}

/** Whether the profile is a founding customer's. */
export function isLegacy(profile: Pick<AccountProfile, 'monthly_plan'> | null | undefined): boolean {
  return profile?.monthly_plan === LEGACY_PLAN;
}

/** Human plan status for the dashboard and billing pages. */
export function statusLabel(status: string | null | undefined): string {
  if (status === 'trial') return 'Free trial';
  if (status === 'active') return 'Active';
  if (status === 'past_due') return 'Payment overdue';
  if (status === 'canceled') return 'Cancelled';
  return 'Paused';
}
