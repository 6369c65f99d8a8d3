/**
 * The figures a place page sets its own beside, read once at build time with grouped queries
 * (never a loop over rows): England's average Band D council tax (the DLUHC England row), and
 * the mix of domestic EPC ratings lodged in each authority and in England (the sum over the
 * English authorities of the live table, computed in SQL, only when every one is in the file).
 */
import { ENGLAND_AUTHORITIES } from '../england.ts';
import { provenance } from '../provenance.ts';
import type { SqlClient } from '../sql-client.ts';
import type { Sourced } from '../types.ts';
import { getEnglandPriceYears, getPriceYearsEnd, type EnglandPriceYears } from './price-years.ts';

/** Lodgements by rating A–G, as counts. */
type EpcMix = Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G', number>;

export interface PlaceContext {
  /** England's average Band D (DLUHC, excluding parish precepts), latest year held. */
  englandBandD: Sourced<{ year: string; bandD: number }> | null;
  /** Domestic EPC lodgements by rating, by authority GSS code. */
  epcByAuthority: { code: string; name: string; period: string; mix: EpcMix }[];
  /** The same summed over England's authorities, when the file holds every English authority. */
  englandEpc: Sourced<EpcMix> | null;
  /**
   * England's 12-month sale prices (open_data.price_stats_yearly), with how many English
   * authorities the newest window holds: England's figure only when `complete`. Absent in data
   * prepared before it existed.
   */
  englandPrices?: EnglandPriceYears;
  /**
   * Median resident pay (ONS ASHE) and the employment rate aged 16–64 (ONS APS), every period held
   * for each area (authorities and England, E92000001): a place is set beside England in the same
   * period only. Absent in data prepared before it existed.
   */
  labour?: { earnings: Record<string, AreaValue[]>; employment: Record<string, AreaValue[]> };
}

/** One figure of an area in one period ("2018", "2019-03-01"). */
export interface AreaValue {
  period: string;
  value: number;
}

export const EMPTY_PLACE_CONTEXT: PlaceContext = { englandBandD: null, epcByAuthority: [], englandEpc: null };

const RATINGS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;

function toMix(rows: readonly { grp: string; value: number }[]): EpcMix {
  const mix = Object.fromEntries(RATINGS.map((r) => [r, 0])) as EpcMix;
  for (const r of rows) if ((RATINGS as readonly string[]).includes(r.grp)) mix[r.grp as keyof EpcMix] = Number(r.value);
  return mix;
}

export async function getPlaceContext(db: SqlClient): Promise<PlaceContext> {
  const [band, epc, england, englandPrices, labour] = await Promise.all([
    db.query<{ year: string; band_d: number }>(
      `select year, band_d_authority as band_d from open_data.council_tax
       where class = 'Eng' and band_d_authority is not null order by year desc limit 1`,
    ),
    db.query<{ code: string; name: string; period: string; grp: string; value: number }>(
      `select area_code as code, area_name as name, period, grp, value from open_data.indicators
       where dataset = 'epc_lodgements' order by area_code`,
    ),
    db.query<{ grp: string; value: number; authorities: number; period: string }>(
      `select grp, sum(value)::float8 as value, count(distinct area_code)::int as authorities, max(period) as period
       from open_data.indicators where dataset = 'epc_lodgements' and area_code like 'E0%' group by grp`,
    ),
    getPriceYearsEnd(db).then((end) => getEnglandPriceYears(db, end)),
    db.query<{ dataset: string; code: string; period: string; value: number }>(
      `select dataset, area_code as code, period, value::float8 as value from open_data.indicators
       where dataset in ('ons_earnings', 'ons_employment') and (area_code like 'E0%' or area_code like 'W0%' or area_code = 'E92000001')
       order by dataset, area_code, period`,
    ),
  ]);
  const byArea = (dataset: string) => {
    const out: Record<string, AreaValue[]> = {};
    for (const r of labour.rows.filter((x) => x.dataset === dataset))
      (out[r.code] ??= []).push({ period: r.period, value: Number(r.value) });
    return out;
  };
  const byCode = new Map<string, { code: string; name: string; period: string; rows: { grp: string; value: number }[] }>();
  for (const r of epc.rows) {
    const entry = byCode.get(r.code) ?? { code: r.code, name: r.name, period: r.period, rows: [] };
    entry.rows.push(r);
    byCode.set(r.code, entry);
  }
  const b = band.rows[0];
  const allEngland = england.rows.length > 0 && england.rows.every((r) => r.authorities >= ENGLAND_AUTHORITIES);
  return {
    englandPrices,
    labour: { earnings: byArea('ons_earnings'), employment: byArea('ons_employment') },
    englandBandD: b
      ? {
          value: { year: b.year, bandD: Number(b.band_d) },
          provenance: provenance(
            'council_tax',
            {
              level: 'country',
              code: 'E92000001',
              name: 'England',
              note: 'Average Band D council tax in England, excluding parish precepts.',
            },
            b.year,
          ),
        }
      : null,
    epcByAuthority: [...byCode.values()].map((e) => ({ code: e.code, name: e.name, period: e.period, mix: toMix(e.rows) })),
    englandEpc: allEngland
      ? {
          value: toMix(england.rows),
          provenance: provenance(
            'epc_lodgements',
            {
              level: 'country',
              code: 'E92000001',
              name: 'England',
              note: `The sum over all ${ENGLAND_AUTHORITIES} English local authorities in the file.`,
            },
            england.rows[0]?.period ?? null,
          ),
        }
      : null,
  };
}
