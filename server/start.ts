/**
 * `npm start` / `npm run serve`: runs the whole product locally from the built site.
 * PORT overrides the web port (default 4321) and, unless SUPABASE_PORT is set, the local backend's
 * (PORT + 50000); HOST the address both listen on (default 127.0.0.1, this machine only; another
 * is refused while local test keys are in use: server/local-address.ts). DIST_DIR serves another
 * build than dist/ (the browser tests' second site, built with other settings).
 */
import { fileURLToPath } from 'node:url';
import { startRunner } from './runner.ts';
import { loadLocalEnv } from './env.ts';
import { exposureProblem, listenHost, webPort } from './local-address.ts';
import { startBackendFromEnv } from './supabase/from-env.ts';
import { billingStartupProblem } from '../functions/_shared/billing/config.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
loadLocalEnv(root);
const port = webPort(process.env);
const host = listenHost(process.env);
// Links the functions email (sign-in, billing) lead back to this server, not the production site.
process.env['LOCAL_SITE_URL'] ||= `http://localhost:${port}`;
// BILLING_MODE=local on a copy that is not on this machine would hand out credits, and Stripe keys
// without the supplier's VAT number and address would issue VAT invoices without them: stop now.
const billingProblem = billingStartupProblem();
if (billingProblem) {
  const fix = billingProblem.startsWith('BILLING_MODE=local')
    ? 'Unset BILLING_MODE, or set Stripe keys, to start.'
    : 'Or remove the Stripe keys to use the local test checkout.';
  console.error(`\n  ${billingProblem}\n  ${fix}\n`);
  process.exit(1);
}
// Off loopback, the local checkout and the published local keys would be open to the network.
const exposure = exposureProblem(host, process.env);
if (exposure) {
  console.error(`\n  ${exposure}\n`);
  process.exit(1);
}

const backend = await startBackendFromEnv(root, host);
// The functions reach the database as in production: a `pg` pool on DATABASE_URL.
if (backend) process.env['DATABASE_URL'] = backend.databaseUrl;
const distDir = process.env['DIST_DIR']?.trim();
const web = await startRunner({ root, port, host, ...(distDir ? { distDir } : {}) });
console.log(`\n  Site running at ${web.url}\n`);

async function shutdown(): Promise<void> {
  await web.close();
  await backend?.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
