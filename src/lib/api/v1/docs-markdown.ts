/**
 * The whole property API as one Markdown file (/api/v1/docs.md), for AI assistants and people who
 * prefer one page: generated at build from the OpenAPI document, so every endpoint, parameter,
 * cost, error code and example in it is the document's. Example answers are shortened (long lists
 * cut to their first items) and say so.
 */
import { codeSamples, operationView, type OperationView } from '../../api-docs/openapi-view.ts';
import type { Json } from './json-schema.ts';
import { SANDBOX_API_KEY } from './sandbox.ts';

export interface DocsLinks {
  /** The site's origin, e.g. https://brickstack.co.uk. */
  site: string;
}

const LIST_ITEMS = 2;

/** An example answer with every list cut to its first LIST_ITEMS items; `cut` says whether any was. */
export function shortened(value: unknown, state = { cut: false }): { value: unknown; cut: boolean } {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) {
      if (v.length > LIST_ITEMS) state.cut = true;
      return v.slice(0, LIST_ITEMS).map(walk);
    }
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return { value: walk(value), cut: state.cut };
}

/** Text safe inside a Markdown table cell. */
export function cell(text: string): string {
  return (
    text
      .replaceAll('|', '\\|')
      .replace(/\s*\n\s*/g, ' ')
      .trim() || '—'
  );
}

function costText(cost: number): string {
  return cost === 0 ? 'free (0 credits)' : `${cost} credit${cost === 1 ? '' : 's'} per answer that holds data`;
}

function operationSection(doc: Json, path: string, links: DocsLinks, base: string): string[] {
  const view: OperationView = operationView(doc, path);
  const op = ((doc['paths'] as Record<string, Json>)[path]!['get'] ?? {}) as Json;
  const lines = [
    `## GET ${path} — ${view.summary}`,
    '',
    view.description,
    '',
    `- **Cost:** ${costText(view.cost)}`,
    `- **MCP tool:** \`${String(op['x-mcp-tool'])}\``,
    `- **Reference page:** ${links.site}${String(op['x-docs-page'])}`,
    '',
    '### Parameters',
    '',
  ];
  if (view.params.length === 0) lines.push('None.', '');
  else {
    lines.push('| Name | Required | Type | Description | Example |', '| --- | --- | --- | --- | --- |');
    for (const p of view.params)
      lines.push(
        `| \`${p.name}\` | ${p.required ? 'yes' : 'no'} | ${cell(p.type)} | ${cell(p.description)} | ${p.example === null ? '—' : `\`${cell(p.example)}\``} |`,
      );
    lines.push('');
    if (view.cost > 0) lines.push('Header `Idempotency-Key` (optional): retry without paying twice (see Idempotency below).', '');
  }
  const sample = codeSamples(base, view, view.cost === 0 ? 'YOUR_API_KEY' : SANDBOX_API_KEY);
  lines.push('### Example request', '', '```sh', sample.curl, '```', '');
  if (view.exampleResponse !== null) {
    const { value, cut } = shortened(view.exampleResponse);
    lines.push(
      '### Example response',
      '',
      cut ? `HTTP 200 (lists shortened to their first ${LIST_ITEMS} items):` : 'HTTP 200:',
      '',
      '```json',
      JSON.stringify(value, null, 2),
      '```',
      '',
    );
  }
  if (view.fields.length) {
    lines.push('### Fields of `data`', '', '| Field | Type | Description |', '| --- | --- | --- |');
    for (const f of view.fields) lines.push(`| \`${f.path}\` | ${cell(f.type)} | ${cell(f.description)} |`);
    lines.push('');
  }
  lines.push('### Errors', '', '| Status | Code | When |', '| --- | --- | --- |');
  for (const e of view.errors) lines.push(`| ${e.status} | \`${e.code}\` | ${cell(e.when)} |`);
  lines.push('');
  return lines;
}

/** The paths of the GET operations (each an MCP tool), in the document's order. */
export function operationPaths(doc: Json): string[] {
  return Object.entries(doc['paths'] as Record<string, { get?: Json }>)
    .filter(([, item]) => item.get?.['x-mcp-tool'] !== undefined)
    .map(([path]) => path);
}

