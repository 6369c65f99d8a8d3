/**
 * Ofcom Connected Nations: fixed broadband by postcode. Ofcom has no API for these files; each
 * report and each interim update has a "data downloads" page linking its zips. The fetcher reads
 * the Connected Nations hub page (and any pages configured in `ofcom.pages`), follows its links
 * to data-download pages, and takes the newest coverage zip (YYYYMM_fixed_…coverage…) and the
 * newest performance zip (YYYYMM_fixed_…performance…) by the release month that starts Ofcom's
 * file names. From the coverage zip (its postcode files are a zip within the zip) it takes the
 * all-premises postcode files, YYYYMM_fixed_pc_coverage_rNN_<area>.csv, not the residential ones;
 * from the performance zip the postcode performance files. The importers date rows by that month.
 */
import { getHtml, head, type Fetcher, type RemoteFile } from '../fetcher.ts';

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
    const hub = pageLinks(await getHtml(urls.ofcom.index), urls.ofcom.index);
    const pages = [...new Set([...configured, ...hub.filter((l) => /data-?downloads?/i.test(new URL(l).pathname))])].slice(0, 20);
    // The hub itself may link the files (or be a data-download page, as in the configured case).
    const links = [...hub];
    for (const page of pages) links.push(...pageLinks(await getHtml(page), page));
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
