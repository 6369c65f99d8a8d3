/**
 * HM Land Registry Price Paid Data in both published layouts:
 *  - bulk (pp-complete.csv, pp-YYYY.csv, monthly updates): no header, 16 columns, ids in braces,
 *    "YYYY-MM-DD 00:00" dates, PAON before SAON, record status A (add) / C (change) / D (delete);
 *  - report builder: header row, SAON before PAON, ids without braces, linked_data_uri, no status.
 * Rows are keyed by transaction id, so a re-import or a monthly update replaces earlier values.
 */
import { parse } from 'postcode';
import { int, isoDate, text } from '../lib/fields.ts';
import type { Importer, RowContext, RowResult } from '../lib/importer.ts';

const COLUMNS = [
  'transaction_id',
  'price',
  'transfer_date',
  'postcode',
  'outward',
  'sector',
  'property_type',
  'new_build',
  'tenure',
  'paon',
  'saon',
  'street',
  'locality',
  'town',
  'district',
  'county',
  'category',
  'record_status',
];
const CONFLICT = `on conflict (transaction_id) do update set ${COLUMNS.slice(1)
  .concat('source_key')
  .map((c) => `${c} = excluded.${c}`)
  .join(', ')}`;

const BULK_COLUMNS = [
  'transactionid',
  'price',
  'date',
  'postcode',
  'propertytype',
  'oldnew',
  'duration',
  'paon',
  'saon',
  'street',
  'locality',
  'town',
  'district',
  'county',
  'category',
  'recordstatus',
];

interface Sale {
  id: string | null;
  price: string | undefined;
  date: string | undefined;
  postcode: string | undefined;
  type: string | undefined;
  newBuild: string | undefined;
  tenure: string | undefined;
  paon: string | undefined;
  saon: string | undefined;
  street: string | undefined;
  locality: string | undefined;
  town: string | undefined;
  district: string | undefined;
  county: string | undefined;
  category: string | undefined;
  status: string | undefined;
}

function toRow(s: Sale, ctx: RowContext): RowResult {
  const id = s.id?.replace(/[{}]/g, '') ?? '';
  if (!/^[0-9A-F-]{36}$/i.test(id)) return { ok: false, error: 'missing or malformed transaction id' };
  const status = text(s.status)?.toUpperCase() ?? 'A';
  if (status === 'D') {
    ctx.defer('delete from open_data.price_paid where transaction_id = $1', [id.toUpperCase()]);
    return { ok: 'skip' };
  }
  const price = int(s.price);
  if (price === null || price <= 0) return { ok: false, error: 'price is not a positive number' };
  const date = isoDate(s.date);
  if (!date) return { ok: false, error: 'transfer date is not a date' };
  const type = text(s.type)?.toUpperCase() ?? null;
  if (type && !/^[DSTFO]$/.test(type)) return { ok: false, error: 'property type is not D/S/T/F/O' };
  const pc = parse((s.postcode ?? '').replace(/\s+/g, ''));
  ctx.noteAsOf(date);
  return {
    ok: true,
    value: [
      id.toUpperCase(),
      price,
      date,
      pc.valid ? pc.postcode : null,
      pc.valid ? pc.outcode : null,
      pc.valid ? pc.sector : null,
      type,
      text(s.newBuild)?.toUpperCase() === 'Y',
      text(s.tenure),
      text(s.paon),
      text(s.saon),
      text(s.street),
      text(s.locality),
      text(s.town),
      text(s.district),
      text(s.county),
      text(s.category),
      status,
    ],
  };
}

export const pricePaidBulkImporter: Importer = {
  id: 'price-paid-bulk',
  dataset: 'price_paid',
  table: 'open_data.price_paid',
  columns: COLUMNS,
  conflict: CONFLICT,
  headerless: BULK_COLUMNS,
  matches: (f) => /^"?\{[0-9A-F-]{36}\}"?,/i.test(f.firstLine),
  mapRow: (r, ctx) =>
    toRow(
      {
        id: r['transactionid'] ?? null,
        price: r['price'],
        date: r['date'],
        postcode: r['postcode'],
        type: r['propertytype'],
        newBuild: r['oldnew'],
        tenure: r['duration'],
        paon: r['paon'],
        saon: r['saon'],
        street: r['street'],
        locality: r['locality'],
        town: r['town'],
        district: r['district'],
        county: r['county'],
        category: r['category'],
        status: r['recordstatus'],
      },
      ctx,
    ),
};

export const pricePaidReportImporter: Importer = {
  id: 'price-paid-report',
  dataset: 'price_paid',
  table: 'open_data.price_paid',
  columns: COLUMNS,
  conflict: CONFLICT,
  matches: (f) => ['uniqueid', 'pricepaid', 'deeddate', 'postcode'].every((h) => f.header.includes(h)),
  mapRow: (r, ctx) =>
    toRow(
      {
        id: r['uniqueid'] ?? null,
        price: r['pricepaid'],
        date: r['deeddate'],
        postcode: r['postcode'],
        type: r['propertytype'],
        newBuild: r['newbuild'],
        tenure: r['estatetype'],
        paon: r['paon'],
        saon: r['saon'],
        street: r['street'],
        locality: r['locality'],
        town: r['town'],
        district: r['district'],
        county: r['county'],
        category: r['transactioncategory'],
        status: undefined,
      },
      ctx,
    ),
};
