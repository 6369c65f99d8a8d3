/**
 * The contract of a dataset's fetcher: find the publisher's newest release (its own name, date
 * and files) without downloading it. The refresh (run-refresh.ts) does the rest the same way for
 * every source: compares it with the release held, downloads, checks and hands it to the importer.
 */
import type { DatasetId } from '../../../src/lib/data/datasets.ts';
import type { SourceUrls } from './sources.ts';

export interface RemoteFile {
  url: string;
  /** The publisher's file name (kept: the importers and the record read it). */
  name: string;
  /** Size the publisher announced (Content-Length), when it did. */
  size: number | null;
  /** MD5 the publisher gave (an S3 ETag), when it did. */
  md5: string | null;
  /** For a zip archive: the entries to take out of it (their names are kept; zips inside are opened too). */
  extract?: RegExp;
  /** For a zip's CSV entries: keep only these columns (normalised names), to spare disk on a national file. */
  columns?: readonly string[];
  /** Request headers the publisher needs (a bearer token); dropped by fetch on a redirect to another host. */
  headers?: Record<string, string>;
}

export interface Release {
  /** Changes exactly when the publisher publishes something new (month, item id, ETag). */
  key: string;
  /** The publisher's own name for it ("2026-09.zip", "National Statistics Postcode Lookup (May 2025)"). */
  name: string;
  /** Day the publisher released it (YYYY-MM-DD). */
  releasedOn: string;
  /** Period the data covers up to, when the listing says (else the importer's as-of is used). */
  period: string | null;
  files: RemoteFile[];
}

/** What the refresh knows of the release held, for fetchers that fetch what is missing. */
export interface HeldRelease {
  key: string | null;
  name: string | null;
  period: string | null;
}

export interface Fetcher {
  /** Source id: the row of open_data.data_releases and the folder of its files. */
  source: string;
  dataset: DatasetId;
  /** Ids of the importers its files must be recognised by (a file no one of them reads is held). */
  importers: string[];
  /** The files have no header row (Price Paid): their layout is their field count. */
  headerless?: boolean;
  /** Days between the publisher's releases. */
  cadenceDays: number;
  /** Largest drop in rows against the release held that loads unattended (0.2 = 20 %). */
  maxShrink: number;
  /** Whether a release is comparable in size with the one held (default: always). */
  sameSeries?(heldName: string, release: Release): boolean;
  discover(urls: SourceUrls, held: HeldRelease, now: Date): Promise<Release>;
  /**
   * Turns the publisher's files into the layout the importer reads (a Nomis table pivoted, a
   * spreadsheet's data sheet written as CSV), returning the files to load. A file it cannot read is
   * returned unchanged, so its layout is not recognised and the release is held for a person.
   */
  transform?(files: string[]): Promise<string[]>;
}

/**
 * Thrown by `discover` when the source cannot be asked here (no API token configured): the
 * refresh reports the source as skipped, with the reason, and carries on with the others.
 */
export class SourceSkipped extends Error {}

/** GET a JSON document with the publisher's headers (a token). */
export async function getJsonWith(url: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json', ...headers } });
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return response.json();
}

/** GET a JSON document (a publisher's listing). */
export async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return response.json();
}

/** GET a small text document (a publisher's CSV listing). */
export async function getText(url: string): Promise<string> {
  const response = await fetch(url, { headers: { accept: 'text/csv' } });
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return response.text();
}

/** HEAD a file: its size, Last-Modified day and ETag. */
export async function head(url: string): Promise<{ size: number | null; lastModified: string | null; etag: string | null }> {
  const response = await fetch(url, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  const length = response.headers.get('content-length');
  const modified = response.headers.get('last-modified');
  return {
    size: length === null ? null : Number(length),
    lastModified: modified ? new Date(modified).toISOString().slice(0, 10) : null,
    etag: response.headers.get('etag'),
  };
}

/** The first of `urls` the publisher serves (HEAD 200), with what HEAD told; null when none is. */
export async function firstServed(
  urls: string[],
): Promise<{ url: string; size: number | null; lastModified: string | null } | null> {
  for (const url of urls) {
    const response = await fetch(url, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
    if (response.status === 404 || response.status === 403) continue;
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
    const length = response.headers.get('content-length');
    const modified = response.headers.get('last-modified');
    return {
      url,
      size: length === null ? null : Number(length),
      lastModified: modified ? new Date(modified).toISOString().slice(0, 10) : null,
    };
  }
  return null;
}
