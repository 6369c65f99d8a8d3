import type { ParsedPostcode } from '../../postcode/parse.ts';
import { NO_MOBILE_DATA } from '../messages.ts';
import { provenance } from '../provenance.ts';
import type { SqlClient } from '../sql-client.ts';
import type { MobileCoverage, MobileMeasure, MobileMeasureId, PostcodeGeography } from '../types.ts';
import { getPostcodeGeography } from './postcode-geography.ts';

const MEASURES: { id: MobileMeasureId; label: string }[] = [
  { id: 'indoor_4g', label: '4G indoors' },
  { id: 'outdoor_4g', label: '4G outdoors' },
  { id: 'outdoor_5g', label: '5G outdoors' },
];

type Row = { area_code: string; area_name: string; period: string } & Record<
  `${MobileMeasureId}_${'any' | 'all'}`,
  number | null
>;

/**
 * Ofcom's predicted mobile coverage for the local authority that contains a postcode: for each
 * measure, the % of premises covered by at least one and by all four networks. Ofcom does not
 * publish mobile coverage per postcode, so the figure is always labelled as the authority's.
 * Null when the postcode is not in the data. Pass `geography` when the caller has it.
 */
export async function getMobileCoverage(
  db: SqlClient,
  postcode: ParsedPostcode,
  geography?: PostcodeGeography | null,
): Promise<MobileCoverage | null> {
  const geo = geography ?? (await getPostcodeGeography(db, postcode));
  if (!geo) return null;
  const authority = geo.authority;
  const { rows } = authority
    ? await db.query<Row>('select * from open_data.mobile_coverage_area where area_code = $1 order by period desc limit 1', [
        authority.code,
      ])
    : { rows: [] as Row[] };
  const row = rows[0];
  if (!row || !authority)
    return {
      postcode: postcode.postcode,
      covered: false,
      area: authority,
      measures: [],
      provenance: null,
      message: NO_MOBILE_DATA,
    };
  const measures: MobileMeasure[] = MEASURES.flatMap(({ id, label }) => {
    const any = row[`${id}_any`];
    const all = row[`${id}_all`];
    return any === null || all === null ? [] : [{ id, label, anyNetworkPct: Number(any), allNetworksPct: Number(all) }];
  });
  const name = authority.name ?? row.area_name;
  return {
    postcode: postcode.postcode,
    covered: true,
    area: { code: row.area_code, name },
    measures,
    provenance: provenance(
      'ofcom_mobile',
      {
        level: 'authority',
        code: row.area_code,
        name,
        note: `Share of all premises in ${name} predicted to get a good signal: Ofcom does not publish mobile coverage for single postcodes.`,
      },
      row.period,
    ),
    message: `These are ${name} figures, not a prediction for ${postcode.postcode} itself: signal varies from street to street and inside buildings.`,
  };
}
