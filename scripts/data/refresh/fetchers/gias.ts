/**
 * Get Information about Schools (https://get-information-schools.service.gov.uk/Downloads): the
 * "all establishment data" extract, published every day as `edubasealldataYYYYMMDD.csv`. The
 * newest of the last week's files is the release; the refresh loads at most one a week (cadence).
 */
import { recentDays } from '../../../../src/lib/data/refresh/discover.ts';
import { firstServed, type Fetcher } from '../fetcher.ts';

export const giasFetcher: Fetcher = {
  source: 'gias',
  dataset: 'gias',
  importers: ['gias-establishments'],
  cadenceDays: 7,
  // Schools open and close by the handful: a whole extract barely changes in size.
  maxShrink: 0.05,
  async discover(urls, held, now) {
    // Within a week of the extract held, keep it: a daily file is not worth a daily load.
    if (held.key && /^\d{8}$/.test(held.key)) {
      const heldDay = `${held.key.slice(0, 4)}-${held.key.slice(4, 6)}-${held.key.slice(6)}`;
      if (now.getTime() - Date.parse(`${heldDay}T00:00:00Z`) < 7 * 86_400_000)
        return { key: held.key, name: held.name ?? heldDay, releasedOn: heldDay, period: heldDay, files: [] };
    }
    const days = recentDays(now, 7);
    const found = await firstServed(days.map((d) => new URL(`edubasealldata${d}.csv`, urls.gias.base).toString()));
    if (!found) throw new Error(`no GIAS extract for the last 7 days at ${urls.gias.base}`);
    const name = found.url.slice(found.url.lastIndexOf('/') + 1);
    const day = name.slice('edubasealldata'.length, -'.csv'.length);
    const releasedOn = `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`;
    return { key: day, name, releasedOn, period: releasedOn, files: [{ url: found.url, name, size: found.size, md5: null }] };
  },
};
