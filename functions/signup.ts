import type { Config } from '@netlify/functions';
import { handleSignup } from './_shared/signup.ts';

/** POST /api/signup { email, firstName, lastName, consent } → { ok, message } (start a free trial). */
export default handleSignup;

export const config: Config = { path: '/api/signup' };
