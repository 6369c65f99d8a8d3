/**
 * Key management over the API (`/api/v1/keys`, docs/decisions/api-batch.md): list, create,
 * rotate and revoke named keys, signed in as the account (a Supabase session's access token), with
 * exactly the dashboard's rules: the same settings check (parseKeySettings) and the same database
 * functions (api_keys_mine, api_key_create, api_key_rotate, api_key_revoke), which touch nothing
 * but the caller's own keys. Secrets are shown once, when a key is created or rotated.
 */
import { z } from 'zod';
import { parseKeySettings, type KeySettings } from '../keys/key-settings.ts';
import type { KeyRow } from '../keys/key-row.ts';
import { API_V1_OPERATIONS } from './operations.ts';

export const apiKey = z
  .object({
    id: z.string(),
    label: z.string(),
    hint: z.string().meta({ description: 'The first and last characters, to tell keys apart: bsk_…9f3a.' }),
    endpoints: z.array(z.string()).nullable().meta({ description: 'The endpoint ids the key may call; null: every endpoint.' }),
    monthlyCap: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Credits the key may spend per calendar month (UTC); null: no cap.' }),
    spentThisMonth: z.number().int(),
    createdAt: z.string(),
    rotatedAt: z.string().nullable(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
  })
  .meta({ id: 'ApiKey', description: 'A named key as its owner sees it: never its secret (shown once) or its hash.' });

export const apiKeyList = z.array(apiKey).meta({ description: 'Active keys first, newest first; revoked keys stay listed.' });

export const apiKeyWithSecret = apiKey
  .extend({
    key: z.string().meta({ description: 'The secret: shown this once. Store it now; we keep only its hash.' }),
  })
  .meta({ id: 'ApiKeyWithSecret', description: 'A key just created or rotated, with its secret.' });

export const createKeyBody = z
  .object({
    label: z.string().meta({ description: 'A name, 1–60 characters, such as "Production server".' }),
    endpoints: z
      .array(z.string())
      .nullable()
      .optional()
      .meta({ description: 'Endpoint ids the key may call (as on /api-keys); omitted or null: every endpoint.' }),
    monthlyCap: z
      .number()
      .int()
      .nullable()
      .optional()
      .meta({ description: 'Credits the key may spend per calendar month (UTC), 1–1,000,000; omitted or null: no cap.' }),
  })
  .strict()
  .meta({ id: 'CreateKeyRequest', description: 'A new named key’s settings.' });

export type ApiKeyAnswer = z.output<typeof apiKey>;

const iso = (value: string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** A key row of api_keys_mine as the API answers it. */
export function apiKeyOf(row: KeyRow): ApiKeyAnswer {
  return {
    id: row.id,
    label: row.label,
    hint: row.key_hint,
    endpoints: row.endpoints,
    monthlyCap: row.monthly_cap,
    spentThisMonth: row.spent_this_month,
    createdAt: iso(row.created_at) ?? row.created_at,
    rotatedAt: iso(row.rotated_at),
    lastUsedAt: iso(row.last_used_at),
    revokedAt: iso(row.revoked_at),
  };
}

export type ReadKeySettings = { ok: true; value: KeySettings } | { ok: false; parameter: string; message: string };

/** A create body checked as the dashboard's key dialog checks its form, each problem named by its field. */
export function readCreateKeyBody(json: unknown): ReadKeySettings {
  const parsed = createKeyBody.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const parameter =
      issue?.code === 'unrecognized_keys' ? (issue.keys[0] ?? 'body') : issue?.path.length ? String(issue.path[0]) : 'body';
    const message =
      issue?.code === 'unrecognized_keys'
        ? `Unknown field ${issue.keys.join(', ')}. A key takes label, endpoints and monthlyCap.`
        : parameter === 'body'
          ? 'The body must be a JSON object: { "label": …, "endpoints": […] or null, "monthlyCap": … or null }.'
          : `${parameter} is not valid: ${issue?.message ?? 'invalid'}.`;
    return { ok: false, parameter, message };
  }
  const { label, endpoints, monthlyCap } = parsed.data;
  const settings = parseKeySettings(
    {
      label,
      scope: endpoints ? 'chosen' : 'all',
      endpoints: endpoints ?? [],
      cap: monthlyCap === null || monthlyCap === undefined ? '' : String(monthlyCap),
    },
    API_V1_OPERATIONS.map((o) => o.id),
  );
  if (settings.ok) return { ok: true, value: settings.value };
  const [field, message] = Object.entries(settings.error)[0] ?? ['body', 'invalid'];
  return { ok: false, parameter: field === 'cap' ? 'monthlyCap' : field, message: message ?? 'invalid' };
}
