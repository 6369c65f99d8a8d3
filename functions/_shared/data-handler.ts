/**
 * The one checklist every open-data function follows: GET (or HEAD) only; read the query against
 * the endpoint's schema (unknown or repeated parameters and bad values: 400 naming the parameter,
 * with how to fix a postcode); meter the parsed request (functions/_shared/meter.ts); find the
 * postcode in the imported data (404 "not in our data"), run the query, answer JSON. Handlers see
 * the parsed query only, never the URL. Database failures answer 503 with the standard error
 * shape, never a stack trace. HEAD answers what a GET would (status and headers), without a body,
 * and without spending, charging or storing anything.
 */
import type { z } from 'zod';
import { parsePostcode, type ParsedPostcode } from '../../src/lib/postcode/parse.ts';
import { postcodeQuery } from '../../src/lib/api/v1/schemas/queries.ts';
import { getPostcodeGeography } from '../../src/lib/data/queries/postcode-geography.ts';
import { notInDataMessage } from '../../src/lib/data/messages.ts';
import type { SqlClient } from '../../src/lib/data/sql-client.ts';
import type { PostcodeGeography } from '../../src/lib/data/types.ts';
import { withLogging, type Handler } from './handler.ts';
import { describeError, log } from './log.ts';
import { metered } from './meter.ts';
import { jsonError, jsonTextResponse } from './respond.ts';
import type { CreditService } from '../../src/lib/api/credit-services.ts';
import { locate, locationHeaders, readRequest } from './read-request.ts';
import { sqlClient } from './sql-client.ts';
import { createAnswerCache } from '../../src/lib/data/queries/answer-cache.ts';

export interface PostcodeContext<Q> {
  db: SqlClient;
  postcode: ParsedPostcode;
  /** Null when the postcode is not in the postcode tables (only for datasets that carry their own postcodes). */
  geography: PostcodeGeography | null;
  /** The query as the schema parsed it (defaults filled in). */
  query: Q;
}

export interface PostcodeHandlerOptions<T, S extends z.ZodObject> {
  /** The function's name in the logs, e.g. `data-report`. */
  name: string;
  /** The public path, e.g. `/api/data/crime`: part of what makes two requests the same. */
  path: string;
  /** The query's schema; a postcode alone when omitted. */
  query?: S;
  /**
   * The credit service a lookup is metered as (free-tier allowance for visitors, its price-list
   * cost for signed-in users); omit for answers that are free to everyone.
   */
  service?: CreditService;
  /** Builds the answer; null means "nothing in our data for this postcode" (404). */
  answer: (context: PostcodeContext<z.output<S>>) => Promise<T | null>;
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

/** Creates a `Request → Response` handler for one postcode endpoint. */
export function postcodeHandler<T, S extends z.ZodObject = typeof postcodeQuery>(options: PostcodeHandlerOptions<T, S>): Handler {
  const shape = { path: options.path, query: (options.query ?? postcodeQuery) as S };
  return withLogging(options.name, async (request, context) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return jsonError(405, 'method_not_allowed', 'Use GET with ?postcode=…', { allow: 'GET, HEAD' });
    }
    const read = readRequest(new URL(request.url), shape);
    if (!read.ok) return read.response;
    let db: SqlClient;
    try {
      db = (options.client ?? sqlClient)();
    } catch {
      return jsonError(503, 'data_unavailable', 'The data service is not configured. Please try again later.');
    }
    // Asked by latitude and longitude: the nearest live postcode answers (said in headers).
    let located;
    try {
      located = await locate(read.query, db, 'postcode_not_found');
    } catch (error) {
      log('error', 'data query failed', { path: options.path, ...describeError(error) });
      return jsonError(503, 'data_unavailable', 'We could not read the data just now. Please try again in a moment.');
    }
    if (!located.ok) return located.response;
    const { query } = located;
    const canonical = read.request;
    const where = locationHeaders(located.resolved);
    const parsed = parsePostcode(String((query as { postcode?: unknown }).postcode ?? ''));
    if (!parsed.ok) return jsonError(400, 'invalid_postcode', parsed.error, {}, { parameter: 'postcode' });
    const compute = async (): Promise<SerialisedAnswer> => {
      const geography = await getPostcodeGeography(db, parsed.value);
      const body =
        geography || options.allowUnknownGeography
          ? await options.answer({ db, postcode: parsed.value, geography, query })
          : null;
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
        log('error', 'data query failed', { path: options.path, ...describeError(error) });
        return jsonError(503, 'data_unavailable', 'We could not read the data just now. Please try again in a moment.');
      }
    };
    const bodyless = (response: Response) => {
      const headers = new Headers(response.headers);
      for (const [name, value] of Object.entries(where)) headers.set(name, value);
      return new Response(request.method === 'HEAD' ? null : response.body, { status: response.status, headers });
    };
    if (!options.service) return bodyless(await produce());
    try {
      return bodyless(await metered(request, context, { service: options.service, request: canonical }, produce, db));
    } catch (error) {
      log('error', 'metering failed', { path: options.path, ...describeError(error) });
      return jsonError(503, 'data_unavailable', 'We could not check your allowance just now. Please try again in a moment.');
    }
  });
}
