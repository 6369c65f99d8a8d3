/**
 * HM Land Registry Price Paid Data (https://www.gov.uk/government/statistical-data-sets/price-paid-data-downloads):
 * the monthly change file (`pp-monthly-update-new-version.csv`: records added, changed (C) and
 * deleted (D) since the previous month, published on the 20th working day) and the current
 * year's file (`pp-YYYY.csv`, republished with the month's corrections). The bucket gives each
 * file's size, Last-Modified and an ETag that is its MD5, so a release is that ETag.
 */
import { md5FromEtag } from '../../../../src/lib/data/refresh/discover.ts';
import { head, type Fetcher, type Release } from '../fetcher.ts';

async function bucketFile(base: string, name: string, now: Date): Promise<Release> {
  const url = new URL(name, base).toString();
  const info = await head(url);
  const releasedOn = info.lastModified ?? now.toISOString().slice(0, 10);
  return {
    key: info.etag ?? `${releasedOn}:${info.size ?? ''}`,
    name: `${name} (${releasedOn})`,
    releasedOn,
    period: null,
    files: [{ url, name, size: info.size, md5: md5FromEtag(info.etag) }],
  };
}

export const pricePaidMonthlyFetcher: Fetcher = {
  source: 'price-paid-monthly',
  dataset: 'price_paid',
  importers: ['price-paid-bulk'],
  headerless: true,
  cadenceDays: 31,
  // A change file's size follows the month's sales; only a near-empty one is held.
  maxShrink: 0.8,
  discover: (urls, _held, now) => bucketFile(urls['price-paid'].base, 'pp-monthly-update-new-version.csv', now),
};

export const pricePaidYearFetcher: Fetcher = {
  source: 'price-paid-year',
  dataset: 'price_paid',
  importers: ['price-paid-bulk'],
  headerless: true,
  cadenceDays: 31,
  // The year's file only grows within its year; a new year's first file starts a new series.
  maxShrink: 0.2,
  sameSeries: (heldName, release) => heldName.split(' ')[0] === release.files[0]?.name,
  discover: (urls, _held, now) => bucketFile(urls['price-paid'].base, `pp-${now.getUTCFullYear()}.csv`, now),
};
