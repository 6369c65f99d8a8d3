/**
 * UK House Price Index: the UK HPI app "comparison" export (Name, Region GSS code, Period,
 * Sales volume, House price index All property types) and the official UK-HPI-full-file
 * (Date dd/mm/yyyy, RegionName, AreaCode, Index, SalesVolume …). Also ward median prices
 * derived from Price Paid Data (area_code, median_price, min_price, max_price, transactions).
 */
import { int, isGss, num, text } from '../lib/fields.ts';
import type { Importer } from '../lib/importer.ts';

const CONFLICT =
  'on conflict (region_code, period) do update set region_name = excluded.region_name, sales_volume = excluded.sales_volume, index_all = excluded.index_all, source_key = excluded.source_key';

export const hpiComparisonImporter: Importer = {
  id: 'uk-hpi-comparison',
  dataset: 'uk_hpi',
  table: 'open_data.hpi',
  columns: ['region_code', 'region_name', 'period', 'sales_volume', 'index_all'],
  conflict: CONFLICT,
  matches: (f) => ['regiongsscode', 'period', 'housepriceindexallpropertytypes'].every((h) => f.header.includes(h)),
  mapRow(row, ctx) {
    const code = text(row['regiongsscode']);
    const period = text(row['period']);
    if (!isGss(code)) return { ok: false, error: 'missing GSS code' };
    if (!period || !/^\d{4}-\d{2}$/.test(period)) return { ok: false, error: 'period is not YYYY-MM' };
    const index = num(row['housepriceindexallpropertytypes']);
    if (index === null) return { ok: false, error: 'index is not a number' };
    ctx.noteAsOf(period);
    return { ok: true, value: [code, text(row['name']) ?? code, period, int(row['salesvolume']), index] };
  },
};

export const hpiFullFileImporter: Importer = {
  id: 'uk-hpi-full-file',
  dataset: 'uk_hpi',
  table: 'open_data.hpi',
  columns: ['region_code', 'region_name', 'period', 'sales_volume', 'index_all'],
  conflict: CONFLICT,
  matches: (f) => ['date', 'regionname', 'areacode', 'index'].every((h) => f.header.includes(h)),
  mapRow(row, ctx) {
    const code = text(row['areacode']);
    const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text(row['date']) ?? '') ?? /^(\d{4})-(\d{2})/.exec(text(row['date']) ?? '');
    if (!isGss(code)) return { ok: false, error: 'missing GSS code' };
    if (!m) return { ok: false, error: 'date is not a date' };
    const period = m[3] ? `${m[3]}-${m[2]}` : `${m[1]}-${m[2]}`;
    const index = num(row['index']);
    if (index === null) return { ok: false, error: 'index is not a number' };
    ctx.noteAsOf(period);
    return { ok: true, value: [code, text(row['regionname']) ?? code, period, int(row['salesvolume']), index] };
  },
};

export const wardPricesImporter: Importer = {
  id: 'ward-median-prices',
  dataset: 'ward_median_prices',
  table: 'open_data.ward_prices',
  columns: ['area_code', 'area_name', 'period', 'median_price', 'min_price', 'max_price', 'transactions'],
  conflict:
    'on conflict (area_code, period) do update set area_name = excluded.area_name, median_price = excluded.median_price, min_price = excluded.min_price, max_price = excluded.max_price, transactions = excluded.transactions, source_key = excluded.source_key',
  // The file has no period column; the year is in its name (…_2017_…).
  asOf: (relPath) => /(?:^|[_-])((?:19|20)\d\d)(?:[_-]|\.)/.exec(relPath.split('/').pop() ?? '')?.[1] ?? null,
  matches: (f) => ['areacode', 'medianprice', 'transactions'].every((h) => f.header.includes(h)),
  mapRow(row, ctx) {
    const code = text(row['areacode']);
    const median = int(row['medianprice']);
    if (!isGss(code)) return { ok: false, error: 'missing GSS code' };
    if (median === null) return { ok: false, error: 'median price is not a number' };
    const period = /(?:^|[_-])((?:19|20)\d\d)(?:[_-]|\.)/.exec(ctx.relPath.split('/').pop() ?? '')?.[1] ?? 'unknown';
    return {
      ok: true,
      value: [
        code,
        text(row['areaname']) ?? code,
        period,
        median,
        int(row['minprice']),
        int(row['maxprice']),
        int(row['transactions']),
      ],
    };
  },
};
