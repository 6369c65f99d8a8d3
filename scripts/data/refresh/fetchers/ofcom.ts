/**
 * Ofcom Connected Nations: fixed broadband by postcode. Ofcom has no API for these files; each
 * report and each interim update has a "data downloads" page linking its zips. The fetcher reads
 * the Connected Nations hub page (and any pages configured in `ofcom.pages`), follows its links
 * to report pages and data-download pages (up to six reports, twenty download pages), and takes the newest coverage zip (YYYYMM_fixed_…coverage…) and the
 * newest performance zip (YYYYMM_fixed_…performance…) by the release month that starts Ofcom's
 * file names. From the coverage zip (its postcode files are a zip within the zip) it takes the
 * all-premises postcode files, YYYYMM_fixed_pc_coverage_rNN_<area>.csv, not the residential ones;
 * from the performance zip the postcode performance files. The importers date rows by that month.
 */
import { head, type Fetcher, type RemoteFile } from '../fetcher.ts';

/** A page's links, resolved against the address it was served from (after redirects). */
async function getPage(url: string): Promise<{ links: string[] }> {
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return { links: pageLinks(await response.text(), response.url || url) };
}

/** A Connected Nations report or update page ("connected-nations-2025", "…-update-spring-2026"). */
const REPORT_PAGE = /connected-nations-(?:\d{4}|update)[^/]*\/?$/i;
/** A page listing a release's files. */
const DOWNLOAD_PAGE = /data-?downloads?/i;

/** Every link's address on a page, resolved against the page's own. */
export function pageLinks(html: string, base: string): string[] {
  const links: string[] = [];
  for (const m of html.matchAll(/href\s*=\s*["']([^"'#]+)["']/gi)) {
    try {
      links.push(new URL((m[1] as string).replace(/&amp;/g, '&'), base).toString());
    } catch {
      // not an address
    }
  }
  return [...new Set(links)];
}

const fileName = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');

export interface OfcomFile {
  url: string;
  name: string;
  /** Release month "YYYY-MM" from the name's YYYYMM prefix. */
  month: string;
  kind: 'coverage' | 'performance';
}

/** The fixed broadband files among `links`: zips or CSVs whose names start with the release month. */
export function ofcomFiles(links: string[]): OfcomFile[] {
  const files: OfcomFile[] = [];
  for (const url of links) {
    const name = fileName(url);
    const m = /^((?:19|20)\d\d)(0[1-9]|1[0-2])_fixed.*?(coverage|performance).*\.(zip|csv)$/i.exec(name);
    if (!m) continue;
    files.push({ url, name, month: `${m[1]}-${m[2]}`, kind: (m[3] as string).toLowerCase() as OfcomFile['kind'] });
  }
  return files;
}

/** The newest file of a kind: latest month, then the latest revision (r02 after r01) by name. */
export function newestOfcom(files: OfcomFile[], kind: OfcomFile['kind']): OfcomFile | null {
  return (
    files
      .filter((f) => f.kind === kind)
      .sort((a, b) => a.month.localeCompare(b.month) || a.name.localeCompare(b.name))
      .at(-1) ?? null
  );
}

/** All-premises postcode files (not `_res_`), in the coverage zip or the zip inside it. */
const COVERAGE_ENTRIES = /(?:^|\/)\d{6}_fixed_(?:pc|postcode)_coverage_r\d+_[A-Z]{1,2}\.csv$/i;
const PERFORMANCE_ENTRIES = /(?:^|\/)\d{6}_fixed_(?:pc|postcode)_performance_r\d+(?:_[A-Z]{1,2})?\.csv$/i;

function remote(file: OfcomFile): RemoteFile {
  const direct = file.name.toLowerCase().endsWith('.csv');
  return {
    url: file.url,
    name: file.name,
    size: null,
    md5: null,
    ...(direct ? {} : { extract: file.kind === 'coverage' ? COVERAGE_ENTRIES : PERFORMANCE_ENTRIES }),
  };
}

export const ofcomFixedFetcher: Fetcher = {
  source: 'ofcom-fixed-postcode',
  dataset: 'ofcom_broadband',
  importers: ['ofcom-fixed-postcode-coverage', 'ofcom-fixed-postcode-performance'],
  // A report in December and two updates a year between: a new coverage month every few months.
  cadenceDays: 183,
  maxShrink: 0.2,
  // A release with a performance file is not comparable in size with one without.
  sameSeries: (heldName, release) => /performance/i.test(heldName) === /performance/i.test(release.name),
  async discover(urls, _held, now) {
    const configured = urls.ofcom.pages
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const hub = await getPage(urls.ofcom.index);
    // The hub links each report's and update's page, which links its data downloads (or the hub
    // links the data-download pages directly).
    const reports = hub.links.filter((l) => REPORT_PAGE.test(new URL(l).pathname)).slice(0, 6);
    const links = [...hub.links];
    for (const report of reports) links.push(...(await getPage(report).catch(() => ({ links: [] as string[] }))).links);
    const pages = [...new Set([...configured, ...links.filter((l) => DOWNLOAD_PAGE.test(new URL(l).pathname))])].slice(0, 20);
    for (const page of pages) links.push(...(await getPage(page)).links);
    const files = ofcomFiles([...new Set(links)]);
    const coverage = newestOfcom(files, 'coverage');
    if (!coverage) throw new Error(`no fixed broadband coverage file linked from ${urls.ofcom.index} or its data-download pages`);
    const performance = newestOfcom(files, 'performance');
    const chosen = [coverage, ...(performance ? [performance] : [])];
    const served = await head(coverage.url).catch(() => null);
    return {
      key: chosen.map((f) => f.name).join(' + '),
      name: chosen.map((f) => f.name).join(' + '),
      releasedOn: served?.lastModified ?? now.toISOString().slice(0, 10),
      period: coverage.month,
      files: chosen.map(remote),
    };
  },
};
