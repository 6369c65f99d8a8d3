import type { Config } from '@netlify/functions';
import { handleContact } from './_shared/contact.ts';

/** POST /api/contact { name, email, topic, message } → { ok, reference, message } */
export default handleContact;

export const config: Config = { path: '/api/contact' };
