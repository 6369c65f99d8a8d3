/**
 * Address search over the addresses the data holds: HM Land Registry Price Paid (every home sold
 * since 1995) and the EPC register (every home with a certificate), at a postcode or on a street of
 * a postcode district. Each search is bounded index reads at national size (30 M sales, 27 M EPCs):
 * - a postcode: price_paid (postcode, transfer_date desc) and epc_certificates (postcode);
 * - a street: price_paid (outward, street, property_type, transfer_date desc) for each street
 *   spelling tried (at most four), then the EPCs at the postcodes found there.
 * Sales are grouped into homes in SQL (the last sale and the count); certificates into their newest.
 * Price Paid's split address and the EPC's address line are matched with the valuation's rules
 * (sameHome), so a home sold and certified is one result.
 */
import type { AddressSearchPlace } from '../address-search-text.ts';
import { addressScore } from '../address-search-text.ts';
import { envelopeAddress, titleCase } from '../envelope-address.ts';
import { provenance } from '../provenance.ts';
import type { SqlClient } from '../sql-client.ts';
import type { Provenance } from '../types.ts';
import { canonicalStreet, sameHome, type AddressParts } from '../../valuation/address.ts';
import { propertyTypeName } from './price-stats.ts';
import { FLOOR_AREA_LIMITS, PROPERTY_TYPES, type PropertyTypeWord } from '../../valuation/query-words.ts';

export interface FoundAddress {
  /** "Flat 2, 12 Hampson Street, Sale", as on an envelope. */
  address: string;
  postcode: string;
  saon: string | null;
  paon: string | null;
  street: string | null;
  town: string | null;
  /** Where the address was found. */
  sources: ('price-paid' | 'epc')[];
  lastSale: {
    price: number;
    date: string;
    propertyType: string;
    tenure: 'Freehold' | 'Leasehold' | null;
    newBuild: boolean | null;
  } | null;
  /** Sales of this home recorded since 1995. */
  salesRecorded: number;
  epc: {
    currentRating: string | null;
    lodgementDate: string | null;
    floorAreaM2: number | null;
    propertyType: string | null;
  } | null;
  /** Query parameters of GET /api/v1/house-valuation for this home; null when its property type is not known. */
  valuation: Record<string, string> | null;
}

export interface AddressSearchResult {
  /** The postcode, or the street and district ("HAMPSON STREET, M33"), searched. */
  place: string;
  /** Addresses matching, over all (the list holds the first `limit`, best match first). */
  total: number;
  addresses: FoundAddress[];
  provenance: Provenance[];
}

interface HomeRow {
  postcode: string;
  saon: string | null;
  paon: string | null;
  street: string | null;
  locality: string | null;
  town: string | null;
  sales: number;
  last_price: number;
  last_date: string;
  property_type: string | null;
  tenure: string | null;
  new_build: boolean | null;
  as_of: string | null;
}

interface CertificateRow {
  postcode: string;
  address: string;
  current_rating: string | null;
  lodgement_date: string | null;
  floor_area: number | null;
  property_type: string | null;
  as_of: string | null;
}

/** Homes (distinct addresses) in Price Paid, with the last sale of each; `where` selects through an index. */
const HOMES_SQL = (where: string) => `
  select postcode, saon, paon, street, max(locality) as locality, max(town) as town, count(*)::int as sales,
    (array_agg(price order by transfer_date desc, transaction_id desc))[1] as last_price,
    to_char(max(transfer_date), 'YYYY-MM-DD') as last_date,
    (array_agg(property_type order by transfer_date desc, transaction_id desc))[1] as property_type,
    (array_agg(tenure order by transfer_date desc, transaction_id desc))[1] as tenure,
    (array_agg(new_build order by transfer_date desc, transaction_id desc))[1] as new_build,
    max(f.as_of) as as_of
  from open_data.price_paid p left join open_data.source_files f on f.file_key = p.source_key
  where ${where}
  group by postcode, saon, paon, street`;

