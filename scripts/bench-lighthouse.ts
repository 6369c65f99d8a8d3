/**
 * `npm run bench:lighthouse`: builds if needed, serves the site on a spare port and runs
 * Lighthouse (mobile) on one page of every type, printing the four category scores and the
 * JavaScript (compressed, without HTTP headers) loaded before interaction, and checking the budgets: performance ≥ 95,
 * accessibility 100, and ≤ 10 KB of JavaScript (gzip) on pages with no island of their own.
 * Exits non-zero when a budget fails. Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
 */
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { spawn, spawnSync } from 'node:child_process';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const port = Number(process.env['BENCH_PORT'] ?? 4398);
const origin = `http://localhost:${port}`;
/** One page of every type; `island` marks pages with an island of their own (a calculator, a checker, an app panel). */
const pages: Array<{ path: string; island: boolean }> = [
  { path: '/', island: false },
  { path: '/about', island: false },
  { path: '/pricing', island: false },
  { path: '/blog/stamp-duty-england-april-2025', island: false },
  { path: '/api-docs/council-tax', island: false },
  { path: '/ai-bedroom-design', island: false },
  { path: '/property-investing-course', island: false },
  { path: '/location/authority/bolton', island: false },
  // The school directory (search and filters) is an island of its own; it is in view on a phone.
  { path: '/schools', island: true },
  // Lighthouse refuses to audit a response with status 404, so the 404 page is audited at /404.html (same HTML).
  { path: '/404.html', island: false },
  { path: '/stampdutycalculator', island: true },
  { path: '/postcode-crime-check', island: true },
  { path: '/dashboard', island: true },
];
const JS_BUDGET_BYTES = 10 * 1024;

if (!existsSync('dist/index.html')) {
  const build = spawnSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['server/start.ts'], {
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
const failures: string[] = [];
try {
  for (const { path, island } of pages) {
    const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    const categories = result?.lhr.categories ?? {};
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    const requests = result?.lhr.audits['network-requests']?.details as
      { items?: Array<{ url: string; resourceType?: string }> } | undefined;
    const scripts = (requests?.items ?? []).filter((item) => item.resourceType === 'Script').map((item) => item.url);
    const jsBytes = await javascriptBytes(`${origin}${path}`, scripts);
    rows.push([
      path,
      String(score('performance')),
      String(score('accessibility')),
      String(score('best-practices')),
      String(score('seo')),
      `${(jsBytes / 1024).toFixed(1)} KB`,
    ]);
    if (score('performance') < 95) failures.push(`${path}: performance ${score('performance')} < 95`);
    if (score('accessibility') < 100) failures.push(`${path}: accessibility ${score('accessibility')} < 100`);
    if (!island && jsBytes > JS_BUDGET_BYTES) failures.push(`${path}: ${jsBytes} bytes of JavaScript > 10 KB`);
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
console.log(['page', 'performance', 'accessibility', 'best-practices', 'seo', 'JS before interaction'].join('\t'));
for (const row of rows) console.log(row.join('\t'));
console.log(failures.length === 0 ? '\nBudgets: all PASS' : `\nBudgets FAILED:\n  ${failures.join('\n  ')}`);
if (failures.length > 0) process.exitCode = 1;

/** Raw (compressed) bytes of a GET with Accept-Encoding: gzip, br, as a browser downloads it. */
function compressedBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * JavaScript a page ships before interaction, compressed and without HTTP headers: every script
 * file Lighthouse saw load, as transferred, plus the page's inline scripts, gzipped.
 */
async function javascriptBytes(pageUrl: string, scriptUrls: string[]): Promise<number> {
  let total = 0;
  for (const url of scriptUrls) total += await compressedBytes(url);
  const html = await (await fetch(pageUrl)).text();
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/json/.test(m[1] ?? ''))
    .map((m) => m[2] ?? '')
    .join('\n');
  return total + gzipSync(inline).length;
}

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
