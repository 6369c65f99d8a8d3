/**
 * Typed calls to the open-data functions (`/api/data/*`). Every call resolves to a result the
 * checker islands render; it never throws for a bad postcode or a server error.
 */
import type {
  BroadbandCoverage,
  CrimeSummary,
  EconomicIndicators,
  EpcSearchResult,
  MobileCoverage,
  PostcodeGeography,
  PropertyAgeEstimate,
  SchoolsNearResult,
} from '../lib/data/types.ts';
import type { PostcodeReport } from '../lib/data/queries/postcode-report.ts';
import { METER_ACTIONS } from '../lib/api/meter-messages.ts';
import { httpRequest } from './http.ts';

/** The checker endpoints, one per function in functions/data-*.ts. */
export type DataEndpoint =
  'postcode' | 'crime' | 'schools' | 'epc' | 'property-age' | 'broadband' | 'mobile' | 'economic' | 'report';

/** What the server charged for an answer (signed-in users), from its x-credits-* headers. */
export interface ChargeInfo {
  charged: number;
  remaining: number | null;
  legacy: boolean;
  /** Why nothing was charged ("No charge: we hold no … yet."), when the server says. */
  note: string | null;
}

export type LookupResult<T> =
  /** `note` says why nothing was charged (or no free lookup used), when the server says so. */
  | { kind: 'ok'; data: T; charge?: ChargeInfo; note?: string }
  /** The free allowance is used, or the account cannot be charged: the message says what to do. */
  | { kind: 'limit'; message: string; action: { href: string; label: string } }
  /** The text could not be read as a postcode: the message says how to fix it. */
  | { kind: 'invalid'; message: string }
  /** A real postcode that is not in the imported data. */
  | { kind: 'not-found'; message: string }
  | { kind: 'error'; message: string };

interface ErrorBody {
  error?: string;
  message?: string;
}

/** The URL of an endpoint for a postcode (and optional extra query parameters). */
export function endpointUrl(endpoint: DataEndpoint, postcode: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ postcode, ...extra });
  return `/api/data/${endpoint}?${params.toString()}`;
}

/**
 * The signed-in user's access token, when a session is stored (supabase-js refreshes it), so
 * the server charges the account instead of spending the visitor allowance.
 */
async function accessToken(): Promise<string | null> {
  if (document.documentElement.dataset['auth'] !== 'in') return null;
  try {
    const { supabase } = await import('./supabase.ts');
    const { data } = await supabase().auth.getSession();
    return data.session?.access_token ?? null;
  } catch {
    return null;
  }
}

function chargeFrom(response: Response): ChargeInfo | undefined {
  const charged = response.headers.get('x-credits-charged');
  if (charged === null) return undefined;
  const remaining = response.headers.get('x-credits-remaining');
  return {
    charged: Number(charged) || 0,
    remaining: remaining === null || remaining === '' ? null : Number(remaining),
    legacy: response.headers.get('x-credits-legacy') === 'true',
    note: response.headers.get('x-credits-note'),
  };
}

const ANSWER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The saved answer named in the address (`?answer=<id>`, from the dashboard's recent lookups),
 * taken out of the address so that it is used for the first lookup only.
 */
export function takeSavedAnswerId(): string | null {
  const url = new URL(window.location.href);
  const id = url.searchParams.get('answer');
  if (id === null) return null;
  url.searchParams.delete('answer');
  window.history.replaceState(null, '', url);
  return ANSWER_ID.test(id) ? id : null;
}

/** "Saved 26 November 2026: no charge." for an answer reopened from the account. */
function savedNote(savedAt: string | null): string {
  const date = savedAt ? new Date(savedAt) : null;
  const words =
    date && !Number.isNaN(date.getTime())
      ? date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })
      : null;
  return words ? `Your saved answer from ${words}: no charge.` : 'Your saved answer: no charge.';
}

/**
 * GETs a metered endpoint and maps its status to a LookupResult. Signed in, it sends the access
 * token and a fresh Idempotency-Key (the one automatic retry reuses it, so a retry is never charged
 * twice). `codes` names extra error codes the caller shows as 'not-found' (e.g. too few comparables).
 * With `savedAnswerId` (signed in), the answer the account already holds is shown free instead;
 * when it is gone the lookup runs as usual.
 */
export async function meteredGet<T>(
  url: string,
  signal?: AbortSignal,
  notFoundCodes: readonly string[] = [],
  savedAnswerId: string | null = null,
): Promise<LookupResult<T>> {
  let response: Response;
  try {
    const token = await accessToken();
    if (token && savedAnswerId) {
      const saved = await httpRequest(`/api/answers/${savedAnswerId}`, {
        headers: { accept: 'application/json', authorization: `Bearer ${token}` },
        signal: signal ?? null,
      });
      if (saved.ok)
        return { kind: 'ok', data: (await saved.json()) as T, note: savedNote(saved.headers.get('x-answer-saved-at')) };
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) Object.assign(headers, { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() });
    response = await httpRequest(url, { headers, signal: signal ?? null });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { kind: 'error', message: 'We could not reach the data service. Check your connection and try again.' };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { kind: 'error', message: `The data service answered ${response.status} without data. Please try again.` };
  }
  if (response.ok) {
    const charge = chargeFrom(response);
    const note = response.headers.get('x-credits-note');
    return { kind: 'ok', data: body as T, ...(charge ? { charge } : {}), ...(note ? { note } : {}) };
  }
  const { error, message } = body as ErrorBody;
  const text = message ?? 'Something went wrong. Please try again.';
  const action = error ? METER_ACTIONS[error] : undefined;
  if (action) return { kind: 'limit', message: text, action };
  if (error === 'invalid_postcode' || error === 'invalid_request') return { kind: 'invalid', message: text };
  if (error === 'postcode_not_found' || (error && notFoundCodes.includes(error))) return { kind: 'not-found', message: text };
  return { kind: 'error', message: text };
}

/** GETs a checker endpoint for a postcode (see {@link meteredGet}). */
export async function lookup<T>(
  endpoint: DataEndpoint,
  postcode: string,
  extra: Record<string, string> = {},
  signal?: AbortSignal,
  savedAnswerId: string | null = null,
): Promise<LookupResult<T>> {
  return meteredGet<T>(endpointUrl(endpoint, postcode, extra), signal, [], savedAnswerId);
}

/** Every answer names the postcode's geography first, so islands can map it and label figures. */
export interface PostcodeAnswer {
  geography: PostcodeGeography;
}
export interface CrimeAnswer extends PostcodeAnswer {
  crime: CrimeSummary;
}
export interface SchoolsAnswer extends PostcodeAnswer {
  schools: SchoolsNearResult;
}
/** EPC files carry their own postcodes, so an EPC answer may have no postcode geography. */
export interface EpcAnswer {
  geography: PostcodeGeography | null;
  epc: EpcSearchResult;
}
export interface PropertyAgeAnswer {
  geography: PostcodeGeography | null;
  age: PropertyAgeEstimate;
}
export interface BroadbandAnswer extends PostcodeAnswer {
  broadband: BroadbandCoverage;
}
export interface MobileAnswer extends PostcodeAnswer {
  mobile: MobileCoverage;
}
export interface EconomicAnswer extends PostcodeAnswer {
  /** Null when the postcode has no local authority in the data. */
  economic: EconomicIndicators | null;
}
/** Every dataset for one postcode (/postcode-data and /local-data). */
export type ReportAnswer = PostcodeReport;
