/**
 * Query schemas of the property API v1: each validates the query string (text in, typed values
 * out, a plain message per bad parameter) and describes the parameters in the OpenAPI document.
 * Parameter names are camelCase, like every field of the answers.
 */
import { z } from 'zod';
import { postcodeParam, valuationQuery } from '../../../valuation/request.ts';
import { readAddressSearch } from '../../../data/address-search-text.ts';
import { decodeEpcCursor, decodeSaleCursor, decodeSchoolCursor } from '../../../data/page-cursor.ts';

function wholeNumber(name: string, min: number, max: number, fallback: number, description: string) {
  return z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number from ${min} to ${max}.`)
    .transform(Number)
    .pipe(z.number().min(min, `${name} must be at least ${min}.`).max(max, `${name} must be at most ${max}.`))
    .optional()
    .transform((v) => v ?? fallback)
    .meta({
      description: `${description} ${min}–${max}, default ${fallback}.`,
      example: String(fallback),
      // Sent as text in a query string; documented as the whole number it stands for.
      type: 'integer',
      minimum: min,
      maximum: max,
    });
}

const address = z
  .string()
  .trim()
  .max(100, 'address must be at most 100 characters.')
  .optional()
  .meta({ description: 'Part of the address (house number or name, street) to narrow the answer to one home.' });

/** A page cursor: the previous page's `nextCursor`, which `decode` must read. */
const pageCursor = (decode: (cursor: string) => unknown) =>
  z
    .string()
    .refine(
      (c) => decode(c) !== null,
      'cursor must be the nextCursor of the previous page, unchanged; omit it for the first page.',
    )
    .optional()
    .meta({ description: 'The `nextCursor` of the previous page, unchanged; omit for the first page.', maxLength: 200 });

const coordinate = (name: 'lat' | 'lng', min: number, max: number, example: string) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,8})?$/, `${name} must be a number in decimal degrees, such as ${example}.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${name} must be at least ${min} (Great Britain and Northern Ireland).`)
        .max(max, `${name} must be at most ${max}.`),
    )
    .optional()
    .meta({
      description: `${name === 'lat' ? 'Latitude' : 'Longitude'} (WGS84, decimal degrees), with ${name === 'lat' ? 'lng' : 'lat'} instead of a postcode: the nearest live postcode within 1 km answers (meta.location says which, and how far).`,
      example,
      type: 'number',
      minimum: min,
      maximum: max,
    });

/**
 * A place asked for by postcode, or by latitude and longitude (the nearest live postcode within
 * 1 km answers: the request path resolves it before producing). Exactly one of the two.
 */
function located<T extends z.ZodRawShape>(shape: T) {
  return z
    .object({
      postcode: postcodeParam.optional(),
      ...shape,
      lat: coordinate('lat', 49.8, 60.9, '53.4297'),
      lng: coordinate('lng', -8.7, 1.8, '-2.3109'),
    })
    .superRefine((value, ctx) => {
      const q = value as { postcode?: unknown; lat?: unknown; lng?: unknown };
      const point = q.lat !== undefined || q.lng !== undefined;
      if (q.postcode !== undefined && point)
        ctx.addIssue({ code: 'custom', path: ['postcode'], message: 'Send a postcode or lat and lng, not both.' });
      else if (!point && q.postcode === undefined)
        ctx.addIssue({ code: 'custom', path: ['postcode'], message: 'Enter a postcode (or lat and lng).' });
      else if (point && (q.lat === undefined || q.lng === undefined))
        ctx.addIssue({ code: 'custom', path: [q.lat === undefined ? 'lat' : 'lng'], message: 'Send lat and lng together.' });
    });
}

export const postcodeQuery = located({});

export const crimeQuery = located({
  radius: wholeNumber('radius', 100, 2000, 500, 'Metres around the postcode centre.'),
  mode: z
    .enum(['radius', 'lsoa'], { error: 'mode must be radius or lsoa.' })
    .default('radius')
    .meta({ description: 'radius: crimes within `radius` metres; lsoa: crimes in the postcode’s LSOA (about 1,500 residents).' }),
});

export const schoolsQuery = located({
  radius: wholeNumber('radius', 200, 5000, 1600, 'Metres around the postcode centre.'),
  limit: wholeNumber('limit', 1, 100, 50, 'Schools per page.'),
  cursor: pageCursor(decodeSchoolCursor),
});

export const addressQuery = located({ address });

export const addressSearchQuery = z.object({
  q: z
    .string({ error: 'q is required: the address as typed, with its postcode or district, such as 12 Hampson Street, M33.' })
    .trim()
    .min(3, 'q must be at least 3 characters.')
    .max(120, 'q must be at most 120 characters.')
    .refine((q) => readAddressSearch(q).ok, {
      error: (issue) => {
        const read = readAddressSearch(String(issue.input));
        return read.ok ? 'q is not an address.' : read.message;
      },
    })
    .meta({
      description:
        'The address as typed, any case and punctuation, with its full postcode ("Flat 2, 12 Hampson St, M33 3HJ") or at least its postcode district and street ("12 Hampson Street, M33").',
      example: '12 Hampson Street, M33 3HJ',
      // A full postcode anywhere, or a street word before a postcode district.
      pattern:
        '[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}|[A-Za-z]{2,}.*[^A-Za-z0-9][A-Za-z]{1,2}[0-9][A-Za-z0-9]?([^A-Za-z0-9]|$)',
      minLength: 3,
      maxLength: 120,
    }),
  limit: wholeNumber('limit', 1, 100, 20, 'Addresses in the answer, best match first.'),
});

export const epcQuery = located({
  address,
  limit: wholeNumber('limit', 1, 100, 100, 'Certificates per page.'),
  cursor: pageCursor(decodeEpcCursor),
});

export { valuationQuery };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const stampDutyQuery = z.object({
  price: z
    .string({ error: 'price is required: the purchase price in whole pounds.' })
    .regex(/^\d+$/, 'price must be a whole number of pounds, such as 300000.')
    .transform(Number)
    .pipe(z.number().max(1_000_000_000, 'price must be at most 1000000000.'))
    .meta({
      description: 'The purchase price in whole pounds.',
      example: '300000',
      type: 'integer',
      minimum: 0,
      maximum: 1_000_000_000,
    }),
  completionDate: z
    .string({ error: 'completionDate is required, written YYYY-MM-DD.' })
    .refine(
      (d) =>
        DATE.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      {
        message: 'completionDate must be a real date written YYYY-MM-DD, such as 2025-06-01.',
      },
    )
    .meta({
      description:
        'YYYY-MM-DD: the rules in force on this date apply (normally completion). Covered from 2021-10-01 in England and Northern Ireland, 2021-04-01 in Scotland and Wales.',
      example: '2025-06-01',
      format: 'date',
    }),
  location: z
    .enum(['england', 'northern-ireland', 'scotland', 'wales'], {
      error: 'location must be england, northern-ireland, scotland or wales.',
    })
    .meta({ description: 'SDLT in England and Northern Ireland, LBTT in Scotland, LTT in Wales.', example: 'england' }),
  buyer: z
    .enum(['standard', 'first-time', 'additional'], { error: 'buyer must be standard, first-time or additional.' })
    .default('standard')
    .meta({ description: 'first-time buyer relief, or additional (a second home or buy-to-let: the higher rates).' }),
  nonResident: z
    .enum(['true', 'false'], { error: 'nonResident must be true or false.' })
    .default('false')
    .transform((v) => v === 'true')
    .meta({
      description: 'England and Northern Ireland only (true elsewhere is refused): a non-UK-resident buyer pays a 2% surcharge.',
    }),
});

const TYPE_WORDS = ['detached', 'semi-detached', 'terraced', 'flat', 'other'] as const;

const realDate = (name: string) =>
  z
    .string()
    .refine(
      (d) =>
        DATE.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      { message: `${name} must be a real date written YYYY-MM-DD, such as 2020-01-31.` },
    )
    .optional();

/** GET /sold-prices: a postcode's place, filters and a page. */
export const soldPricesQuery = located({
  scope: z
    .enum(['postcode', 'sector', 'street'], { error: 'scope must be postcode, sector or street.' })
    .default('postcode')
    .meta({
      description:
        'postcode: sales at this postcode; sector: sales in its postcode sector (M33 3); street: sales on `street` in its postcode district (M33).',
    }),
  street: z
    .string()
    .trim()
    .min(2, 'street must be at least 2 characters.')
    .max(60, 'street must be at most 60 characters.')
    .optional()
    .meta({
      description: 'Required with scope=street, and only with it: the street name, such as Hampson Street.',
      example: 'Hampson Street',
    }),
  from: realDate('from').meta({ description: 'Sales on or after this date (YYYY-MM-DD); not after `to`.', format: 'date' }),
  to: realDate('to').meta({ description: 'Sales on or before this date (YYYY-MM-DD).', format: 'date' }),
  type: z
    .enum(TYPE_WORDS, { error: `type must be one of: ${TYPE_WORDS.join(', ')}.` })
    .optional()
    .meta({ description: 'Only this HM Land Registry property type.' }),
  tenure: z
    .enum(['freehold', 'leasehold'], { error: 'tenure must be freehold or leasehold.' })
    .optional()
    .meta({ description: 'Only this tenure.' }),
  newBuild: z
    .enum(['true', 'false'], { error: 'newBuild must be true or false.' })
    .transform((v) => v === 'true')
    .optional()
    .meta({ description: 'true: new builds only; false: existing homes only.' }),
  limit: wholeNumber('limit', 1, 100, 25, 'Sales per page.'),
  cursor: pageCursor(decodeSaleCursor),
}).superRefine((q, ctx) => {
  if (q.scope === 'street' && !q.street)
    ctx.addIssue({
      code: 'custom',
      path: ['street'],
      message: 'street is required with scope=street, such as Hampson Street.',
    });
  if (q.scope !== 'street' && q.street)
    ctx.addIssue({ code: 'custom', path: ['scope'], message: 'Send scope=street with street.' });
  if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from.' });
});
