/**
 * `npm run dev`: Astro's dev server with the same functions, redirects and headers as
 * production (through @netlify/vite-plugin, configured in astro.config.mjs when NETLIFY_DEV
 * is set), plus the local backend.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadLocalEnv } from './env.ts';
import { startBackendFromEnv } from './supabase/from-env.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
loadLocalEnv(root);
const port = process.env['PORT'] ?? '4321';

const backend = await startBackendFromEnv(root);
const astro = spawn('astro', ['dev', '--port', port], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NETLIFY_LOCAL_DEV: '1' },
});
astro.on('exit', (code) => void (backend?.close() ?? Promise.resolve()).finally(() => process.exit(code ?? 0)));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => astro.kill(signal));
