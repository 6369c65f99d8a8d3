/**
 * The one checklist every open-data function follows: GET only, parse the postcode (400 with
 * how to fix it), find it in the imported data (404 "not in our data"), run the query, answer
 * JSON. Database failures answer 503 with the standard error shape, never a stack trace.
 * HEAD answers the headers of a metered endpoint without producing (or charging for) an answer.
 */
import { parsePostcode, type ParsedPostcode } from '../../src/lib/postcode/parse.ts';
import { getPostcodeGeography } from '../../src/lib/data/queries/postcode-geography.ts';
import { notInDataMessage } from '../../src/lib/data/messages.ts';
import type { SqlClient } from '../../src/lib/data/sql-client.ts';
import type { PostcodeGeography } from '../../src/lib/data/types.ts';
import { withLogging, type Handler } from './handler.ts';
import { describeError, log } from './log.ts';
import { metered } from './meter.ts';
import { jsonError, jsonTextResponse } from './respond.ts';
import type { CreditService } from '../../src/lib/api/credit-services.ts';
import { canonicalRequest } from '../../src/lib/api/metering/canonical-request.ts';
import { sqlClient } from './sql-client.ts';
import { createAnswerCache } from '../../src/lib/data/queries/answer-cache.ts';

export interface PostcodeContext {
  db: SqlClient;
  postcode: ParsedPostcode;
  /** Null when the postcode is not in the postcode tables (only for datasets that carry their own postcodes). */
  geography: PostcodeGeography | null;
  url: URL;
}

export interface PostcodeHandlerOptions<T> {
  /** The function's name in the logs, e.g. `data-report`. */
  name: string;
  /**
   * The credit service a lookup is metered as (free-tier allowance for visitors, its price-list
   * cost for signed-in users); omit for answers that are free to everyone.
   */
  service?: CreditService;
  /** Builds the answer; null means "nothing in our data for this postcode" (404). */
  answer: (context: PostcodeContext) => Promise<T | null>;
  /** The dataset carries its own postcodes (EPC), so a postcode outside the postcode tables may still have data. */
  allowUnknownGeography?: boolean;
  /**
   * The answer depends only on the postcode and the imported data (no other parameter, no
   * caller): keep it, serialised, in the in-process answer cache until the next import. A
   * repeated lookup then costs no query beyond metering.
   */
  cacheAnswers?: boolean;
  /** Where the SqlClient comes from (tests pass their own). */
  client?: () => SqlClient;
}

/** An answer as sent: status, JSON text and its parsed form (what the meter inspects). */
interface SerialisedAnswer {
  status: number;
  text: string;
  json: unknown;
}

/** Answers of `cacheAnswers` handlers, shared by every such handler in this instance (keyed by name and postcode). */
const answers = createAnswerCache<SerialisedAnswer>({ maxEntries: 1000 });

const CACHE = { 'cache-control': 'public, max-age=300' };
const PRIVATE = { 'cache-control': 'private, no-store' };
const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

/** Creates a `Request → Response` handler for one postcode endpoint. */
export function postcodeHandler<T>(options: PostcodeHandlerOptions<T>): Handler {
  return withLogging(options.name, async (request, context) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return jsonError(405, 'method_not_allowed', 'Use GET with ?postcode=…', { allow: 'GET, HEAD' });
    }
    const url = new URL(request.url);
    const parsed = parsePostcode(url.searchParams.get('postcode') ?? '');
    if (!parsed.ok) return jsonError(400, 'invalid_postcode', parsed.error);
    let db: SqlClient;
    try {
      db = (options.client ?? sqlClient)();
    } catch {
      return jsonError(503, 'data_unavailable', 'The data service is not configured. Please try again later.');
    }
    const compute = async (): Promise<SerialisedAnswer> => {
      const geography = await getPostcodeGeography(db, parsed.value);
      const body =
        geography || options.allowUnknownGeography ? await options.answer({ db, postcode: parsed.value, geography, url }) : null;
      const text = JSON.stringify(body ?? { error: 'postcode_not_found', message: notInDataMessage(parsed.value.postcode) });
      return { status: body === null ? 404 : 200, text, json: JSON.parse(text) as unknown };
    };
    const produce = async (): Promise<Response> => {
      try {
        const answer = options.cacheAnswers
          ? await answers.get(db, `${options.name}\u0000${parsed.value.postcode}`, compute)
          : await compute();
        // Metered answers depend on who asks, so shared caches must not keep them.
        const headers = answer.status !== 200 ? {} : options.service ? PRIVATE : CACHE;
        return jsonTextResponse(answer.status, answer.text, answer.json, headers);
      } catch (error) {
        log('error', 'data query failed', { path: url.pathname, ...describeError(error) });
        return jsonError(503, 'data_unavailable', 'We could not read the data just now. Please try again in a moment.');
      }
    };
    if (!options.service) return produce();
    // HEAD is not metered: it says what a GET would be (JSON, private) without an answer.
    if (request.method === 'HEAD') return new Response(null, { status: 200, headers: { ...JSON_TYPE, ...PRIVATE } });
    try {
      const what = { service: options.service, request: canonicalRequest(url.pathname, url.searchParams) };
      return await metered(request, context, what, produce, db);
    } catch (error) {
      log('error', 'metering failed', { path: url.pathname, ...describeError(error) });
      return jsonError(503, 'data_unavailable', 'We could not check your allowance just now. Please try again in a moment.');
    }
  });
}

/** A whole-number query parameter within [min, max], or undefined when absent or not a number. */
export function intParam(url: URL, name: string, min: number, max: number): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value)) return undefined;
  return Math.min(max, Math.max(min, Math.round(value)));
}
