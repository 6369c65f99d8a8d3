/**
 * Reading a publisher's own listing to find its newest release: police.uk's list of months with
 * street-level data, and the ONS Open Geography Portal's (ArcGIS) search results for a product
 * ("National Statistics Postcode Lookup (May 2025)"). Pure: the fetchers download the listing.
 */

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** The newest `YYYY-MM` in police.uk's `crimes-street-dates` answer (`[{ "date": "2026-09", … }]`), or null. */
export function newestPoliceMonth(listing: unknown): string | null {
  if (!Array.isArray(listing)) return null;
  const months = listing
    .map((e) => (e && typeof e === 'object' ? (e as Record<string, unknown>)['date'] : null))
    .filter((d): d is string => typeof d === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(d))
    .sort();
  return months.at(-1) ?? null;
}

/** `YYYY-MM` of a "Month YYYY" (or "MON YYYY") in a title, or null. `"NSPL (May 2025)"` → `"2025-05"`. */
export function monthInTitle(title: string): string | null {
  const match = /\b([A-Za-z]{3,9})\s+(\d{4})\b/g;
  let found: string | null = null;
  for (const m of title.matchAll(match)) {
    const name = (m[1] ?? '').toLowerCase();
    const index = MONTHS.findIndex((full) => full === name || full.slice(0, 3) === name);
    if (index >= 0) found = `${m[2]}-${String(index + 1).padStart(2, '0')}`;
  }
  return found;
}

export interface PortalItem {
  id: string;
  title: string;
  /** YYYY-MM from the title. */
  month: string;
}

/**
 * The newest item of an ArcGIS search answer (`{ results: [{ id, title, type }] }`) whose title
 * starts with `product` and names a month, preferring the latest month; null when none does.
 */
export function newestPortalItem(search: unknown, product: string): PortalItem | null {
  const results = search && typeof search === 'object' ? (search as Record<string, unknown>)['results'] : null;
  if (!Array.isArray(results)) return null;
  const items: PortalItem[] = [];
  for (const r of results) {
    if (!r || typeof r !== 'object') continue;
    const { id, title } = r as Record<string, unknown>;
    if (typeof id !== 'string' || typeof title !== 'string') continue;
    if (!title.toLowerCase().startsWith(product.toLowerCase())) continue;
    const month = monthInTitle(title);
    if (month) items.push({ id, title, month });
  }
  items.sort((a, b) => b.month.localeCompare(a.month));
  return items[0] ?? null;
}

/** An S3 ETag that is a single-part upload's MD5 (32 hex digits), else null. */
export function md5FromEtag(etag: string | null): string | null {
  const bare = etag?.replace(/^W\//, '').replace(/"/g, '') ?? '';
  return /^[0-9a-f]{32}$/i.test(bare) ? bare.toLowerCase() : null;
}

/** The last `n` days up to `now` as YYYYMMDD, newest first (GIAS names its daily file by day). */
export function recentDays(now: Date, n: number): string[] {
  return Array.from({ length: n }, (_, i) =>
    new Date(now.getTime() - i * 86_400_000).toISOString().slice(0, 10).replaceAll('-', ''),
  );
}

/** The last `n` months up to `now` as YYYY-MM, newest first (UK HPI names its full file by month). */
export function recentMonths(now: Date, n: number): string[] {
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    return d.toISOString().slice(0, 7);
  });
}
