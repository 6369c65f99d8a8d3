/**
 * What each property API v1 endpoint answers, from the same queries the site's pages use. Every
 * producer returns the endpoint's data, or `not_found` with a plain message when the place is not
 * in the data (never charged). Shaping to the documented schema happens in the caller.
 */
import { getBroadbandCoverage } from '../../data/queries/broadband.ts';
import { getCrimeSummary } from '../../data/queries/crime.ts';
import { getCouncilTax, getEconomicIndicators } from '../../data/queries/economic.ts';
import { epcPage, searchEpc } from '../../data/queries/epc.ts';
import { getMobileCoverage } from '../../data/queries/mobile.ts';
import { getPostcodeGeography } from '../../data/queries/postcode-geography.ts';
import { getCachedPostcodeReport } from '../../data/queries/postcode-report.ts';
import { estimatePropertyAge } from '../../data/queries/property-age.ts';
import { findSchoolsNear, schoolsPage } from '../../data/queries/schools.ts';
import { valuePostcode } from '../../data/queries/valuation-answer.ts';
import { notInDataMessage } from '../../data/messages.ts';
import type { SqlClient } from '../../data/sql-client.ts';
import type { PostcodeGeography } from '../../data/types.ts';
import { parsePostcode, type ParsedPostcode } from '../../postcode/parse.ts';
import type { ValuationQuery } from '../../valuation/request.ts';
import type { EndpointId } from './endpoints.ts';
import { stampDutyAnswer, type StampDutyQuery } from './stamp-duty-answer.ts';
import { valuationData } from './valuation-shape.ts';
import { soldPricesAnswer } from './sold-prices-answer.ts';
import { summariseReport } from './report-summary.ts';
import { addressSearchAnswer } from './address-search-answer.ts';

export type Produced =
  /** `sourcesFrom`: where the answer's sources are read when `data` leaves its provenance out (a summary). */
  | { kind: 'ok'; data: unknown; sourcesFrom?: unknown }
  | { kind: 'not_found'; message: string; extra?: Record<string, unknown> }
  | { kind: 'invalid'; message: string };

const ok = (data: unknown): Produced => ({ kind: 'ok', data });
const notFound = (postcode: string): Produced => ({ kind: 'not_found', message: notInDataMessage(postcode) });

interface Place {
  postcode: ParsedPostcode;
  geography: PostcodeGeography | null;
}

async function place(db: SqlClient, text: string): Promise<Place> {
  const parsed = parsePostcode(text);
  if (!parsed.ok) throw new Error('the query schema lets only valid postcodes through');
  return { postcode: parsed.value, geography: await getPostcodeGeography(db, parsed.value) };
}

/** Produces one endpoint's answer for a query already validated by its schema. */
export async function produce(id: EndpointId, query: Record<string, unknown>, db: SqlClient, today: string): Promise<Produced> {
  if (id === 'stamp-duty') return stampDutyAnswer(query as unknown as StampDutyQuery);
  if (id === 'house-valuation' || id === 'property-valuation') {
    const outcome = await valuePostcode(db, query as unknown as ValuationQuery, today);
    if (outcome.kind === 'not_found') return { kind: 'not_found', message: outcome.message };
    if (outcome.kind === 'insufficient')
      return {
        kind: 'not_found',
        message: outcome.message,
        extra: {
          reason: outcome.why === 'stale-evidence' ? 'stale_evidence' : 'insufficient_comparables',
          comparablesFound: outcome.comparablesFound,
          asOf: outcome.asOf,
        },
      };
    return ok(valuationData(outcome.answer, id === 'property-valuation'));
  }

  if (id === 'address-search') return addressSearchAnswer(db, query);

  const { postcode, geography } = await place(db, String(query['postcode']));
  const address = typeof query['address'] === 'string' && query['address'] ? { address: query['address'] } : {};
  switch (id) {
    case 'postcode':
      return geography ? ok(geography) : notFound(postcode.postcode);
    case 'crime-statistics': {
      const mode = query['mode'] === 'lsoa' ? 'lsoa' : 'radius';
      const crime =
        geography && (await getCrimeSummary(db, postcode, { mode, radiusMetres: Number(query['radius']) }, geography));
      return crime ? ok(crime) : notFound(postcode.postcode);
    }
    case 'schools': {
      const schools = geography && (await findSchoolsNear(db, postcode, schoolsPage(query), geography));
      return schools ? ok(schools) : notFound(postcode.postcode);
    }
    case 'epc': {
      const epc = await searchEpc(db, postcode, { ...address, ...epcPage(query) });
      return !geography && epc.total === 0 ? notFound(postcode.postcode) : ok(epc);
    }
    case 'property-age': {
      const age = await estimatePropertyAge(db, postcode, address);
      return !geography && age.evidence.length === 0 ? notFound(postcode.postcode) : ok(age);
    }
    case 'broadband': {
      const broadband = geography && (await getBroadbandCoverage(db, postcode, geography));
      return broadband ? ok(broadband) : notFound(postcode.postcode);
    }
    case 'mobile-signal': {
      const mobile = geography && (await getMobileCoverage(db, postcode, geography));
      return mobile ? ok(mobile) : notFound(postcode.postcode);
    }
    case 'economic': {
      if (!geography) return notFound(postcode.postcode);
      const code = geography.authority?.code;
      return ok(code ? await getEconomicIndicators(db, code) : null);
    }
    case 'council-tax': {
      if (!geography) return notFound(postcode.postcode);
      const authority = geography.authority;
      const councilTax = authority ? await getCouncilTax(db, authority.code) : null;
      return ok({
        postcode: postcode.postcode,
        authority,
        covered: councilTax !== null,
        councilTax,
        message: councilTax
          ? `Average Band D council tax for ${authority?.name ?? authority?.code}, ${councilTax.value.year}.`
          : authority
            ? `No council tax figures for ${authority.name ?? authority.code} have been imported.`
            : 'The postcode has no local authority in our data, so we cannot say which council tax applies.',
      });
    }
    case 'report': {
      const report = geography && (await getCachedPostcodeReport(db, postcode, geography));
      return report ? ok(report) : notFound(postcode.postcode);
    }
    case 'sold-prices':
      return soldPricesAnswer(db, postcode, query);
    case 'report-summary': {
      const report = geography && (await getCachedPostcodeReport(db, postcode, geography));
      return report ? { kind: 'ok', data: summariseReport(report), sourcesFrom: report } : notFound(postcode.postcode);
    }
  }
}
