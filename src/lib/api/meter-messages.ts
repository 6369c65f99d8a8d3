/**
 * What metered answers say when they cannot be given, in one place for the server's JSON
 * `message` and the checker's call to action (the error code picks the link).
 */
export const METER_MESSAGES = {
  freeLimit: (limit: number) =>
    `You have used your ${limit} free lookups on this checker today. Start a free trial to keep going.`,
  paused: 'Your account is paused. Restart your plan on the billing page to continue.',
  trialEnded: 'Your free trial has ended. Choose a plan on the billing page to continue.',
  noCredits: 'You have no credits left. Upgrade or buy more credits on the billing page.',
  badIdempotencyKey: 'The Idempotency-Key header must be 1 to 255 printable characters.',
  keyReused:
    'This Idempotency-Key was already used for a different request in the last 24 hours. Send a new key for a new request.',
  alreadyHeld: 'No charge: you already have this answer from the last 24 hours.',
  answerCap: (limit: number) =>
    `This account has stored ${limit.toLocaleString('en-GB')} answers today, the most we keep in one day. Answers you already hold still open free; new ones resume at midnight UTC.`,
  unpaidCap: (limit: number) =>
    `This account has made ${limit.toLocaleString('en-GB')} API calls today that returned no charged answer, the most we accept in one day. Calls resume at midnight UTC; check the errors in your request log.`,
} as const;

/** The call to action for each metering refusal, by error code. */
export const METER_ACTIONS: Readonly<Record<string, { href: string; label: string }>> = {
  free_limit_reached: { href: '/start-trial', label: 'Start your free trial' },
  account_paused: { href: '/billing', label: 'Go to billing' },
  trial_ended: { href: '/billing', label: 'Choose a plan' },
  insufficient_credits: { href: '/billing', label: 'Upgrade or buy credits' },
};
