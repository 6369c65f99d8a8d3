import { z } from 'zod';
import { parsePostcode } from '../postcode/parse.ts';
import { parseHouse, type AddressParts } from './address.ts';
import {
  ADDRESS_LIMITS,
  EARLIEST_AS_OF,
  FLOOR_AREA_LIMITS,
  PROPERTY_TYPES,
  TENURES,
  VALUATION_FIELDS,
  type PropertyTypeWord,
} from './query-words.ts';
import type { Subject } from './types.ts';

/**
 * The query a valuation is asked with (GET /api/valuation, the valuation forms and the API's
 * valuation endpoints): one schema that validates it, names every problem in plain words and
 * describes it for the OpenAPI document.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const typeWords = Object.keys(PROPERTY_TYPES) as PropertyTypeWord[];

/** A full UK postcode, any case and spacing; the message says how to fix a bad one. */
export const postcodeParam = z
  .string({ error: 'Enter a postcode.' })
  .superRefine((value, ctx) => {
    const parsed = parsePostcode(value);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error });
  })
  .meta({
    description:
      'A full UK postcode, any case, with or without the space (ZZ99, the “address not known” placeholder, is refused).',
    example: 'M33 3HJ',
    pattern: '^\\s*[A-Za-z]{1,2}[0-9][A-Za-z0-9]?\\s*[0-9][A-Za-z]{2}\\s*$',
  });

/** The query parameters as text (URLSearchParams) → typed values, with a message per bad field. */
const hasWord = (text: string) => /[A-Za-z0-9]/.test(text);

export const valuationQuery = z.object({
  postcode: postcodeParam,
  house: z
    .string()
    .trim()
    .max(ADDRESS_LIMITS.house, `The house number or name must be at most ${ADDRESS_LIMITS.house} characters.`)
    .refine(hasWord, 'Enter the house number or name, such as 12, 12A, Flat 2, 12 or Rose Cottage.')
    .optional()
    .meta({
      description:
        'The home’s house number or name, with a flat if any (“12”, “12A”, “Flat 2, 12”, “Rose Cottage”). Matched against HM Land Registry addresses at the postcode: when the home sold before, its own last price brought forward is used as evidence.',
      example: '12',
    }),
  street: z
    .string()
    .trim()
    .max(ADDRESS_LIMITS.street, `The street must be at most ${ADDRESS_LIMITS.street} characters.`)
    .refine(hasWord, 'Enter the street name, such as Hampson Street.')
    .optional()
    .meta({ description: 'The street, to match the home and weigh sales on the same street more.', example: 'Hampson Street' }),
  type: z
    .enum(typeWords, { error: `Choose the property type: ${typeWords.join(', ')}.` })
    .meta({ description: 'The HM Land Registry property type.', example: 'semi-detached' }),
  tenure: z
    .enum(['freehold', 'leasehold'], { error: 'Choose the tenure: freehold or leasehold.' })
    .default('freehold')
    .meta({ description: 'Sales with the same tenure are preferred as comparables.' }),
  newBuild: z
    .enum(['true', 'false'], { error: 'newBuild must be true or false.' })
    .transform((v) => v === 'true')
    .optional()
    .meta({ description: 'true for a new build, false for an existing home; when given, matching sales are preferred.' }),
  floorArea: z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, 'Floor area must be a number of square metres, such as 85.')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(FLOOR_AREA_LIMITS.min, `Floor area must be at least ${FLOOR_AREA_LIMITS.min} m².`)
        .max(FLOOR_AREA_LIMITS.max, `Floor area must be at most ${FLOOR_AREA_LIMITS.max} m².`),
    )
    .optional()
    .meta({
      description: `Total floor area in m² (${FLOOR_AREA_LIMITS.min}–${FLOOR_AREA_LIMITS.max}), as on an EPC: enables price per m² where comparables have EPCs.`,
      type: 'number',
      minimum: FLOOR_AREA_LIMITS.min,
      maximum: FLOOR_AREA_LIMITS.max,
    }),
  asOf: z
    .string()
    .refine(isRealDate, 'The valuation date must be a real date written YYYY-MM-DD, such as 2019-12-01.')
    .refine((d) => d >= EARLIEST_AS_OF, `The valuation date must be on or after ${EARLIEST_AS_OF}: sold prices start in 1995.`)
    .optional()
    .meta({
      description: `YYYY-MM-DD, on or after ${EARLIEST_AS_OF}. Default and latest: the day after the latest sale in the data. Only earlier sales are used.`,
      format: 'date',
    }),
});

export type ValuationQuery = z.output<typeof valuationQuery>;

export type ParsedValuationQuery =
  { ok: true; query: ValuationQuery } | { ok: false; field: string; message: string; errors: Record<string, string> };

/** Reads the query from URL parameters (empty values count as absent). */
export function parseValuationQuery(params: URLSearchParams): ParsedValuationQuery {
  const input: Record<string, string> = {};
  for (const key of VALUATION_FIELDS) {
    const value = params.get(key)?.trim();
    if (value) input[key] = value;
  }
  if (input['postcode'] === undefined) input['postcode'] = '';
  const parsed = valuationQuery.safeParse(input);
  if (parsed.success) return { ok: true, query: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'query')] ??= issue.message;
  const [field, message] = Object.entries(errors)[0]!;
  return { ok: false, field, message, errors };
}

/**
 * The valuation date actually used: the date asked for, else the day after the latest sale in the
 * data — never later than that day or today, because no later sale can be evidence.
 */
export function resolveAsOf(asked: string | undefined, latestSaleDate: string | null, today: string): string {
  const dayAfterData = latestSaleDate ? nextDay(latestSaleDate) : today;
  const ceiling = dayAfterData < today ? dayAfterData : today;
  if (!asked) return ceiling;
  return asked < ceiling ? asked : ceiling;
}

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The home's address from the query: the house number or name read into Price Paid's parts, or just the street. */
export function addressOf(query: Pick<ValuationQuery, 'house' | 'street'>): AddressParts | null {
  if (query.house) return parseHouse(query.house, query.street ?? null);
  if (query.street) return { saon: null, paon: null, street: query.street };
  return null;
}

/** The engine's subject for a valid query and its resolved valuation date. */
export function subjectFor(query: ValuationQuery, asOf: string): Subject {
  const parsed = parsePostcode(query.postcode);
  if (!parsed.ok) throw new Error('subjectFor needs a validated query');
  const address = addressOf(query);
  return {
    postcode: parsed.value.postcode,
    sector: parsed.value.sector,
    district: parsed.value.district,
    propertyType: PROPERTY_TYPES[query.type],
    tenure: TENURES[query.tenure],
    ...(query.newBuild === undefined ? {} : { newBuild: query.newBuild }),
    ...(query.floorArea === undefined ? {} : { floorAreaM2: query.floorArea }),
    asOf,
    ...(address ? { address } : {}),
  };
}
