import type { ParsedPostcode } from '../../postcode/parse.ts';
import { NO_MOBILE_DATA } from '../messages.ts';
import { provenance } from '../provenance.ts';
import type { SqlClient } from '../sql-client.ts';
import type { MobileCoverage } from '../types.ts';
import { loadPostcodeRows } from './postcode-rows.ts';

/** Ofcom mobile coverage by operator for a postcode; null when the postcode is not in the data. */
export async function getMobileCoverage(db: SqlClient, postcode: ParsedPostcode): Promise<MobileCoverage | null> {
  if (!(await loadPostcodeRows(db, postcode.postcode))) return null;
  const { rows } = await db.query<{
    operator: string;
    period: string;
    outdoor_4g: string | null;
    indoor_4g: string | null;
    outdoor_5g: string | null;
  }>(
    'select operator, period, outdoor_4g, indoor_4g, outdoor_5g from open_data.mobile_coverage where postcode = $1 order by period desc, operator',
    [postcode.postcode],
  );
  const latest = rows[0]?.period;
  const current = rows.filter((r) => r.period === latest);
  if (current.length === 0)
    return { postcode: postcode.postcode, covered: false, operators: [], provenance: null, message: NO_MOBILE_DATA };
  return {
    postcode: postcode.postcode,
    covered: true,
    operators: current.map((r) => ({
      operator: r.operator,
      outdoor4g: r.outdoor_4g,
      indoor4g: r.indoor_4g,
      outdoor5g: r.outdoor_5g,
    })),
    provenance: provenance('ofcom_mobile', { level: 'postcode', code: postcode.postcode }, latest ?? null),
    message: `Predicted coverage at ${postcode.postcode} by operator.`,
  };
}
