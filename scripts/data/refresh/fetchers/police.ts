/**
 * police.uk street-level crime (https://data.police.uk/data/archive/): the API lists the months
 * with street-level data (`crimes-street-dates`), and each month's archive `YYYY-MM.zip` holds
 * every force's `YYYY-MM/YYYY-MM-<force>-street.csv` for the last 36 months. A release is the
 * newest month; from its archive the refresh takes the street files of the months newer than the
 * one held (at most three, the newest first when none is held).
 */
import { newestPoliceMonth } from '../../../../src/lib/data/refresh/discover.ts';
import { getJson, head, type Fetcher } from '../fetcher.ts';

/** Months after `held` up to `newest` (YYYY-MM), at most `max`, oldest first. */
export function monthsToFetch(held: string | null, newest: string, max = 3): string[] {
  const out: string[] = [];
  let [y, m] = newest.split('-').map(Number) as [number, number];
  while (out.length < max) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (held !== null && month <= held) break;
    out.unshift(month);
    if (held === null) break;
    m -= 1;
    if (m === 0) [y, m] = [y - 1, 12];
  }
  return out;
}

export const policeStreetFetcher: Fetcher = {
  source: 'police-street',
  dataset: 'police_street_crime',
  importers: ['police-street-crime'],
  cadenceDays: 31,
  // A month of all forces has a similar number of records to the month before.
  maxShrink: 0.5,
  async discover(urls, held, now) {
    const newest = newestPoliceMonth(await getJson(urls.police.dates));
    if (!newest) throw new Error(`police.uk listed no months at ${urls.police.dates}`);
    const url = new URL(`${newest}.zip`, urls.police.archive).toString();
    const info = await head(url);
    const months = monthsToFetch(held.period?.slice(0, 7) ?? null, newest);
    const pattern = `^(${(months.length ? months : [newest]).join('|')})/\\1-[a-z0-9-]+-street\\.csv$`;
    return {
      key: newest,
      name: `${newest}.zip`,
      releasedOn: info.lastModified ?? now.toISOString().slice(0, 10),
      period: newest,
      files: [{ url, name: `${newest}.zip`, size: info.size, md5: null, extract: new RegExp(pattern) }],
    };
  },
};
