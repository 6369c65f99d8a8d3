import type { ParsedPostcode } from '../../postcode/parse.ts';
import { NO_BROADBAND_DATA } from '../messages.ts';
import { provenance } from '../provenance.ts';
import type { SqlClient } from '../sql-client.ts';
import type { BroadbandAvailability, BroadbandCoverage, BroadbandSpeeds, PostcodeGeography, Sourced } from '../types.ts';
import { getPostcodeGeography } from './postcode-geography.ts';

const numOrNull = (v: number | string | null) => (v === null ? null : Number(v));

async function postcodeSpeeds(db: SqlClient, postcode: string): Promise<Sourced<BroadbandSpeeds> | null> {
  const { rows } = await db.query<{
    period: string;
    median_download: number | null;
    average_download: number | null;
    median_upload: number | null;
    average_upload: number | null;
  }>('select * from open_data.broadband_postcode_speeds where postcode = $1 order by period desc limit 1', [postcode]);
  const r = rows[0];
  if (!r) return null;
  return {
    value: {
      medianDownload: numOrNull(r.median_download),
      averageDownload: numOrNull(r.average_download),
      medianUpload: numOrNull(r.median_upload),
      averageUpload: numOrNull(r.average_upload),
    },
    provenance: provenance(
      'ofcom_broadband',
      { level: 'postcode', code: postcode, note: `Speeds measured on the broadband lines in ${postcode}, not on one address.` },
      r.period,
    ),
  };
}

async function postcodeAvailability(db: SqlClient, postcode: string): Promise<Sourced<BroadbandAvailability> | null> {
  const { rows } = await db.query<{
    period: string;
    superfast_pct: number | null;
    ultrafast_100_pct: number | null;
    ultrafast_pct: number | null;
    full_fibre_pct: number | null;
    gigabit_pct: number | null;
    no_decent_pct: number | null;
  }>('select * from open_data.broadband_postcode_coverage where postcode = $1 order by period desc limit 1', [postcode]);
  const r = rows[0];
  if (!r) return null;
  return {
    value: {
      superfast: numOrNull(r.superfast_pct),
      ultrafast100: numOrNull(r.ultrafast_100_pct),
      ultrafast: numOrNull(r.ultrafast_pct),
      fullFibre: numOrNull(r.full_fibre_pct),
      gigabit: numOrNull(r.gigabit_pct),
      noDecentBroadband: numOrNull(r.no_decent_pct),
    },
    provenance: provenance(
      'ofcom_broadband',
      { level: 'postcode', code: postcode, note: `Share of the premises in ${postcode} able to get each service.` },
      r.period,
    ),
  };
}

/** Median of postcode average download speeds for the ward (else LSOA, else authority) containing the postcode. */
async function areaMedian(db: SqlClient, postcode: string, geo: PostcodeGeography): Promise<Sourced<number> | null> {
  const areas = [geo.ward, geo.lsoa, geo.authority].filter((a) => a !== null).map((a) => a.code);
  const { rows } = await db.query<{ area_code: string; area_name: string; period: string; value: number }>(
    "select area_code, area_name, period, value from open_data.indicators where dataset = 'ofcom_broadband' and area_code = any($1) order by period desc",
    [areas],
  );
  const best = rows.sort((a, b) => areas.indexOf(a.area_code) - areas.indexOf(b.area_code))[0];
  if (!best) return null;
  const level = best.area_code === geo.ward?.code ? 'ward' : best.area_code === geo.lsoa?.code ? 'lsoa' : 'authority';
  return {
    value: Number(best.value),
    provenance: provenance(
      'ofcom_broadband',
      {
        level,
        code: best.area_code,
        name: best.area_name,
        note: `Median of the average download speeds of postcodes in the ${level}, not a figure for ${postcode} itself.`,
      },
      best.period,
    ),
  };
}

/**
 * Fixed broadband for a postcode: Ofcom's postcode-level speeds and availability when those files
 * are imported, otherwise the area median that contains it, always labelled with the geography it
 * describes. Null when the postcode is not in the data. Pass `geography` when the caller has it.
 */
export async function getBroadbandCoverage(
  db: SqlClient,
  postcode: ParsedPostcode,
  geography?: PostcodeGeography | null,
): Promise<BroadbandCoverage | null> {
  const geo = geography ?? (await getPostcodeGeography(db, postcode));
  if (!geo) return null;
  const pc = postcode.postcode;
  const [speeds, availability] = await Promise.all([postcodeSpeeds(db, pc), postcodeAvailability(db, pc)]);
  const ownMedian = speeds && (speeds.value.medianDownload ?? speeds.value.averageDownload);
  if (speeds && ownMedian !== null) {
    return {
      postcode: pc,
      covered: true,
      medianDownloadMbps: { value: ownMedian, provenance: speeds.provenance },
      speeds,
      availability,
      message: `Speeds measured on the lines in ${pc}: your own line may be faster or slower depending on the package and the wiring.`,
    };
  }
  const area = await areaMedian(db, pc, geo);
  if (!area && !availability)
    return {
      postcode: pc,
      covered: false,
      medianDownloadMbps: null,
      speeds: null,
      availability: null,
      message: NO_BROADBAND_DATA,
    };
  const why = speeds
    ? `Ofcom publishes no download speed for ${pc} (too few lines were measured)`
    : `Ofcom postcode-level speeds for ${pc} have not been imported`;
  const level = area?.provenance.geography.level === 'lsoa' ? 'LSOA' : area?.provenance.geography.level;
  return {
    postcode: pc,
    covered: true,
    medianDownloadMbps: area,
    speeds,
    availability,
    message: area
      ? `The speed is the ${level} figure for ${area.provenance.geography.name}: ${why}.`
      : `${why}; availability is shown instead.`,
  };
}
