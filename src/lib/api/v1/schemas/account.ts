/**
 * Schemas of the two free account endpoints (`/account/usage`, `/account/credits`): the queries
 * they take and the answers they give, in the same style as the data endpoints, so the OpenAPI
 * document, the MCP tools and the usage page read one definition.
 */
import { z } from 'zod';

export const usageQuery = z.object({
  days: z
    .string()
    .regex(/^\d+$/, 'days must be a whole number from 1 to 90.')
    .transform(Number)
    .pipe(z.number().min(1, 'days must be at least 1.').max(90, 'days must be at most 90.'))
    .optional()
    .transform((v) => v ?? 30)
    .meta({ description: 'How many days of figures, ending today (UTC). 1–90, default 30.', example: '30' }),
});

export const creditsQuery = z.object({});

const day = z.string().meta({ description: 'A UTC day, YYYY-MM-DD.' });

export const usageDay = z.object({
  date: day,
  endpoint: z.string().meta({ description: 'The endpoint id, e.g. crime-statistics or account-usage.' }),
  requests: z.number().int(),
  errors: z.number().int().meta({ description: 'Requests refused or failed (any error code).' }),
  credits: z.number().int(),
});

export const usageRequest = z.object({
  time: z.string().meta({ description: 'When the call arrived (ISO 8601, UTC).' }),
  endpoint: z.string(),
  channel: z
    .enum(['rest', 'mcp', 'batch'])
    .meta({ description: 'rest: /api/v1; mcp: a tool call to the MCP server; batch: an item of a batch job.' }),
  params: z.string().meta({ description: 'The parameters as a canonical query string.' }),
  status: z.number().int().meta({ description: 'The HTTP status the REST API answered (or would have, for MCP).' }),
  errorCode: z.string().nullable(),
  credits: z.number().int(),
  requestId: z.string(),
  key: z.string().nullable().meta({ description: 'The named key’s label, or null for the account key.' }),
});

export const accountUsage = z
  .object({
    days: z.number().int(),
    from: day,
    to: day,
    totals: z.object({ requests: z.number().int(), errors: z.number().int(), credits: z.number().int() }),
    ledgerCredits: z.number().int().meta({
      description:
        'Credits the ledger shows charged for API and MCP answers in the same days: equals totals.credits unless a call is still being recorded.',
    }),
    daily: z.array(usageDay).meta({ description: 'Days and endpoints with at least one request, oldest first.' }),
    errorsByCode: z.array(z.object({ code: z.string(), count: z.number().int() })),
    recent: z
      .array(usageRequest)
      .meta({ description: 'The last 100 calls, newest first (whatever the days parameter says; kept 90 days).' }),
  })
  .meta({ id: 'AccountUsage', description: 'Your API and MCP usage: requests, errors and credits.' });

export const accountCredits = z
  .object({
    balance: z.number().int().meta({ description: 'Credits left on the account.' }),
    plan: z.string().meta({ description: 'free, trial, premium, api or legacy (founding customers, never charged).' }),
    status: z.string().nullable().meta({ description: 'The subscription status: trial, active, paused…' }),
    trialEnd: z.string().nullable().meta({ description: 'When the trial ends (ISO 8601), on a trial.' }),
    rateLimitPerMinute: z.number().int().meta({ description: 'Requests a minute the plan allows, all keys together.' }),
    key: z
      .object({
        kind: z.enum(['account', 'named']),
        label: z.string().nullable(),
        endpoints: z.array(z.string()).nullable().meta({ description: 'The endpoints a named key may call; null: all.' }),
        monthlyCap: z.number().int().nullable(),
        spentThisMonth: z
          .number()
          .int()
          .nullable()
          .meta({ description: 'Credits a named key spent this calendar month (UTC); null for the account key.' }),
      })
      .meta({ description: 'The key that made this call.' }),
  })
  .meta({ id: 'AccountCredits', description: 'Your balance, plan and the calling key’s limits.' });

export type AccountUsage = z.infer<typeof accountUsage>;
export type AccountCredits = z.infer<typeof accountCredits>;
