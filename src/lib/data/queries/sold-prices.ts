/**
 * Sold prices (HM Land Registry Price Paid Data) at a postcode, in its sector or on a street of
 * its district, newest first, a page at a time. Every page is a bounded index read at national
 * size (30 M sales):
 * - a postcode: price_paid (postcode, transfer_date desc);
 * - a sector: one descent of price_paid (sector, property_type, transfer_date desc) per property
 *   type, each stopped at the page size, merged;
 * - a street: likewise on price_paid (outward, street, property_type, transfer_date desc).
 * Pages are keyed by the last sale's (date, transaction id), so a page never repeats or skips a sale
 * however the register grows meanwhile (a cursor, not an offset). `total` counts the matching sales
 * through the same indexes.
 */
import type { ParsedPostcode } from '../../postcode/parse.ts';
import { envelopeAddress } from '../envelope-address.ts';
import { provenance } from '../provenance.ts';
import type { SqlClient } from '../sql-client.ts';
import type { Provenance } from '../types.ts';
import { propertyTypeName } from './price-stats.ts';

export type SoldPricesScope = 'postcode' | 'sector' | 'street';

/** Price Paid's property type codes: detached, semi-detached, terraced, flat, other. */
const TYPE_CODES = ['D', 'S', 'T', 'F', 'O'] as const;

export interface SoldPricesFilter {
  scope: SoldPricesScope;
  /** With scope 'street': the street name as typed ("Hampson Street"). */
  street?: string | undefined;
  /** Inclusive dates, YYYY-MM-DD. */
  from?: string | undefined;
  to?: string | undefined;
  /** Price Paid codes (D, S, T, F, O); all when empty. */
  types?: readonly string[] | undefined;
  /** F or L. */
  tenure?: 'F' | 'L' | undefined;
  newBuild?: boolean | undefined;
  limit: number;
  /** The position after which the page starts (from the previous page's `nextCursor`). */
  after?: SalePosition | null | undefined;
}

/** Where a sale stands in the newest-first order. */
export interface SalePosition {
  date: string;
  transactionId: string;
}

export interface SoldPrice {
  transactionId: string;
  price: number;
  date: string;
  postcode: string | null;
  /** "Flat 2, 12 Hampson Street, Sale": the address as HM Land Registry records it, in title case. */
  address: string;
  saon: string | null;
  paon: string | null;
  street: string | null;
  locality: string | null;
  town: string | null;
  propertyType: string;
  tenure: 'Freehold' | 'Leasehold' | null;
  newBuild: boolean | null;
}

export interface SoldPricesPage {
  scope: SoldPricesScope;
  /** The postcode, sector ("M33 3") or street ("HAMPSON STREET, M33") the list covers. */
  place: string;
  total: number;
  sales: SoldPrice[];
  /** The position of the page's last sale, when more sales follow. */
  next: SalePosition | null;
  provenance: Provenance;
}

interface SaleRow {
  transaction_id: string;
  price: number;
  transfer_date: string;
  postcode: string | null;
  property_type: string | null;
  new_build: boolean | null;
  tenure: string | null;
  paon: string | null;
  saon: string | null;
  street: string | null;
  locality: string | null;
  town: string | null;
}

const COLUMNS = `transaction_id, price, to_char(transfer_date, 'YYYY-MM-DD') as transfer_date, postcode, property_type,
  new_build, tenure, paon, saon, street, locality, town`;

/** A street as Price Paid writes it: upper case, single spaces, no punctuation but apostrophes and hyphens. */
export function registerStreet(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9'\- ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function toSale(r: SaleRow): SoldPrice {
  return {
    transactionId: r.transaction_id,
    price: Number(r.price),
    date: r.transfer_date,
    postcode: r.postcode,
    address: envelopeAddress([r.saon, r.paon, r.street, r.locality, r.town]),
    saon: r.saon,
    paon: r.paon,
    street: r.street,
    locality: r.locality,
    town: r.town,
    propertyType: propertyTypeName(r.property_type),
    tenure: r.tenure === 'F' ? 'Freehold' : r.tenure === 'L' ? 'Leasehold' : null,
    newBuild: r.new_build,
  };
}

