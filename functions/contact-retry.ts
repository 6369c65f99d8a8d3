import type { Config } from '@netlify/functions';
import { retryContactMessages } from './_shared/contact.ts';
import { withLogging } from './_shared/handler.ts';
import { jsonResponse } from './_shared/respond.ts';
import { sqlClient } from './_shared/sql-client.ts';

/** Every 10 minutes (a Netlify scheduled function): emails contact messages whose delivery failed. */
export default withLogging('contact-retry', async () => {
  const delivered = await retryContactMessages(sqlClient());
  return jsonResponse(200, { delivered });
});

export const config: Config = { schedule: '*/10 * * * *' };
