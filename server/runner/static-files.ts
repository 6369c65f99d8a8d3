/**
 * The built site's files, served as Netlify's CDN serves them: pretty URLs (`/about` →
 * about.html, `/blog/` → blog/index.html), never outside dist/, never the `_headers` or
 * `_redirects` control files, with an ETag and gzip or Brotli for text (computed once per file
 * version and kept in memory).
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface StaticFile {
  /** Path relative to dist/, with a leading slash. */
  path: string;
  body: Buffer;
  contentType: string;
  etag: string;
  gzip?: Buffer;
  brotli?: Buffer;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.pdf': 'application/pdf',
  '.csv': 'text/csv; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
const CONTROL_FILES = new Set(['/_headers', '/_redirects']);

export class StaticFiles {
  private readonly cache = new Map<string, { mtimeMs: number; file: StaticFile }>();
  private readonly distDir: string;

  constructor(distDir: string) {
    this.distDir = distDir;
  }

  /** The file a request path names, or null (not found, a folder, outside dist/, or undecodable). */
  async resolve(pathname: string): Promise<StaticFile | null> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    if (decoded.includes('\0') || !decoded.startsWith('/')) return null;
    const clean = normalize(decoded).replace(/\\/g, '/');
    if (CONTROL_FILES.has(clean)) return null;
    const candidates = clean.endsWith('/')
      ? [`${clean}index.html`, `${clean.replace(/\/+$/, '')}.html`]
      : [clean, `${clean}.html`, `${clean}/index.html`];
    for (const candidate of candidates) {
      const file = await this.load(candidate);
      if (file) return file;
    }
    return null;
  }

  /** A file by its exact path under dist/ (e.g. `/404.html`). */
  async load(relative: string): Promise<StaticFile | null> {
    const absolute = join(this.distDir, relative);
    if (!absolute.startsWith(this.distDir + sep)) return null;
    let info;
    try {
      info = await stat(absolute);
    } catch {
      return null;
    }
    if (!info.isFile()) return null;
    const cached = this.cache.get(absolute);
    if (cached && cached.mtimeMs === info.mtimeMs) return cached.file;
    const body = await readFile(absolute);
    const contentType = TYPES[extname(absolute).toLowerCase()] ?? 'application/octet-stream';
    const file: StaticFile = {
      path: relative,
      body,
      contentType,
      etag: `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`,
    };
    if (COMPRESSIBLE.test(contentType) && body.length > 1024) {
      file.gzip = gzipSync(body, { level: 6 });
      file.brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
    }
    this.cache.set(absolute, { mtimeMs: info.mtimeMs, file });
    return file;
  }
}

/** The body and Content-Encoding to send for the client's Accept-Encoding. */
export function encodedBody(file: StaticFile, acceptEncoding: string | undefined): { body: Buffer; encoding?: string } {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (file.brotli && /\bbr\b/.test(accepted)) return { body: file.brotli, encoding: 'br' };
  if (file.gzip && /\bgzip\b/.test(accepted)) return { body: file.gzip, encoding: 'gzip' };
  return { body: file.body };
}
