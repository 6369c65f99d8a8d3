/**
 * Writes dist/_headers: the security headers for every page and file, with a
 * Content-Security-Policy that allows exactly the inline scripts found in the built HTML (by
 * SHA-256) and the hosts the browser talks to (from the PUBLIC_* build variables). Netlify
 * serves it in production; the local runner reads the same file.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatHeadersFile } from '../src/lib/config/netlify-headers.ts';
import { BASE_SECURITY_HEADERS, inlineScripts, pageContentSecurityPolicy } from '../src/lib/site/security-headers.ts';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every distinct inline-script hash in the built pages, as CSP `sha256-…` sources. */
export function inlineScriptHashes(dist: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(dist)) {
    for (const script of inlineScripts(readFileSync(file, 'utf8'))) {
      hashes.add(`sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`);
    }
  }
  return [...hashes].sort();
}

export function writeHeadersFile(dist: string, env: Record<string, string | undefined> = process.env): number {
  const scriptHashes = inlineScriptHashes(dist);
  const policy = pageContentSecurityPolicy({
    scriptHashes,
    supabaseUrl: env['PUBLIC_SUPABASE_URL'],
    analyticsSrc: env['PUBLIC_ANALYTICS_SRC'],
    geolocationUrl: env['PUBLIC_GEOLOCATION_URL'],
  });
  const text = formatHeadersFile([{ for: '/*', values: { ...BASE_SECURITY_HEADERS, 'Content-Security-Policy': policy } }]);
  writeFileSync(join(dist, '_headers'), `# Written by scripts/write-headers-file.ts at build time.\n${text}`);
  return scriptHashes.length;
}
