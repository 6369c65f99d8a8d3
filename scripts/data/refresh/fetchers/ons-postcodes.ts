/**
 * ONS National Statistics Postcode Lookup (NSPL), quarterly (February, May, August, November) on
 * the Open Geography Portal, an ArcGIS Online item per release ("National Statistics Postcode
 * Lookup (May 2025)"). The portal's search finds the newest; its zip holds the whole-UK CSV
 * `Data/NSPL_<MON>_<YYYY>_UK.csv` (and per-area copies, not taken).
 */
import { newestPortalItem } from '../../../../src/lib/data/refresh/discover.ts';
import { getJson, type Fetcher } from '../fetcher.ts';

const PRODUCT = 'National Statistics Postcode Lookup';

export const nsplFetcher: Fetcher = {
  source: 'ons-nspl',
  dataset: 'nspl',
  importers: ['postcodes-onspd-nspl'],
  cadenceDays: 92,
  // Postcodes are added and terminated, never dropped: a whole-UK file barely changes in size.
  maxShrink: 0.05,
  async discover(urls) {
    const query = new URLSearchParams({
      f: 'json',
      num: '50',
      sortField: 'modified',
      sortOrder: 'desc',
      q: `title:"${PRODUCT}" AND owner:ONSGeography_data`,
    });
    const item = newestPortalItem(await getJson(`${urls['ons-portal'].search}?${query}`), PRODUCT);
    if (!item) throw new Error(`the ONS portal search found no "${PRODUCT}" release`);
    const url = new URL(`${item.id}/data`, urls['ons-portal'].items).toString();
    return {
      key: item.id,
      name: item.title,
      // ONS releases in the month the title names; the day is not part of the listing.
      releasedOn: `${item.month}-01`,
      period: item.month,
      files: [{ url, name: `NSPL_${item.month}_UK.zip`, size: null, md5: null, extract: /^Data\/NSPL[^/]*_UK\.csv$/i }],
    };
  },
};
