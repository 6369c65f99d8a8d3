/**
 * Every operation of the property API v1: the 13 data endpoints (metered) and the free ones of
 * account kind (usage, credits, valuation accuracy). The OpenAPI document, the Markdown docs, llms.txt, the MCP tools and the
 * request path all read this list, so none of them can miss an endpoint.
 */
import { ACCOUNT_ENDPOINTS, type V1AccountEndpoint } from './account-endpoints.ts';
import { V1_ENDPOINTS, type V1Endpoint } from './endpoints.ts';

export type V1Operation = ({ kind: 'data' } & V1Endpoint) | ({ kind: 'account' } & V1AccountEndpoint);

export const API_V1_OPERATIONS: readonly V1Operation[] = [
  ...V1_ENDPOINTS.map((e) => ({ ...e, kind: 'data' as const })),
  ...ACCOUNT_ENDPOINTS.map((e) => ({ ...e, kind: 'account' as const })),
];

/** The operation at a path below /api/v1 ("/crime-statistics", "/account/usage"), or undefined. */
export function operationAt(path: string): V1Operation | undefined {
  const clean = path.replace(/\/+$/, '');
  return API_V1_OPERATIONS.find((o) => o.path === clean);
}

/** "1 credit", "0 credits (free)". */
export function costLabel(cost: number): string {
  return cost === 0 ? 'free (0 credits)' : `${cost} credit${cost === 1 ? '' : 's'}`;
}
