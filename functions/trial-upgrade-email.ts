import type { Config } from '@netlify/functions';
import { handleTrialUpgradeEmail } from './_shared/trial-upgrade-email.ts';

/** POST /api/trial-upgrade-email { userId, email } + bearer token → { sent } */
export default handleTrialUpgradeEmail;

export const config: Config = { path: '/api/trial-upgrade-email' };
