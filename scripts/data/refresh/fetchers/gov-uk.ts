/**
 * Releases published on GOV.UK, found through its Content API (https://www.gov.uk/api/content/<path>,
 * documented at https://content-api.publishing.service.gov.uk/): a collection page's
 * `links.documents` lists every edition (title, base_path, public_updated_at); an edition's
 * `details.attachments` lists its files (title, url, filename, file_size). The newest edition is
 * the one whose title names the latest year; its attachment is chosen by title.
 */
import { getJson } from '../fetcher.ts';
import type { SourceUrls } from '../sources.ts';

export interface GovUkDocument {
  title: string;
  basePath: string;
  updatedAt: string | null;
}

export interface GovUkAttachment {
  title: string;
  url: string;
  filename: string;
  size: number | null;
}

export interface GovUkEdition {
  title: string;
  basePath: string;
  /** Day the edition was first published (YYYY-MM-DD), else last updated. */
  publishedOn: string | null;
  updatedAt: string | null;
  attachments: GovUkAttachment[];
}

type Json = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** The documents a collection page links, from its Content API JSON. */
export function collectionDocuments(body: unknown): GovUkDocument[] {
  const docs = ((body as Json | null)?.['links'] as Json | undefined)?.['documents'];
  if (!Array.isArray(docs)) return [];
  return docs.flatMap((d: Json) => {
    const title = str(d['title']);
    const basePath = str(d['base_path']);
    return title && basePath ? [{ title, basePath, updatedAt: str(d['public_updated_at']) }] : [];
  });
}

/** An edition's title, dates and attachments, from its Content API JSON. */
export function editionOf(body: unknown, basePath: string): GovUkEdition {
  const page = (body ?? {}) as Json;
  const details = (page['details'] ?? {}) as Json;
  const attachments = Array.isArray(details['attachments']) ? (details['attachments'] as Json[]) : [];
  const day = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null);
  return {
    title: str(page['title']) ?? basePath,
    basePath,
    publishedOn: day(str(page['first_published_at'])) ?? day(str(page['public_updated_at'])),
    updatedAt: str(page['public_updated_at']),
    attachments: attachments.flatMap((a) => {
      const url = str(a['url']);
      if (!url) return [];
      const filename = str(a['filename']) ?? decodeURIComponent(url.split('/').pop() ?? '');
      const size = typeof a['file_size'] === 'number' ? a['file_size'] : null;
      return [{ title: str(a['title']) ?? filename, url, filename, size }];
    }),
  };
}

/** The documents whose title matches `pattern`, latest year (first captured group) first. */
export function byYear(docs: GovUkDocument[], pattern: RegExp): GovUkDocument[] {
  return docs
    .map((doc) => ({ doc, year: Number(pattern.exec(doc.title)?.[1] ?? NaN) }))
    .filter((d) => Number.isFinite(d.year) && !/\/announcements\//.test(d.doc.basePath))
    .sort((a, b) => b.year - a.year)
    .map((d) => d.doc);
}

const contentUrl = (urls: SourceUrls, path: string) => new URL(path.replace(/^\//, ''), urls['gov-uk'].content).toString();

/**
 * The newest edition in a collection whose titles match `pattern` (year in the first group) that
 * has the attachment `pick` chooses: an edition announced but not yet published has none, and
 * the one before it is taken (up to three editions are read).
 */
export async function newestEdition(
  urls: SourceUrls,
  collection: string,
  pattern: RegExp,
  pick: (a: GovUkAttachment) => boolean,
): Promise<{ edition: GovUkEdition; attachment: GovUkAttachment }> {
  const docs = byYear(collectionDocuments(await getJson(contentUrl(urls, collection))), pattern);
  if (!docs.length) throw new Error(`no document titled like ${pattern} in the GOV.UK collection ${collection}`);
  for (const doc of docs.slice(0, 3)) {
    const edition = editionOf(await getJson(contentUrl(urls, doc.basePath)), doc.basePath);
    const attachment = edition.attachments.find(pick);
    if (attachment) return { edition, attachment };
  }
  throw new Error(`none of the newest editions in ${collection} (${docs[0]?.title} …) has the file looked for`);
}
