/**
 * English Indices of Deprivation (MHCLG), a new edition every four to six years (2015, 2019,
 * 2025). Found through the GOV.UK Content API: the "English indices of deprivation" collection
 * lists the editions; the newest one's local-authority-district summaries ("File 10") are the
 * release. MHCLG publishes that file as a workbook with a sheet per domain, while the
 * deprivation importer reads the tidy summary layout (area_code, deprivation_data_year,
 * index_domain, average_rank …), so a new edition is downloaded and held for a person, who is
 * told by the held-release alert, converts it and loads it (docs/data-import.md). What this
 * source gives unattended is the edition held, its date and the cadence, and an alert when a
 * new edition appears.
 */
import type { Fetcher } from '../fetcher.ts';
import { newestEdition } from './gov-uk.ts';

const EDITION = /English indices of deprivation (\d{4})/i;
const LAD_SUMMARIES = /local authority district summar/i;

export const deprivationFetcher: Fetcher = {
  source: 'indices-of-deprivation',
  dataset: 'deprivation',
  importers: ['indices-of-deprivation'],
  cadenceDays: 1826,
  maxShrink: 0.1,
  async discover(urls) {
    const { edition, attachment: file } = await newestEdition(urls, urls['gov-uk'].deprivation, EDITION, (a) =>
      LAD_SUMMARIES.test(a.title),
    );
    return {
      key: file.url,
      name: `${edition.title}: ${file.title}`,
      releasedOn: edition.publishedOn ?? new Date().toISOString().slice(0, 10),
      period: EDITION.exec(edition.title)?.[1] ?? null,
      files: [{ url: file.url, name: file.filename, size: file.size, md5: null }],
    };
  },
};
