/**
 * The one price list for metered answers: per credit service, what it costs, what the ledger and
 * the dashboard call it, the page a saved answer reopens on, and what counts as an answer (an
 * answer that holds no data is free: docs/decisions/metering.md). Costs come from CREDIT_COSTS.
 */
import { CREDIT_COSTS } from '../../site/plans.ts';
import type { CreditService } from '../credit-services.ts';
import {
  broadbandHoldsData,
  councilTaxHoldsData,
  crimeHoldsData,
  economicHoldsData,
  epcHoldsData,
  mobileHoldsData,
  propertyAgeHoldsData,
  reportHoldsData,
  schoolsHoldData,
  type NoChargeReason,
  type ReportParts,
} from './holds-data.ts';

export interface PriceListEntry {
  /** Credits one answer costs. */
  cost: number;
  /** What the ledger and dashboard call it: "Crime check". */
  label: string;
  /** The page that shows a saved answer again (`?postcode=…&answer=<id>`), for site checkers. */
  page?: string;
  /** Null when the (parsed JSON) answer holds data and is charged; else why it is free. */
  holdsData: (body: unknown) => NoChargeReason;
}

type Body = Record<string, unknown> | null | undefined;
const field =
  <T>(name: string, check: (value: T | null | undefined) => NoChargeReason) =>
  (body: unknown): NoChargeReason =>
    check((body as Body)?.[name] as T | null | undefined);
const always = (): NoChargeReason => null;
/** An API answer that holds data when its `data[list]` is a non-empty list; else free with `reason`. */
const listed =
  (list: string, reason: string) =>
  (body: unknown): NoChargeReason => {
    const items = ((body as Body)?.['data'] as Body)?.[list];
    return Array.isArray(items) && items.length > 0 ? null : reason;
  };

const data = CREDIT_COSTS.dataLookup;
const api = CREDIT_COSTS.apiCall;

export const PRICE_LIST: Readonly<Record<CreditService, PriceListEntry>> = {
  'postcode-crime': {
    cost: data,
    label: 'Crime check',
    page: '/postcode-crime-check',
    holdsData: field('crime', crimeHoldsData),
  },
  'mobile-signal': {
    cost: data,
    label: 'Mobile signal check',
    page: '/mobile-signal-checker',
    holdsData: field('mobile', mobileHoldsData),
  },
  'broadband-speed': {
    cost: data,
    label: 'Broadband check',
    page: '/broadband-speed-checker-postcode',
    holdsData: field('broadband', broadbandHoldsData),
  },
  schools: { cost: data, label: 'Schools check', page: '/find-a-school', holdsData: field('schools', schoolsHoldData) },
  'economic-data': {
    cost: data,
    label: 'Economic data',
    page: '/economic-data',
    holdsData: field('economic', economicHoldsData),
  },
  'postcode-data': {
    cost: data,
    label: 'Postcode report',
    page: '/postcode-data',
    holdsData: (body) => reportHoldsData(body as ReportParts),
  },
  'local-data': {
    cost: data,
    label: 'Local data',
    page: '/local-data',
    holdsData: (body) => reportHoldsData(body as ReportParts),
  },
  'property-age': {
    cost: data,
    label: 'Property age check',
    page: '/check-property-age',
    holdsData: field('age', propertyAgeHoldsData),
  },
  'epc-search': { cost: data, label: 'EPC search', page: '/epc-search', holdsData: field('epc', epcHoldsData) },
  valuation: { cost: CREDIT_COSTS.valuation, label: 'Valuation', page: '/valuation', holdsData: always },
  'deal-analyser': { cost: data, label: 'Deal analyser', holdsData: always },
  'ai-staging': { cost: CREDIT_COSTS.stagedImage, label: 'AI staging', holdsData: always },
  'api-postcode': { cost: api, label: 'API: postcode', holdsData: always },
  'api-crime-statistics': { cost: api, label: 'API: crime statistics', holdsData: field('data', crimeHoldsData) },
  'api-schools': { cost: api, label: 'API: schools', holdsData: field('data', schoolsHoldData) },
  'api-epc': { cost: api, label: 'API: EPC', holdsData: field('data', epcHoldsData) },
  'api-property-age': { cost: api, label: 'API: property age', holdsData: field('data', propertyAgeHoldsData) },
  'api-broadband': { cost: api, label: 'API: broadband', holdsData: field('data', broadbandHoldsData) },
  'api-mobile-signal': { cost: api, label: 'API: mobile signal', holdsData: field('data', mobileHoldsData) },
  'api-economic': { cost: api, label: 'API: economic', holdsData: field('data', economicHoldsData) },
  'api-council-tax': { cost: api, label: 'API: council tax', holdsData: field('data', councilTaxHoldsData) },
  'api-report': {
    cost: api,
    label: 'API: postcode report',
    holdsData: (body) => reportHoldsData((body as Body)?.['data'] as ReportParts),
  },
  'api-house-valuation': { cost: api, label: 'API: house valuation', holdsData: always },
  'api-property-valuation': { cost: api, label: 'API: property valuation', holdsData: always },
  'api-stamp-duty-land-tax': { cost: api, label: 'API: stamp duty', holdsData: always },
  'api-report-summary': {
    cost: api,
    label: 'API: postcode report summary',
    holdsData: listed('held', 'No charge: we hold no data for this postcode beyond its location yet.'),
  },
  'api-address-search': {
    cost: api,
    label: 'API: address search',
    holdsData: listed('addresses', 'No charge: no address we hold matches this search.'),
  },
  // Each page of sold prices is an answer; a page with no sales holds nothing.
  'api-sold-prices': {
    cost: api,
    label: 'API: sold prices',
    holdsData: listed('sales', 'No charge: no recorded sales match this request.'),
  },
};

/**
 * "Crime check · M33 3HJ": a ledger row or a saved answer named by what was bought. A valuation
 * names the home as asked ("Valuation · 12 Hampson Street, M33 3HJ · semi-detached").
 */
export function answerLabel(
  service: CreditService,
  request: { postcode: string | null; params?: Readonly<Record<string, string>> },
): string {
  const { label } = PRICE_LIST[service];
  const { postcode, params = {} } = request;
  if (!postcode) return label;
  if (service !== 'valuation' && service !== 'api-house-valuation' && service !== 'api-property-valuation')
    return `${label} · ${postcode}`;
  const home = [params['house'], params['street']].filter(Boolean).join(' ');
  const place = home ? `${home}, ${postcode}` : postcode;
  return [label, place, params['type']].filter(Boolean).join(' · ').slice(0, 200);
}

/** What the ledger calls a service it charged: its price-list label, or the service name in words. */
export function serviceLabel(service: string): string {
  const entry = (PRICE_LIST as Record<string, PriceListEntry | undefined>)[service];
  if (entry) return entry.label;
  return service.startsWith('api-') ? `API: ${service.slice(4).replaceAll('-', ' ')}` : service.replaceAll('-', ' ');
}
