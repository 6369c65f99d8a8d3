/**
 * Domestic EPC certificates from MHCLG's "Get energy performance of buildings data" service. Its
 * API (Bearer token from the service's "My account" page, in EPC_API_TOKEN) publishes the whole
 * register as one zip regenerated monthly: `GET files/domestic/csv/info` answers
 * `{ data: { fileSize, lastUpdated } }` without downloading anything, and `GET files/domestic/csv`
 * redirects to the zip (a short-lived signed address; a resumed download asks the API again and
 * is redirected afresh). The release is named by its lastUpdated day. The zip's certificate CSVs
 * go to the certificates importer, taken out with only the columns it reads (one at a time, so
 * the disk needed is that of the slim files plus the zip); recommendations stay in the archive.
 * Without a token the source is skipped, said so in the run, and nothing else changes.
 */
import { EPC_CERTIFICATE_COLUMNS } from '../../importers/epc.ts';
import { getJsonWith, SourceSkipped, type Fetcher } from '../fetcher.ts';
import type { SourceUrls } from '../sources.ts';

export const EPC_TOKEN_ENV = 'EPC_API_TOKEN';

/** The info answer's size and day, or null when it is not that shape. */
export function epcFileInfo(body: unknown): { size: number | null; lastUpdated: string } | null {
  const data = (body as { data?: { fileSize?: unknown; lastUpdated?: unknown } } | null)?.data;
  if (!data || typeof data.lastUpdated !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(data.lastUpdated)) return null;
  const size = typeof data.fileSize === 'number' && data.fileSize > 0 ? data.fileSize : null;
  return { size, lastUpdated: data.lastUpdated };
}

const domesticCsv = (urls: SourceUrls) => new URL('domestic/csv', urls.epc.files).toString();

export const epcDomesticFetcher: Fetcher = {
  source: 'epc-domestic',
  dataset: 'epc_domestic',
  importers: ['epc-domestic-certificates'],
  cadenceDays: 31,
  // The whole register every time: it only grows, so a sharp drop is a broken export.
  maxShrink: 0.1,
  async discover(urls) {
    const token = process.env[EPC_TOKEN_ENV]?.trim();
    if (!token) throw new SourceSkipped(`token not set (${EPC_TOKEN_ENV})`);
    const headers = { authorization: `Bearer ${token}` };
    const info = epcFileInfo(await getJsonWith(`${domesticCsv(urls)}/info`, headers));
    if (!info) throw new Error(`the EPC service's file info is not { data: { fileSize, lastUpdated } } at ${urls.epc.files}`);
    const day = info.lastUpdated.slice(0, 10);
    return {
      key: info.lastUpdated,
      name: `domestic.zip (${day})`,
      releasedOn: day,
      period: null,
      files: [
        {
          url: domesticCsv(urls),
          name: `epc-domestic-${day}.zip`,
          size: info.size,
          md5: null,
          // Certificates only: recommendations files share the zip.
          extract: /(?:^|\/)(?!.*recommendations)[^/]+\.csv$/i,
          // About 20 of the register's 90-odd columns: the national load fits a runner's disk.
          columns: EPC_CERTIFICATE_COLUMNS,
          headers,
        },
      ],
    };
  },
};
