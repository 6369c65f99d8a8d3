/**
 * `npm run bench:lighthouse`: builds if needed, serves the site on a spare port and runs
 * Lighthouse (mobile) on the home page, a calculator page and the 404 page, printing the
 * four category scores. Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
 */
import { existsSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const port = Number(process.env['BENCH_PORT'] ?? 4398);
const origin = `http://localhost:${port}`;
// Lighthouse refuses to audit a response with status 404, so the 404 page is audited at /404.html (same HTML).
const pages = ['/', '/stampdutycalculator', '/404.html'];

if (!existsSync('dist/index.html')) {
  const build = spawnSync('node', ['scripts/build.ts'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn('node', ['server/start.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, PORT: String(port), SUPABASE_PORT: '54398' },
});
await waitFor(`${origin}/api/health`);

const chrome = await chromeLauncher.launch({
  chromePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const rows: string[][] = [];
try {
  for (const path of pages) {
    const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    const categories = result?.lhr.categories ?? {};
    const score = (key: string) => String(Math.round((categories[key]?.score ?? 0) * 100));
    rows.push([path, score('performance'), score('accessibility'), score('best-practices'), score('seo')]);
    const failing = Object.values(result?.lhr.audits ?? {}).filter(
      (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
    );
    if (failing.length) console.log(`${path}: failing audits: ${failing.map((a) => a.id).join(', ')}`);
  }
} finally {
  chrome.kill();
  server.kill();
}

console.log('\nLighthouse (mobile)');
console.log(['page', 'performance', 'accessibility', 'best-practices', 'seo'].join('\t'));
for (const row of rows) console.log(row.join('\t'));

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`Server did not start at ${url}`);
}
