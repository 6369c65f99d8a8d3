/**
 * `npm run dev`: Astro's dev server with the functions and redirects served in-process as in
 * production (server/dev-functions.ts, enabled in astro.config.mjs by LOCAL_FUNCTIONS), plus
 * the local backend.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadLocalEnv } from './env.ts';
import { exposureProblem, listenHost } from './local-address.ts';
import { startBackendFromEnv } from './supabase/from-env.ts';
import { billingStartupProblem } from '../functions/_shared/billing/config.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
loadLocalEnv(root);
const port = process.env['PORT'] ?? '4321';
// As npm start: links (and the billing mode) follow this machine, not the production site.
process.env['LOCAL_SITE_URL'] ||= `http://localhost:${port}`;
const billingProblem = billingStartupProblem();
if (billingProblem) {
  console.error(`\n  ${billingProblem}\n`);
  process.exit(1);
}

const host = listenHost(process.env);
const exposure = exposureProblem(host, process.env);
if (exposure) {
  console.error(`\n  ${exposure}\n`);
  process.exit(1);
}

const backend = await startBackendFromEnv(root, host);
const astro = spawn('astro', ['dev', '--port', port, '--host', host], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, LOCAL_FUNCTIONS: '1', ...(backend ? { DATABASE_URL: backend.databaseUrl } : {}) },
});
astro.on('exit', (code) => void (backend?.close() ?? Promise.resolve()).finally(() => process.exit(code ?? 0)));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => astro.kill(signal));
