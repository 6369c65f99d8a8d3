import type { Config } from '@netlify/functions';
import { handleDeductCredit } from './_shared/deduct-credit.ts';

/** POST /api/deduct-credit { service } + x-api-key → { isLegacy, updatedCredits } */
export default handleDeductCredit;

export const config: Config = { path: '/api/deduct-credit' };
