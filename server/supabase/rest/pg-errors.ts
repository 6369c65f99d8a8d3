/** Maps PostgreSQL errors to PostgREST's HTTP status and error body. */
import type { RestError } from './query-builder.ts';

interface PgError {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

/** PostgREST's status for a SQLSTATE; 42501 is 401 for anon and 403 for a signed-in role. */
export function statusFor(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  if (code === 'P0002' || code === '42883' || code === '42P01') return 404;
  if (code === '40001') return 409;
  if (/^(08|53|54|57|58|XX)/.test(code)) return 503;
  if (/^(22|23|42|P0|2F|0L|0P|28)/.test(code)) return 400;
  return 500;
}

export function restErrorFrom(error: unknown, role: string): RestError {
  const pg = (error ?? {}) as PgError;
  const code = typeof pg.code === 'string' ? pg.code : '';
  if (!code) throw error;
  return {
    status: statusFor(code, role),
    code,
    message: pg.message ?? 'Database error',
    details: pg.detail ?? null,
    hint: pg.hint ?? null,
  };
}
