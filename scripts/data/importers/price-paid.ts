/**
 * HM Land Registry Price Paid Data in both published layouts:
 *  - bulk (pp-complete.csv, pp-YYYY.csv, pp-monthly-update.csv): no header, 16 columns, ids in
 *    braces, "YYYY-MM-DD 00:00" dates, PAON before SAON, record status A (add) / C (change) / D (delete);
 *  - report builder: header row, SAON before PAON, ids without braces, linked_data_uri, no status.
 * Both load set-based (price-paid-bulk.ts): COPY into staging, one parallel statement that parses,
 * checks and sorts the rows, one that upserts them.
 * Rows are keyed by transaction id, so a re-import or a monthly update replaces earlier values.
 */
import type { Importer } from '../lib/importer.ts';
import { BULK_LAYOUT, pricePaidBulkLoader, reportLayout } from './price-paid-bulk.ts';
import { TARGET_COLUMNS } from './price-paid-sql.ts';

const COLUMNS = TARGET_COLUMNS.filter((c) => c !== 'source_key');

export const pricePaidBulkImporter: Importer = {
  id: 'price-paid-bulk',
  dataset: 'price_paid',
  table: 'open_data.price_paid',
  columns: COLUMNS,
  bulk: pricePaidBulkLoader(() => BULK_LAYOUT),
  matches: (f) => /^"?\{[0-9A-F-]{36}\}"?,/i.test(f.firstLine),
};

export const pricePaidReportImporter: Importer = {
  id: 'price-paid-report',
  dataset: 'price_paid',
  table: 'open_data.price_paid',
  columns: COLUMNS,
  bulk: pricePaidBulkLoader(reportLayout),
  matches: (f) => ['uniqueid', 'pricepaid', 'deeddate', 'postcode'].every((h) => f.header.includes(h)),
};
