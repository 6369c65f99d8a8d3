/**
 * UK House Price Index (https://www.gov.uk/government/collections/uk-house-price-index-reports):
 * each monthly release has a full file `UK-HPI-full-file-YYYY-MM.csv` named after the month the
 * data reaches (about two months before publication). The newest served of the last six months'
 * names is the release.
 */
import { recentMonths } from '../../../../src/lib/data/refresh/discover.ts';
import { firstServed, type Fetcher } from '../fetcher.ts';

export const ukHpiFetcher: Fetcher = {
  source: 'uk-hpi',
  dataset: 'uk_hpi',
  importers: ['uk-hpi-full-file'],
  cadenceDays: 31,
  // Every month adds a month for every area: the file only grows.
  maxShrink: 0.05,
  async discover(urls, _held, now) {
    const months = recentMonths(now, 6);
    const found = await firstServed(months.map((m) => new URL(`UK-HPI-full-file-${m}.csv`, urls['uk-hpi'].base).toString()));
    if (!found) throw new Error(`no UK HPI full file for the last 6 months at ${urls['uk-hpi'].base}`);
    const name = found.url.slice(found.url.lastIndexOf('/') + 1);
    const month = name.slice('UK-HPI-full-file-'.length, -'.csv'.length);
    return {
      key: month,
      name,
      releasedOn: found.lastModified ?? now.toISOString().slice(0, 10),
      period: month,
      files: [{ url: found.url, name, size: found.size, md5: null }],
    };
  },
};
