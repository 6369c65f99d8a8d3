import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiDocsMarkdown, operationPaths, shortened } from './docs-markdown.ts';
import { API_V1_ERRORS } from './errors.ts';
import { llmsTxt } from './llms-txt.ts';
import { openApiDocument } from './openapi.ts';
import { API_V1_OPERATIONS } from './operations.ts';
import { findRoute } from '../../routes/registry.ts';

type Json = Record<string, unknown>;
/** The document's paths of batch jobs and keys. */
const JOB_PATHS = ['/batch', '/batch/{id}', '/batch/{id}/results', '/keys', '/keys/{id}', '/keys/{id}/rotate'];

const doc = openApiDocument();
const links = { site: 'https://brickstack.co.uk' };
const markdown = apiDocsMarkdown(doc, links);
const llms = llmsTxt(doc, links);
const paths = Object.fromEntries(operationPaths(doc).map((p) => [p, (doc['paths'] as Record<string, { get: Json }>)[p]!]));
const params = (path: string) =>
  (paths[path]!.get['parameters'] as { name: string; in: string; required: boolean }[]).filter((p) => p.in === 'query');

/** The Markdown section of one operation (up to the next operation or the closing sections). */
function section(path: string): string {
  const start = markdown.indexOf(`## GET ${path} — `);
  expect(start, path).toBeGreaterThan(-1);
  const next = markdown.slice(start + 4).search(/\n## /);
  return markdown.slice(start, next === -1 ? undefined : start + 4 + next);
}

describe('docs for machines, checked against the OpenAPI document', () => {
  it('the Markdown has every path with each parameter, its cost, MCP tool, example and error codes', () => {
    expect(Object.keys(paths).length).toBe(API_V1_OPERATIONS.length);
    for (const [path, { get: op }] of Object.entries(paths)) {
      const text = section(path);
      for (const p of params(path))
        expect(text, `${path} ${p.name}`).toContain(`| \`${p.name}\` | ${p.required ? 'yes' : 'no'} |`);
      const cost = op['x-credit-cost'] as number;
      expect(text).toContain(cost === 0 ? '**Cost:** free (0 credits)' : `**Cost:** ${cost} credit`);
      expect(text).toContain(`**MCP tool:** \`${String(op['x-mcp-tool'])}\``);
      expect(text).toContain(`curl "https://brickstack.co.uk/api/v1${path}`);
      expect(text).toContain('### Example response');
      const documented = Object.values(
        op['responses'] as Record<string, { content?: { 'application/json': { examples?: Json } } }>,
      ).flatMap((r) => Object.keys(r.content?.['application/json'].examples ?? {}));
      expect(documented.length).toBeGreaterThan(0);
      for (const code of documented) expect(text, `${path} ${code}`).toContain(`\`${code}\``);
    }
    for (const error of API_V1_ERRORS) expect(markdown).toContain(`| ${error.status} | \`${error.code}\` |`);
    // Batch jobs and keys: every method of every path, with its errors.
    const all = doc['paths'] as Record<string, Record<string, Json>>;
    for (const path of JOB_PATHS)
      for (const method of Object.keys(all[path]!)) expect(markdown, path).toContain(`## ${method.toUpperCase()} ${path} — `);
    expect(Object.keys(all).sort()).toEqual([...Object.keys(paths), ...JOB_PATHS].sort());
    expect(markdown).toContain('uk.co.brickstack/idempotency-key');
  });

  it('llms.txt links the Markdown, the document and the MCP page, and lists every path with its parameters and cost', () => {
    expect(llms.startsWith('# Brickstack\n\n> ')).toBe(true);
    for (const link of ['/api/v1/docs.md', '/api/v1/openapi.json', '/api/v1/openapi.d.ts', '/docs/mcp', '/docs/getting-started'])
      expect(llms).toContain(`(https://brickstack.co.uk${link})`);
    for (const [path, { get: op }] of Object.entries(paths)) {
      const line = llms.split('\n').find((l) => l.startsWith(`- [GET /api/v1${path}](`));
      expect(line, path).toBeDefined();
      for (const p of params(path)) expect(line).toContain(p.required ? `${p.name} (required)` : p.name);
      const cost = op['x-credit-cost'] as number;
      expect(line).toContain(cost === 0 ? 'Cost: free' : `Cost: ${cost} credit`);
    }
  });

  it('shortens long example lists and says so', () => {
    expect(shortened({ a: [1, 2, 3], b: { c: [1] } })).toEqual({ value: { a: [1, 2], b: { c: [1] } }, cut: true });
    expect(shortened([1, 2]).cut).toBe(false);
  });
});

const MACHINE_DOCUMENTS = ['/api/v1/docs.md', '/api/v1/openapi.json', '/api/v1/openapi.d.ts', '/llms.txt', '/api/mcp'];

describe('links in the documents for machines', () => {
  it('every page the OpenAPI document, docs.md and llms.txt link to on the site is a page of the site', () => {
    const site = links.site;
    const linked = new Set<string>();
    for (const item of Object.values(doc['paths'] as Record<string, Record<string, Json>>))
      for (const op of Object.values(item)) linked.add(String(op['x-docs-page']));
    for (const text of [markdown, llms])
      for (const match of text.matchAll(/\]\((https:\/\/brickstack\.co\.uk[^)\s]*)\)|\*\*Reference page:\*\* (\S+)/g))
        linked.add((match[1] ?? match[2] ?? '').replace(site, ''));
    expect(linked.size).toBeGreaterThan(10);
    for (const link of linked) {
      const [path = '/', anchor] = link.split('#');
      // The machine documents themselves are files, not pages.
      if (MACHINE_DOCUMENTS.includes(path)) continue;
      expect(findRoute(path), link).toBeDefined();
      // An anchor is an id on that page (its source file).
      if (anchor) {
        const file = [`src/pages${path}.astro`, `src/pages${path}/index.astro`].find((f) => existsSync(f));
        expect(file && readFileSync(file, 'utf8'), link).toContain(`id="${anchor}"`);
      }
    }
  });
});
