import { cleanAddressFilter } from '../address-filter.ts';
import { addressCase } from '../../format/address-case.ts';
import { formatIsoDate } from '../../format/date.ts';
import type { ParsedPostcode } from '../../postcode/parse.ts';
import { formatYearRange, parseAgeBand } from '../age-band.ts';
import { NO_AGE_EVIDENCE } from '../messages.ts';
import { provenance } from '../provenance.ts';
import type { SqlClient } from '../sql-client.ts';
import type { PropertyAgeEstimate, PropertyAgeEvidence } from '../types.ts';

/**
 * Estimates when homes at a postcode (optionally one address) were built. Evidence, strongest first:
 * an EPC construction age band (assessor's estimate for that dwelling); an EPC lodged for a
 * "new dwelling" (built by the lodgement year); a Land Registry sale flagged new build (built by
 * the sale year). The estimate is the narrowest range from the strongest kind of evidence present.
 */
export async function estimatePropertyAge(
  db: SqlClient,
  postcode: ParsedPostcode,
  options: { address?: string } = {},
): Promise<PropertyAgeEstimate> {
  const address = cleanAddressFilter(options.address);
  const like = address ? `%${address.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '%';
  const [epc, sales] = await Promise.all([
    db.query<{
      address: string;
      construction_age_band: string | null;
      transaction_type: string | null;
      lodgement_date: string | null;
      as_of: string | null;
    }>(
      `select e.address, e.construction_age_band, e.transaction_type, e.lodgement_date, f.as_of from open_data.epc_certificates e
       join open_data.source_files f on f.file_key = e.source_key where e.postcode = $1 and e.address ilike $2`,
      [postcode.postcode, like],
    ),
    db.query<{ paon: string | null; saon: string | null; street: string | null; transfer_date: string; as_of: string | null }>(
      `select p.paon, p.saon, p.street, to_char(p.transfer_date, 'YYYY-MM-DD') as transfer_date, f.as_of from open_data.price_paid p
       join open_data.source_files f on f.file_key = p.source_key
       where p.postcode = $1 and p.new_build and concat_ws(' ', p.saon, p.paon, p.street) ilike $2 order by p.transfer_date`,
      [postcode.postcode, like],
    ),
  ]);
  const evidence: PropertyAgeEvidence[] = [];
  for (const e of epc.rows) {
    const band = parseAgeBand(e.construction_age_band);
    if (band) {
      evidence.push({
        kind: 'epc_age_band',
        description: `EPC for ${addressCase(e.address)}: built ${formatYearRange(band.fromYear, band.toYear)} (the assessor’s age band)`,
        ...band,
        provenance: provenance(
          'epc_domestic',
          { level: 'address', code: postcode.postcode, name: e.address },
          e.lodgement_date ?? e.as_of,
        ),
      });
    } else if (e.transaction_type && /new dwelling/i.test(e.transaction_type) && e.lodgement_date) {
      const year = Number(e.lodgement_date.slice(0, 4));
      evidence.push({
        kind: 'epc_new_dwelling',
        description: `EPC for ${addressCase(e.address)} was lodged as a new home on ${formatIsoDate(e.lodgement_date)}`,
        fromYear: year - 1,
        toYear: year,
        provenance: provenance('epc_domestic', { level: 'address', code: postcode.postcode, name: e.address }, e.lodgement_date),
      });
    }
  }
  for (const s of sales.rows) {
    const year = Number(s.transfer_date.slice(0, 4));
    const where = [s.saon, s.paon, s.street].filter(Boolean).join(' ');
    evidence.push({
      kind: 'ppd_new_build',
      description: `${where ? addressCase(where) : 'A home'} was sold as a new build on ${formatIsoDate(s.transfer_date)}`,
      fromYear: year - 1,
      toYear: year,
      provenance: provenance('price_paid', { level: 'address', code: postcode.postcode, name: where || null }, s.transfer_date),
    });
  }
  const best = (['epc_age_band', 'epc_new_dwelling', 'ppd_new_build'] as const)
    .map((k) => evidence.filter((e) => e.kind === k))
    .find((list) => list.length > 0);
  if (!best) {
    return {
      postcode: postcode.postcode,
      addressFilter: address,
      estimate: null,
      confidence: 'none',
      evidence: [],
      message: NO_AGE_EVIDENCE,
    };
  }
  // Most common range among the strongest evidence (homes at one postcode are usually of one build).
  const counts = new Map<string, { fromYear: number | null; toYear: number | null; n: number }>();
  for (const e of best) {
    const key = `${e.fromYear}-${e.toYear}`;
    const entry = counts.get(key) ?? { fromYear: e.fromYear, toYear: e.toYear, n: 0 };
    entry.n++;
    counts.set(key, entry);
  }
  const top = [...counts.values()].sort((a, b) => b.n - a.n)[0] as { fromYear: number | null; toYear: number | null; n: number };
  const kind = best[0]?.kind;
  const confidence = kind === 'epc_age_band' ? (address ? 'high' : 'medium') : address ? 'medium' : 'low';
  const label = formatYearRange(top.fromYear, top.toYear);
  const scope = address ? `the address matching “${address}”` : `homes at ${postcode.postcode}`;
  return {
    postcode: postcode.postcode,
    addressFilter: address,
    estimate: { fromYear: top.fromYear, toYear: top.toYear, label },
    confidence,
    evidence,
    message: `Built ${label} is the best estimate for ${scope}, from ${top.n} of ${best.length} ${kind === 'ppd_new_build' ? 'new-build sales' : 'EPC records'}.`,
  };
}
