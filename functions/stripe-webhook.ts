import type { Config } from '@netlify/functions';
import { handleStripeWebhook } from './_shared/billing/webhook.ts';

export default handleStripeWebhook;

/** POST /api/stripe/webhook: Stripe's signed events (and the local test checkout's). */
export const config: Config = { path: '/api/stripe/webhook' };
