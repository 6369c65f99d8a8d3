/**
 * A small site for the runner tests: the real netlify.toml, a dist/ with a few pages and a
 * `_headers` file, and a functions/ folder whose functions misbehave on purpose (slow, throwing,
 * leaking internals in a 500) next to well-behaved ones.
 */
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const FUNCTIONS: Record<string, string> = {
  'echo.ts': `
export default async (request, context) =>
  Response.json({
    method: request.method,
    ip: context.ip,
    params: context.params,
    requestId: context.requestId,
    forwarded: request.headers.get('x-forwarded-for'),
    platformIp: request.headers.get('x-nf-client-connection-ip'),
    cookie: context.cookies.get('session') ?? null,
    body: request.method === 'POST' ? await request.text() : null,
  });
export const config = { path: ['/api/echo', '/api/items/:id'] };`,
  'post-only.ts': `
export default async () => new Response('posted', { status: 201 });
export const config = { path: '/api/post-only', method: 'POST' };`,
  'slow.ts': `
export default async () => { await new Promise((r) => setTimeout(r, 2000)); return new Response('late'); };
export const config = { path: '/api/slow' };`,
  'throws.ts': `
export default async () => { throw new Error('boom at /work/secret/file.ts:12:3'); };
export const config = { path: '/api/throws' };`,
  'leaks.ts': `
export default async () => new Response('Error: Cannot find module /work/main/.netlify/x.js\\n    at load (node:internal:1:1)', { status: 500 });
export const config = { path: '/api/leaks' };`,
  'leaks-json.ts': `
export default async () => Response.json({ error: 'db', message: 'connect ECONNREFUSED 127.0.0.1:5432' }, { status: 503 });
export const config = { path: '/api/leaks-json' };`,
  'shaped-error.ts': `
export default async () => Response.json({ error: 'service_unavailable', message: 'Try again shortly.' }, { status: 503 });
export const config = { path: '/api/shaped-error' };`,
  'sets-cookie.ts': `
export default async (_request, context) => { context.cookies.set({ name: 'visitor', value: 'a b', httpOnly: true, sameSite: 'Lax' }); return new Response('ok'); };
export const config = { path: '/api/sets-cookie' };`,
  'no-path.ts': `
export default async () => new Response('default route');`,
  '_shared.ts': `export const notAFunction = true;`,
};

const PAGES: Record<string, string> = {
  '404.html': '<!doctype html><title>Not found</title><h1>Oh no! Page not found</h1>',
  'index.html': '<!doctype html><title>Home</title><h1>Home</h1>',
  'about.html': `<!doctype html><title>About</title><h1>About</h1>${'<p>Padding so the page is worth compressing.</p>'.repeat(60)}`,
  'test-404.html': '<!doctype html><title>Test</title><h1>This is a test 404 error page</h1>',
  'mortgage-repayment-calculator.html': '<!doctype html><h1>Mortgage</h1>',
  'blog/index.html': '<!doctype html><h1>Blog</h1>',
  '_astro/app.abc123.js': 'console.log("app")',
  _headers: "/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: default-src 'self'\n",
};

export function createFixtureSite(): string {
  const root = mkdtempSync(join(tmpdir(), 'brickstack-runner-'));
  copyFileSync('netlify.toml', join(root, 'netlify.toml'));
  mkdirSync(join(root, 'functions'));
  writeFileSync(join(root, 'functions', 'package.json'), '{ "type": "module" }');
  for (const [name, source] of Object.entries(FUNCTIONS))
    writeFileSync(join(root, 'functions', name.replace(/\.ts$/, '.mjs')), source);
  for (const [path, text] of Object.entries(PAGES)) {
    const file = join(root, 'dist', path);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, text);
  }
  return root;
}
