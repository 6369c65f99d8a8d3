import type { z } from 'zod';
import { fail, ok, type Result } from '../result.ts';

/** Per-field messages for a 400 answer, keyed by dotted path ("details.browser"); "body" for the whole body. */
export type FieldErrors = Record<string, string>;

/** Runs a request-body schema and turns its issues into {@link FieldErrors}, first issue per field. */
export function parseWithSchema<T>(schema: z.ZodType<T>, input: unknown): Result<T, FieldErrors> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    errors[key] ??= issue.message;
  }
  return fail(errors);
}