/** The newest certificate of each address at the postcodes. */
const CERTIFICATES_SQL = `
  select distinct on (e.postcode, upper(e.address)) e.postcode, e.address, e.current_rating, e.lodgement_date,
    e.floor_area, e.property_type, f.as_of
  from open_data.epc_certificates e left join open_data.source_files f on f.file_key = e.source_key
  where e.postcode = any($1::text[])
  order by e.postcode, upper(e.address), e.lodgement_date desc nulls last, e.id desc`;

/** Most postcodes a street search reads certificates for (a long street spans a few dozen). */
const MAX_STREET_POSTCODES = 60;

function fromSales(r: HomeRow): FoundAddress {
  return {
    address: envelopeAddress([r.saon, r.paon, r.street, r.locality, r.town]),
    postcode: r.postcode,
    saon: r.saon,
    paon: r.paon,
    street: r.street,
    town: titleCase(r.town),
    sources: ['price-paid'],
    lastSale: {
      price: Number(r.last_price),
      date: r.last_date,
      propertyType: propertyTypeName(r.property_type),
      tenure: r.tenure === 'F' ? 'Freehold' : r.tenure === 'L' ? 'Leasehold' : null,
      newBuild: r.new_build,
    },
    salesRecorded: r.sales,
    epc: null,
    valuation: valuationParams(r),
  };
}

/** Price Paid's type codes as the valuation's `type` words (D → detached). */
const TYPE_WORDS: Readonly<Record<string, PropertyTypeWord>> = Object.fromEntries(
  Object.entries(PROPERTY_TYPES).map(([word, code]) => [code, word as PropertyTypeWord]),
);

/** The house-valuation query for a home sold before (its type and tenure from its last sale). */
function valuationParams(r: HomeRow): Record<string, string> | null {
  const type = r.property_type ? TYPE_WORDS[r.property_type] : undefined;
  if (!type) return null;
  const house = [r.saon, r.paon].filter(Boolean).join(', ');
  return {
    postcode: r.postcode,
    ...(house ? { house } : {}),
    ...(r.street ? { street: r.street } : {}),
    type,
    ...(r.tenure === 'F' ? { tenure: 'freehold' } : r.tenure === 'L' ? { tenure: 'leasehold' } : {}),
  };
}

function certificate(r: CertificateRow): FoundAddress['epc'] {
  return {
    currentRating: r.current_rating,
    lodgementDate: r.lodgement_date,
    floorAreaM2: r.floor_area === null ? null : Number(r.floor_area),
    propertyType: r.property_type,
  };
}

/**
 * An EPC address line read into Price Paid's parts: "FLAT 2, 64 LYTHAM ROAD", "18, Braemar Walk",
 * "28 Braemar Walk, Bispham", "Rose Cottage, Church Lane". What follows the street (a locality or
 * town) is kept apart.
 */
export function certificateParts(address: string): AddressParts & { rest: string[] } {
  const parts = address
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  let saon: string | null = null;
  if (/^(flat|apartment|apt|unit|maisonette)\b/i.test(parts[0] ?? '') && parts.length > 1) saon = parts.shift()!;
  const first = parts.shift() ?? '';
  const numbered = /^(\d+[A-Za-z]?(?:\s*-\s*\d+[A-Za-z]?)?)\s+(\D.*)$/.exec(first);
  if (numbered) return { saon, paon: numbered[1]!, street: numbered[2]!, rest: parts };
  if (/^\d+[A-Za-z]?$/.test(first) && parts.length > 0) {
    const street = parts.shift()!;
    return { saon, paon: first, street, rest: parts };
  }
  // A named house: the street, if any, follows (possibly with its own number).
  const next = parts[0] ?? '';
  const streetOf = /^(?:\d+[A-Za-z]?\s+)?(\D.*)$/.exec(next);
  if (streetOf && parts.length > 0) {
    parts.shift();
    return { saon, paon: first, street: streetOf[1]!, rest: parts };
  }
  return { saon, paon: first || null, street: null, rest: parts };
}

