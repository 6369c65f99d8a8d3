/**
 * `fields`: a compact answer for assistants and list views (issue 45). Every data endpoint takes
 * `fields=a,b.c`, the names of the answer's `data` fields to keep: top-level fields and the fields
 * of a top-level object, as listed by the answer schema (so the list cannot drift from the answer).
 * An unknown name is refused (400 naming it). It is a view of the answer, not another request:
 * the fingerprint leaves it out (functions/_shared/read-request.ts), so the compact and the full
 * answer are the same paid answer: charged once, held for 24 hours, replayed by one Idempotency-Key;
 * the meter stores the full answer and the selection is applied on the way out (selectFields).
 */
import { z } from 'zod';

/** The name of the parameter. */
export const FIELDS_PARAM = 'fields';
const MAX_FIELDS = 60;

/** The object schema inside optional, nullable, default and pipe wrappers, or null. */
function objectOf(schema: z.ZodType): z.ZodObject | null {
  let current: z.ZodType = schema;
  for (let i = 0; i < 8; i++) {
    if (current instanceof z.ZodObject) return current;
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap() as z.ZodType;
    else if (current instanceof z.ZodDefault) current = current.def.innerType as z.ZodType;
    else if (current instanceof z.ZodPipe) current = current.def.out as z.ZodType;
    else return null;
  }
  return null;
}

/** Every name `fields` accepts for an answer: top-level fields, then `parent.child` for object fields. */
export function fieldNames(data: z.ZodType): string[] {
  const top = objectOf(data);
  if (!top) return [];
  const names: string[] = [];
  for (const [name, schema] of Object.entries(top.shape)) {
    names.push(name);
    const inner = objectOf(schema as z.ZodType);
    if (inner) for (const child of Object.keys(inner.shape)) names.push(`${name}.${child}`);
  }
  return names;
}

/** Reads `a, b.c` into distinct names, or the first unknown name. */
export function parseFields(
  text: string,
  known: readonly string[],
): { ok: true; value: string[] } | { ok: false; error: string } {
  const names = [...new Set(text.split(',').map((n) => n.trim()))].filter((n) => n !== '');
  if (names.length === 0) return { ok: false, error: 'Name at least one field, such as fields=geography,crime.' };
  if (names.length > MAX_FIELDS) return { ok: false, error: `Name at most ${MAX_FIELDS} fields.` };
  const unknown = names.find((n) => !known.includes(n));
  if (unknown !== undefined)
    return {
      ok: false,
      error: `Unknown field ${unknown}. This answer has: ${known.filter((n) => !n.includes('.')).join(', ')} (and their fields as parent.child).`,
    };
  return { ok: true, value: names };
}

/** The optional `fields` query parameter for an answer schema (a comma-separated list in the query string). */
export function fieldsParameter(data: z.ZodType) {
  const known = fieldNames(data);
  return z
    .string()
    .superRefine((text, ctx) => {
      const parsed = parseFields(text, known);
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error });
    })
    .optional()
    .meta({
      description:
        'Only these fields of `data`, comma-separated (top-level fields, or parent.child), for a compact answer. Charged and held exactly as the full answer: it is the same answer, trimmed on the way out. An unknown name is refused (400 naming it).',
      type: 'array',
      items: { type: 'string', enum: known },
      uniqueItems: true,
      maxItems: MAX_FIELDS,
    });
}

/** An endpoint's query schema with `fields` for its answer (when the answer is an object). */
export function withFields<Q extends z.ZodObject>(query: Q, data: z.ZodType): Q {
  if (fieldNames(data).length === 0) return query;
  return query.extend({ [FIELDS_PARAM]: fieldsParameter(data) }) as unknown as Q;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `data` with only the named fields (a whole field wins over its parent.child names). */
export function selectFields(data: unknown, names: readonly string[]): unknown {
  if (!isObject(data)) return data;
  const out: Record<string, unknown> = {};
  for (const name of names.filter((n) => !n.includes('.'))) if (name in data) out[name] = data[name];
  for (const name of names.filter((n) => n.includes('.'))) {
    const [parent = '', child = ''] = name.split('.');
    if (parent in out && !isObject(out[parent])) continue;
    if (names.includes(parent)) continue;
    const value = data[parent];
    if (!isObject(value)) {
      if (parent in data) out[parent] = value;
      continue;
    }
    const picked = (out[parent] as Record<string, unknown> | undefined) ?? {};
    if (child in value) picked[child] = value[child];
    out[parent] = picked;
  }
  return out;
}

/** The `fields` names of a parsed query, or null when none were asked for. */
export function fieldsAsked(query: Record<string, unknown>): string[] | null {
  const text = query[FIELDS_PARAM];
  if (typeof text !== 'string') return null;
  const names = [...new Set(text.split(',').map((n) => n.trim()))].filter((n) => n !== '');
  return names.length > 0 ? names : null;
}
