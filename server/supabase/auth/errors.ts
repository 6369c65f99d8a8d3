/**
 * Error responses shaped like Supabase Auth (GoTrue) with API version 2024-01-01:
 * `{ code, message }` plus the legacy `error_code` and `msg` fields, so every auth-js version
 * reads the same code and message.
 */
import type { ServerResponse } from 'node:http';
import { sendJson } from '../http.ts';

export const API_VERSION_HEADERS = { 'x-supabase-api-version': '2024-01-01' };

export function authError(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, { code, error_code: code, msg: message, message, ...extra }, { ...headers, ...API_VERSION_HEADERS });
}
