/**
 * Nomis (ONS labour-market statistics): the claimant count, NM_162_1, monthly. The newest month
 * is read from the API itself (one small CSV: England's latest DATE_CODE), so nothing is downloaded
 * to find out. A release is the last 48 months for England and every district, taken whole: the
 * claimant count is revised, and the months it overlaps with the series held are replaced. 48
 * months of about 300 areas stays under the API's 25,000-row answer for a caller without a key.
 */
import { getText, type Fetcher } from '../fetcher.ts';
import type { SourceUrls } from '../sources.ts';

/** NM_162_1's dimensions: all genders, all ages, the count of claimants, as a value. */
const CLAIMANTS = 'gender=0&age=0&measure=1&measures=20100';
const SELECT = 'select=date_code,geography_name,geography_code,measure_name,obs_value';

function claimantUrl(urls: SourceUrls, query: string): string {
  return `${new URL('NM_162_1.data.csv', urls.nomis.base).toString()}?${query}`;
}

/** The newest month in a one-column CSV of DATE_CODE values ("2026-10"), or null. */
export function newestMonth(csv: string): string | null {
  const months = csv
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.replace(/"/g, '').trim())
    .filter((m) => /^\d{4}-\d{2}$/.test(m))
    .sort();
  return months.at(-1) ?? null;
}

export const nomisClaimantFetcher: Fetcher = {
  source: 'nomis-claimant-count',
  dataset: 'ons_claimant_count',
  importers: ['nomis-claimant-count'],
  cadenceDays: 31,
  // The same areas and 48 months every time: a release only shrinks if areas go missing.
  maxShrink: 0.1,
  async discover(urls, _held, now) {
    const latest = newestMonth(await getText(claimantUrl(urls, `geography=E92000001&date=latest&${CLAIMANTS}&select=date_code`)));
    if (!latest) throw new Error(`Nomis answered no month for the claimant count at ${urls.nomis.base}`);
    const name = `nomis-claimant-count-${latest}.csv`;
    return {
      key: latest,
      name,
      // Nomis does not say when it published a month; the day it was first seen stands for it.
      releasedOn: now.toISOString().slice(0, 10),
      period: latest,
      files: [
        {
          url: claimantUrl(urls, `geography=${urls.nomis.areas}&date=latestMINUS47-latest&${CLAIMANTS}&${SELECT}`),
          name,
          size: null,
          md5: null,
        },
      ],
    };
  },
};
