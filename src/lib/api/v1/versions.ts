/**
 * The registry of endpoint versions: for every operation of the API, the version it belongs to,
 * when it arrived and, once it is on its way out, when it was deprecated, when it stops answering
 * and what replaces it. Answers carry `Deprecation` (RFC 9745), `Sunset` (RFC 8594) and `Link`
 * headers from here, over REST and MCP alike; the versioning policy on /docs/getting-started
 * renders the same table. Policy: v1 only gains; a breaking change is a new version, announced at
 * least six months (SUNSET_NOTICE_MONTHS) before the old one's sunset.
 */
import type { AccountEndpointId } from './account-endpoints.ts';
import type { EndpointId } from './endpoints.ts';

export type OperationId = EndpointId | AccountEndpointId;

export interface OperationVersion {
  version: 'v1';
  /** YYYY-MM-DD the operation went live. */
  since: string;
  /** YYYY-MM-DD it was (or will be) deprecated, else null. */
  deprecated: string | null;
  /** YYYY-MM-DD after which it stops answering, else null. */
  sunset: string | null;
  /** The path (or address) of what replaces it, else null. */
  successor: string | null;
}

/** The least notice between a deprecation and its sunset, in calendar months. */
export const SUNSET_NOTICE_MONTHS = 6;
export const VERSIONING_POLICY_URL = 'https://brickstack.co.uk/docs/getting-started#versioning';

const seconds = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000);

const V1_0 = '2026-11-23';
const V1_1 = '2026-11-26';
const V1_2 = '2026-11-28';
const live = (since: string): OperationVersion => ({ version: 'v1', since, deprecated: null, sunset: null, successor: null });

/** The registry, refused at build (and on start) if a sunset comes sooner than the policy allows. */
function checked<T extends Record<string, OperationVersion>>(versions: T): Readonly<T> {
  for (const [id, version] of Object.entries(versions))
    if (!keepsNotice(version))
      throw new Error(`${id}: its sunset must be at least ${SUNSET_NOTICE_MONTHS} months after its deprecation.`);
  return versions;
}

/** Every operation, by id: a new endpoint does not compile until it is registered here. */
export const OPERATION_VERSIONS: Readonly<Record<OperationId, OperationVersion>> = checked({
  postcode: live(V1_0),
  'crime-statistics': live(V1_0),
  schools: live(V1_0),
  epc: live(V1_0),
  'property-age': live(V1_0),
  broadband: live(V1_0),
  'mobile-signal': live(V1_0),
  economic: live(V1_0),
  'council-tax': live(V1_0),
  report: live(V1_0),
  'house-valuation': live(V1_0),
  'property-valuation': live(V1_0),
  'stamp-duty': live(V1_0),
  'account-usage': live(V1_1),
  'account-credits': live(V1_1),
  'sold-prices': live(V1_2),
  'report-summary': live(V1_2),
  'valuation-accuracy': live(V1_2),
  'data-freshness': live(V1_2),
  'address-search': live(V1_2),
});

/**
 * The lifecycle headers of an answer from an operation at this version: none while it is live;
 * once deprecated `Deprecation: @<unix seconds>`, `Sunset: <HTTP date>` and `Link` to the policy
 * (rel="deprecation") and to the successor (rel="successor-version").
 */
export function lifecycleHeaders(version: OperationVersion): Record<string, string> {
  if (!version.deprecated) return {};
  const links = [`<${VERSIONING_POLICY_URL}>; rel="deprecation"; type="text/html"`];
  if (version.successor) links.push(`<${version.successor}>; rel="successor-version"`);
  return {
    deprecation: `@${seconds(version.deprecated)}`,
    ...(version.sunset ? { sunset: new Date(seconds(version.sunset) * 1000).toUTCString() } : {}),
    link: links.join(', '),
  };
}

/** Whether a version's dates keep the policy: a sunset at least SUNSET_NOTICE_MONTHS after the deprecation. */
export function keepsNotice(version: OperationVersion): boolean {
  if (!version.sunset) return true;
  if (!version.deprecated) return false;
  const earliest = new Date(seconds(version.deprecated) * 1000);
  earliest.setUTCMonth(earliest.getUTCMonth() + SUNSET_NOTICE_MONTHS);
  return seconds(version.sunset) * 1000 >= earliest.getTime();
}
