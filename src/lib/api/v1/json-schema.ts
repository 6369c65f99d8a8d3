/**
 * JSON Schema from the API's zod schemas, one conversion for every reader: the OpenAPI document
 * (parameters and answers, shared parts under components), the MCP tools (the same parameters as
 * one input object, the same answer as the output schema) and the Markdown docs.
 */
import { z } from 'zod';
import { answerMeta } from './schemas/common.ts';

export type Json = Record<string, unknown>;

/** JSON Schema for a zod schema, its named parts moved into `defs` and referenced as `refBase` + name. */
export function toSchema(
  schema: z.ZodType,
  defs: Record<string, unknown>,
  io: 'input' | 'output' = 'output',
  refBase = '#/components/schemas/',
): Json {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  delete json['$schema'];
  const local = (json['$defs'] ?? {}) as Record<string, unknown>;
  delete json['$defs'];
  const rewrite = (value: unknown) => JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', `"${refBase}`)) as Json;
  for (const [id, def] of Object.entries(local)) defs[id] ??= rewrite(def);
  return rewrite(json);
}

export interface QueryParameter {
  name: string;
  required: boolean;
  description: string;
  /** The value's JSON Schema (without its description). */
  schema: Json;
}

/** The parameters a query schema takes, in order: what the OpenAPI parameters and the MCP input list. */
export function queryParameters(query: z.ZodObject): QueryParameter[] {
  const defs: Record<string, unknown> = {};
  const schema = toSchema(query, defs, 'input');
  if (Object.keys(defs).length > 0) throw new Error('Query schemas must not hold named (shared) schemas.');
  const properties = (schema['properties'] ?? {}) as Record<string, Json>;
  const required = new Set((schema['required'] ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, example, ...rest } = property;
    void example;
    // A number sent as text: the text pattern is the server's business, the document says what number.
    if (rest['type'] === 'integer' || rest['type'] === 'number') delete rest['pattern'];
    return { name, required: required.has(name), description: typeof description === 'string' ? description : '', schema: rest };
  });
}

/** One input object of a query's parameters (an MCP tool's inputSchema): text values, no others allowed. */
export function queryObjectSchema(query: z.ZodObject): Json {
  const parameters = queryParameters(query);
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, { ...p.schema, description: p.description }])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
    additionalProperties: false,
  };
}

/** The zod schema of a successful answer: `{ data, meta }`. */
export function answerEnvelope(data: z.ZodType) {
  return z.object({ data, meta: answerMeta });
}

/** A self-contained JSON Schema of a successful answer (shared parts under its own `$defs`). */
export function answerSchema(data: z.ZodType): Json {
  const defs: Record<string, unknown> = {};
  const schema = toSchema(answerEnvelope(data), defs, 'output', '#/$defs/');
  return Object.keys(defs).length ? { ...schema, $defs: defs } : schema;
}
