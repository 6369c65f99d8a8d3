import type { ParsedPostcode } from '../../postcode/parse.ts';
import { NO_BROADBAND_DATA } from '../messages.ts';
import { provenance } from '../provenance.ts';
import type { SqlClient } from '../sql-client.ts';
import type { BroadbandCoverage } from '../types.ts';
import { getPostcodeGeography } from './postcode-geography.ts';

/** Fixed broadband speed for a postcode (postcode-level Ofcom data when imported, else its ward); null when the postcode is not in the data. */
export async function getBroadbandCoverage(db: SqlClient, postcode: ParsedPostcode): Promise<BroadbandCoverage | null> {
  const geo = await getPostcodeGeography(db, postcode);
  if (!geo) return null;
  const own = await db.query<{ period: string; median_download: number | null; average_download: number | null }>(
    'select period, median_download, average_download from open_data.broadband_postcode where postcode = $1 order by period desc limit 1',
    [postcode.postcode],
  );
  const pc = own.rows[0];
  const pcSpeed = pc ? (pc.median_download ?? pc.average_download) : null;
  if (pc && pcSpeed !== null) {
    return {
      postcode: postcode.postcode,
      covered: true,
      medianDownloadMbps: {
        value: Number(pcSpeed),
        provenance: provenance('ofcom_broadband', { level: 'postcode', code: postcode.postcode }, pc.period),
      },
      message: `Median download speed at ${postcode.postcode}.`,
    };
  }
  const areas = [geo.ward, geo.lsoa, geo.authority].filter((a) => a !== null).map((a) => a.code);
  const { rows } = await db.query<{ area_code: string; area_name: string; period: string; value: number }>(
    "select area_code, area_name, period, value from open_data.indicators where dataset = 'ofcom_broadband' and area_code = any($1) order by period desc",
    [areas],
  );
  const level = (code: string) => (code === geo.ward?.code ? 'ward' : code === geo.lsoa?.code ? 'lsoa' : 'authority');
  const best = rows.sort((a, b) => areas.indexOf(a.area_code) - areas.indexOf(b.area_code))[0];
  if (!best) return { postcode: postcode.postcode, covered: false, medianDownloadMbps: null, message: NO_BROADBAND_DATA };
  const lvl = level(best.area_code);
  return {
    postcode: postcode.postcode,
    covered: true,
    medianDownloadMbps: {
      value: Number(best.value),
      provenance: provenance(
        'ofcom_broadband',
        {
          level: lvl,
          code: best.area_code,
          name: best.area_name,
          note: `Median of the average download speeds of postcodes in the ${lvl}, not a figure for ${postcode.postcode} itself.`,
        },
        best.period,
      ),
    },
    message: `This is the ${lvl} figure for ${best.area_name}: Ofcom postcode-level data has not been imported.`,
  };
}
