/**
 * Response schemas shared by the property API v1 endpoints. Each schema shapes the JSON the API
 * sends (unknown keys are dropped on the way out) and is turned into the OpenAPI document, so the
 * code, the answers and the documentation cannot drift apart. `satisfies z.ZodType<T>` ties each
 * schema to the TypeScript type the site's own queries return: the API shows the same figures.
 */
import { z } from 'zod';
import { DATASETS, type DatasetId } from '../../../data/datasets.ts';
import { API_V1_ERROR_CODES } from '../errors.ts';
import type { GeographyLevel, NamedCode, PostcodeGeography, Provenance, SeriesPoint } from '../../../data/types.ts';

const LEVELS = [
  'postcode',
  'sector',
  'district',
  'area',
  'radius',
  'lsoa',
  'msoa',
  'ward',
  'authority',
  'county',
  'region',
  'country',
  'police_force',
  'address',
] as const satisfies readonly GeographyLevel[];

export const namedCode = z.object({ code: z.string(), name: z.string().nullable() }).meta({
  id: 'NamedCode',
  description: 'An official code (a GSS code such as E08000009) and its name.',
}) satisfies z.ZodType<NamedCode>;

export const provenance = z
  .object({
    datasetId: z.enum(Object.keys(DATASETS) as [DatasetId, ...DatasetId[]]),
    source: z.string().meta({ description: 'Dataset name.' }),
    publisher: z.string(),
    url: z.string(),
    licence: z.string(),
    attribution: z.string().meta({ description: 'The line to show beside the figure if you display it.' }),
    geography: z
      .object({
        level: z.enum(LEVELS),
        code: z.string().nullable(),
        name: z.string().nullable(),
        note: z.string().optional(),
      })
      .meta({ description: 'What the figure really describes: a postcode, an LSOA, a ward, an authority, a radius…' }),
    asOf: z.string().meta({ description: 'The period or date the figure is true as of: "2016-06", "2024-06-30", "2023-24".' }),
  })
  .meta({
    id: 'Provenance',
    description: 'Where a figure comes from, what place it describes and when it is true as of.',
  }) satisfies z.ZodType<Provenance>;

/** A figure with its provenance. */
export function sourced<T extends z.ZodType>(value: T) {
  return z.object({ value, provenance });
}

export const seriesPoint = z.object({ period: z.string(), value: z.number() }).meta({
  id: 'SeriesPoint',
  description: 'A dated value: period is YYYY, YYYY-MM or YYYY-MM-DD.',
}) satisfies z.ZodType<SeriesPoint>;

const vintaged = z.object({ code: z.string(), name: z.string().nullable(), vintage: z.enum(['2011', '2021']) });

export const postcodeGeography = z
  .object({
    postcode: z.string(),
    outward: z.string(),
    inward: z.string(),
    sector: z.string(),
    district: z.string(),
    area: z.string(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    authority: namedCode.nullable(),
    ward: namedCode.nullable(),
    lsoa: vintaged.nullable(),
    msoa: vintaged.nullable(),
    region: namedCode.nullable(),
    country: namedCode.nullable(),
    terminated: z.string().nullable().meta({ description: 'YYYY-MM when the postcode was terminated, else null.' }),
    provenance: z.array(provenance),
  })
  .meta({
    id: 'PostcodeGeography',
    description: 'Where a postcode is and the areas that contain it.',
  }) satisfies z.ZodType<PostcodeGeography>;

/** `meta` on every successful answer. */
export const answerMeta = z
  .object({
    requestId: z.string().meta({ description: 'Quote it to support; also in the x-request-id header.' }),
    apiVersion: z.literal('v1'),
    endpoint: z.string(),
    sandbox: z.boolean().meta({ description: 'True when answered for the sandbox key (sample postcodes only, never charged).' }),
    dataDate: z
      .string()
      .nullable()
      .meta({ description: 'The latest as-of date among the sources behind this answer, so you can judge freshness.' }),
    sources: z
      .array(
        z.object({
          source: z.string(),
          publisher: z.string(),
          licence: z.string(),
          attribution: z.string(),
          url: z.string(),
          asOf: z.string(),
        }),
      )
      .meta({ description: 'Every dataset behind the answer, once each, with its as-of date and attribution.' }),
  })
  .meta({ id: 'AnswerMeta' });

export const errorBody = z
  .object({
    error: z
      .enum(API_V1_ERROR_CODES as [string, ...string[]])
      .meta({ description: 'A stable code to branch on: one of these, never another (src/lib/api/v1/errors.ts).' }),
    message: z.string().meta({ description: 'What went wrong and how to fix it, in plain words.' }),
    requestId: z.string().meta({ description: 'The request id, the same as the x-request-id header: quote it to support.' }),
    parameter: z.string().optional().meta({ description: 'invalid_request: the parameter at fault.' }),
    reason: z
      .literal('insufficient_comparables')
      .optional()
      .meta({ description: 'not_found from a valuation: too few comparable sales.' }),
    comparablesFound: z.number().int().optional(),
    asOf: z.string().optional(),
  })
  .meta({ id: 'Error', description: 'Every error has this shape.' });
