/**
 * What the batch and keys reference pages (/api-docs/batch, /api-docs/keys) show, read from the
 * OpenAPI document: each method of the paths whose `x-docs-page` is the page, with its parameters,
 * example body and errors. Pure, like openapi-view.ts.
 */
import { API_V1_ERRORS } from '../api/v1/errors.ts';

type Json = Record<string, unknown>;

export interface JobOperationView {
  method: string;
  path: string;
  summary: string;
  description: string;
  /** Signed in with a session's access token rather than an API key. */
  session: boolean;
  params: { name: string; in: string; required: boolean; description: string }[];
  bodyExample: string | null;
  errors: { status: number; code: string; when: string }[];
}

export function jobOperationsView(doc: Json, docsPage: string): JobOperationView[] {
  const views: JobOperationView[] = [];
  for (const [path, item] of Object.entries(doc['paths'] as Record<string, Record<string, Json>>))
    for (const [method, op] of Object.entries(item)) {
      if (op['x-docs-page'] !== docsPage) continue;
      const responses = op['responses'] as Record<string, { content?: { 'application/json'?: { examples?: Json } } }>;
      const errors = Object.entries(responses).flatMap(([status, r]) =>
        Object.keys(r.content?.['application/json']?.examples ?? {}).map((code) => ({
          status: Number(status),
          code,
          when: API_V1_ERRORS.find((e) => e.code === code && e.status === Number(status))?.when ?? '',
        })),
      );
      const body = (op['requestBody'] as { content: Record<string, { example?: unknown }> } | undefined)?.content[
        'application/json'
      ];
      views.push({
        method: method.toUpperCase(),
        path,
        summary: String(op['summary']),
        description: String(op['description']),
        session: Array.isArray(op['security']),
        params: ((op['parameters'] ?? []) as JobOperationView['params']).map(({ name, in: where, required, description }) => ({
          name,
          in: where,
          required,
          description,
        })),
        bodyExample: body?.example === undefined ? null : JSON.stringify(body.example, null, 2),
        errors,
      });
    }
  return views;
}
