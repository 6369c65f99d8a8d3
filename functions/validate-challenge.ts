import type { Config } from '@netlify/functions';
import { handleValidateChallenge } from './_shared/validate-challenge.ts';

/** POST /api/validate-challenge { challenge } → { valid, reason } */
export default handleValidateChallenge;

export const config: Config = { path: '/api/validate-challenge' };