/** The WHERE clause shared by the page and the count, after the place condition (parameters from $first). */
function filters(filter: SoldPricesFilter, first: number): { sql: string; params: unknown[] } {
  const sql: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    sql.push(clause(`$${first + params.length - 1}`));
  };
  if (filter.from) add((n) => `transfer_date >= ${n}::date`, filter.from);
  if (filter.to) add((n) => `transfer_date <= ${n}::date`, filter.to);
  if (filter.tenure) add((n) => `tenure = ${n}`, filter.tenure);
  if (filter.newBuild !== undefined) add((n) => `new_build = ${n}`, filter.newBuild);
  return { sql: sql.map((s) => ` and ${s}`).join(''), params };
}

/** Reads one page of sold prices for the postcode's place (see the module comment). */
export async function getSoldPrices(db: SqlClient, postcode: ParsedPostcode, filter: SoldPricesFilter): Promise<SoldPricesPage> {
  const types = filter.types && filter.types.length > 0 ? [...filter.types] : [...TYPE_CODES];
  const street = filter.scope === 'street' ? registerStreet(filter.street ?? '') : null;
  // The place condition and its parameters ($1, $2).
  const place =
    filter.scope === 'postcode'
      ? { sql: 'postcode = $1', params: [postcode.postcode] as unknown[], label: postcode.postcode }
      : filter.scope === 'sector'
        ? { sql: 'sector = $1', params: [postcode.sector] as unknown[], label: postcode.sector }
        : {
            sql: 'outward = $1 and street = $2',
            params: [postcode.outward, street] as unknown[],
            label: `${street}, ${postcode.outward}`,
          };
  const rest = filters(filter, place.params.length + 1);
  const base = [...place.params, ...rest.params];
  const n = base.length;

  // The cursor: strictly after (date, transaction id) in newest-first order.
  const after = filter.after ?? null;
  const cursorSql = after
    ? ` and (transfer_date < $${n + 1}::date or (transfer_date = $${n + 1}::date and transaction_id < $${n + 2}))`
    : '';
  const cursorParams = after ? [after.date, after.transactionId] : [];
  const limitParam = `$${n + cursorParams.length + 1}`;
  const typeParam = `$${n + cursorParams.length + 2}`;
  const pageParams = [...base, ...cursorParams, filter.limit + 1, types];

  let pageSql: string;
  if (filter.scope === 'postcode') {
    pageSql = `select ${COLUMNS} from open_data.price_paid
      where ${place.sql} and property_type = any(${typeParam}::text[])${rest.sql}${cursorSql}
      order by transfer_date desc, transaction_id desc limit ${limitParam}`;
  } else {
    // One bounded descent of the (place, property_type, transfer_date desc) index per type, merged.
    pageSql = `select s.* from unnest(${typeParam}::text[]) as t(code)
      cross join lateral (
        select ${COLUMNS} from open_data.price_paid
        where ${place.sql} and property_type = t.code${rest.sql}${cursorSql}
        order by transfer_date desc, transaction_id desc limit ${limitParam}
      ) s
      order by s.transfer_date desc, s.transaction_id desc limit ${limitParam}`;
  }
  const countSql = `select count(*)::int as n from open_data.price_paid
    where ${place.sql} and property_type = any($${n + 1}::text[])${rest.sql}`;
  const [page, count] = await Promise.all([
    db.query<SaleRow>(pageSql, pageParams),
    db.query<{ n: number }>(countSql, [...base, types]),
  ]);
  const rows = page.rows.slice(0, filter.limit);
  const last = rows[rows.length - 1];
  const more = page.rows.length > filter.limit && last !== undefined;
  const newest = page.rows[0]?.transfer_date ?? null;
  return {
    scope: filter.scope,
    place: place.label,
    total: Number(count.rows[0]?.n ?? 0),
    sales: rows.map(toSale),
    next: more ? { date: last.transfer_date, transactionId: last.transaction_id } : null,
    provenance: provenance(
      'price_paid',
      {
        level: filter.scope === 'street' ? 'address' : filter.scope,
        code: filter.scope === 'street' ? postcode.outward : place.label,
        name: filter.scope === 'street' ? street : null,
      },
      newest,
    ),
  };
}
