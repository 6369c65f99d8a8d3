/**
 * One source of truth for the endpoint ids a named key may list: the database's check
 * (public.api_key_check_settings, in the newest migration that defines it) names exactly the ids of
 * the API's operations. A new endpoint fails this test until a migration adds its id.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_V1_OPERATIONS } from '../v1/operations.ts';

const MIGRATIONS = join(process.cwd(), 'supabase', 'migrations');

function sqlKnownIds(): string[] {
  const files = readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => readFileSync(join(MIGRATIONS, f), 'utf8'))
    .filter((text) => /function public\.api_key_check_settings/.test(text));
  const latest = files.at(-1) ?? '';
  const list = /v_known text\[\] := array\[([^\]]*)\]/.exec(latest)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((m) => m[1] ?? '');
}

describe('endpoint ids in the database check', () => {
  it('are the ids of the API operations, no more, no fewer', () => {
    expect(sqlKnownIds().sort()).toEqual(API_V1_OPERATIONS.map((o) => o.id).sort());
  });
});