export async function searchAddresses(
  db: SqlClient,
  place: AddressSearchPlace,
  typed: readonly string[],
  limit: number,
): Promise<AddressSearchResult> {
  const homes =
    place.kind === 'postcode'
      ? await db.query<HomeRow>(HOMES_SQL('p.postcode = $1'), [place.postcode.postcode])
      : await db.query<HomeRow>(HOMES_SQL('p.outward = $1 and p.street = any($2::text[])'), [place.outward, place.streets]);
  const postcodes =
    place.kind === 'postcode'
      ? [place.postcode.postcode]
      : [...new Set(homes.rows.map((h) => h.postcode))].slice(0, MAX_STREET_POSTCODES);
  const certificates =
    postcodes.length === 0 ? { rows: [] as CertificateRow[] } : await db.query<CertificateRow>(CERTIFICATES_SQL, [postcodes]);

  const found = homes.rows.map((h) => ({ home: fromSales(h), parts: { saon: h.saon, paon: h.paon, street: h.street } }));
  for (const c of certificates.rows) {
    const parts = certificateParts(c.address);
    const match = found.find((f) => f.home.postcode === c.postcode && sameHome(f.parts, parts));
    if (match) {
      // Its newest certificate (one home may be lodged under several spellings of its address).
      if ((c.lodgement_date ?? '') > (match.home.epc?.lodgementDate ?? '')) match.home.epc = certificate(c);
      const area = match.home.epc?.floorAreaM2;
      if (match.home.valuation && area && area >= FLOOR_AREA_LIMITS.min && area <= FLOOR_AREA_LIMITS.max)
        match.home.valuation.floorArea = String(area);
      if (!match.home.sources.includes('epc')) match.home.sources.push('epc');
      continue;
    }
    // A street search keeps only certificates on the street searched.
    if (place.kind === 'street' && !(parts.street && place.streets.includes(canonicalStreet(parts.street)))) continue;
    found.push({
      parts,
      home: {
        address: envelopeAddress([parts.saon, parts.paon, parts.street, ...parts.rest.slice(0, 2)]),
        postcode: c.postcode,
        saon: parts.saon && parts.saon.toUpperCase(),
        paon: parts.paon && parts.paon.toUpperCase(),
        street: parts.street && canonicalStreet(parts.street),
        town: null,
        sources: ['epc'],
        lastSale: null,
        salesRecorded: 0,
        epc: certificate(c),
        valuation: null,
      },
    });
  }

  const scored = found
    .map((f) => ({ home: f.home, score: addressScore(`${f.home.address} ${f.home.street ?? ''}`, typed) }))
    .filter((s): s is { home: FoundAddress; score: number } => s.score !== null);
  const best = Math.max(0, ...scored.map((s) => s.score));
  // Typed words beyond the numbers (a house name, a building) narrow the list when some addresses hold them.
  const kept = scored.filter((s) => s.score === best || best === 0 || typed.every((w) => /\d/.test(w)));
  kept.sort((a, b) => b.score - a.score || byAddress(a.home, b.home));

  const asOf = (rows: { as_of: string | null }[]) =>
    rows
      .map((r) => r.as_of)
      .filter((a): a is string => a !== null)
      .sort()
      .pop() ?? null;
  const where =
    place.kind === 'postcode'
      ? { level: 'postcode' as const, code: place.postcode.postcode }
      : { level: 'district' as const, code: place.outward };
  return {
    place: place.kind === 'postcode' ? place.postcode.postcode : `${place.streets.at(-1)}, ${place.outward}`,
    total: kept.length,
    addresses: kept.slice(0, limit).map((s) => s.home),
    provenance: [provenance('price_paid', where, asOf(homes.rows)), provenance('epc_domestic', where, asOf(certificates.rows))],
  };
}

/** Street, then house number (numerically), then flat, then postcode. */
function byAddress(a: FoundAddress, b: FoundAddress): number {
  const number = (p: string | null) => Number(/\d+/.exec(p ?? '')?.[0] ?? Number.MAX_SAFE_INTEGER);
  return (
    (a.street ?? '').localeCompare(b.street ?? '') ||
    number(a.paon) - number(b.paon) ||
    (a.paon ?? '').localeCompare(b.paon ?? '') ||
    number(a.saon) - number(b.saon) ||
    (a.saon ?? '').localeCompare(b.saon ?? '') ||
    a.postcode.localeCompare(b.postcode)
  );
}