/** The other paths (batch jobs, keys): each method with what it does, its parameters, body and errors. */
function jobSections(doc: Json, links: DocsLinks): string[] {
  const all = doc['paths'] as Record<string, Record<string, Json>>;
  const gets = new Set(operationPaths(doc));
  const lines: string[] = [];
  for (const [path, item] of Object.entries(all)) {
    if (gets.has(path)) continue;
    for (const [method, op] of Object.entries(item)) {
      lines.push(`## ${method.toUpperCase()} ${path} — ${String(op['summary'])}`, '', String(op['description']), '');
      lines.push(`- **Reference page:** ${links.site}${String(op['x-docs-page'])}`);
      if (op['security'])
        lines.push('- **Authentication:** your signed-in session’s access token (`Authorization: Bearer`), not an API key');
      lines.push('');
      const params = (op['parameters'] ?? []) as { name: string; in: string; required: boolean; description: string }[];
      if (params.length) {
        lines.push('| Parameter | In | Required | Description |', '| --- | --- | --- | --- |');
        for (const p of params) lines.push(`| \`${p.name}\` | ${p.in} | ${p.required ? 'yes' : 'no'} | ${cell(p.description)} |`);
        lines.push('');
      }
      const body = (op['requestBody'] as { content: Record<string, { example?: unknown }> } | undefined)?.content[
        'application/json'
      ];
      if (body?.example !== undefined)
        lines.push('Example body:', '', '```json', JSON.stringify(body.example, null, 2), '```', '');
      const responses = op['responses'] as Record<string, { content?: { 'application/json'?: { examples?: Json } } }>;
      const errors = Object.entries(responses).flatMap(([status, r]) =>
        Object.keys(r.content?.['application/json']?.examples ?? {}).map((code) => `| ${status} | \`${code}\` |`),
      );
      lines.push('Errors:', '', '| Status | Code |', '| --- | --- |', ...errors, '');
    }
  }
  return lines;
}

/** The Markdown rendering of the whole OpenAPI document. */
export function apiDocsMarkdown(doc: Json, links: DocsLinks): string {
  const info = doc['info'] as { title: string; version: string; summary: string; description: string };
  const paths = operationPaths(doc);
  const base = `${links.site}/api/v1`;
  const headers = (doc['components'] as { headers: Record<string, { description: string }> }).headers;
  const lines = [
    `# ${info.title} (v${info.version})`,
    '',
    `> ${info.summary}`,
    '',
    info.description,
    '',
    `- Base URL: ${base}`,
    `- OpenAPI 3.1 document: ${base}/openapi.json`,
    `- TypeScript types generated from it: ${base}/openapi.d.ts`,
    `- MCP server (Streamable HTTP, same key): ${links.site}/api/mcp — setup: ${links.site}/docs/mcp`,
    `- Getting started: ${links.site}/docs/getting-started`,
    `- Sandbox key (no account, sample postcodes only): \`${SANDBOX_API_KEY}\``,
    '',
    '## Endpoints',
    '',
    '| Endpoint | Cost | MCP tool | What it answers |',
    '| --- | --- | --- | --- |',
  ];
  for (const path of paths) {
    const view = operationView(doc, path);
    const op = ((doc['paths'] as Record<string, Json>)[path]!['get'] ?? {}) as Json;
    lines.push(`| \`GET ${path}\` | ${costText(view.cost)} | \`${String(op['x-mcp-tool'])}\` | ${cell(view.summary)} |`);
  }
  lines.push('');
  for (const path of paths) lines.push(...operationSection(doc, path, links, base));
  lines.push(...jobSections(doc, links));
  lines.push('## Response headers', '', '| Header | Meaning |', '| --- | --- |');
  for (const [name, header] of Object.entries(headers)) lines.push(`| \`${name}\` | ${cell(header.description)} |`);
  lines.push(
    '',
    '## Idempotency',
    '',
    'Send `Idempotency-Key: <a fresh UUID>` with a request to retry it safely. Within 24 hours the same key with the same request replays the stored answer without a second charge (`Idempotent-Replayed: true`); the same key with another request is refused with 422 `idempotency_key_reused`. Over MCP, put the key in the tool call’s `_meta["uk.co.brickstack/idempotency-key"]` (or send the header on the POST).',
    '',
  );
  return `${lines.join('\n').trim()}\n`;
}
