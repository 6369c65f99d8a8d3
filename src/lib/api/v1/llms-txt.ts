/**
 * /llms.txt (the llmstxt.org format): what Brickstack is, in a paragraph, and links to the
 * documents an AI assistant should read, generated at build from the OpenAPI document, so every
 * endpoint is listed with its parameters and cost.
 */
import { operationView } from '../../api-docs/openapi-view.ts';
import { operationPaths } from './docs-markdown.ts';
import type { Json } from './json-schema.ts';
import { BATCH_DOCS_PAGE, KEYS_DOCS_PAGE } from './openapi-jobs.ts';
import { SANDBOX_API_KEY, SANDBOX_POSTCODES } from './sandbox.ts';

export interface LlmsLinks {
  site: string;
}

/** The text of /llms.txt. */
export function llmsTxt(doc: Json, links: LlmsLinks): string {
  const { site } = links;
  const paths = doc['paths'] as Record<string, { get: Json }>;
  const endpoint = (path: string) => {
    const view = operationView(doc, path);
    const params = view.params.map((p) => `${p.name}${p.required ? ' (required)' : ''}`).join(', ') || 'no parameters';
    const cost = view.cost === 0 ? 'free' : `${view.cost} credit${view.cost === 1 ? '' : 's'}`;
    return `- [GET /api/v1${path}](${site}${String(paths[path]!.get['x-docs-page'])}): ${view.summary}. Parameters: ${params}. Cost: ${cost}. MCP tool: ${String(paths[path]!.get['x-mcp-tool'])}.`;
  };
  return [
    '# Brickstack',
    '',
    '> UK property information from the official open datasets: postcode data (crime, schools, EPC, property age, broadband, mobile signal, economic data, council tax), valuations from HM Land Registry sales, and stamp duty (SDLT, LBTT, LTT) — on the web, as a metered JSON API and as an MCP server for AI assistants.',
    '',
    `The property API answers with JSON \`{ data, meta }\`; every figure names its source and as-of date in \`meta.sources\`, and a dataset that does not cover a place says so rather than answering zero. Send the API key in \`x-api-key\` (or \`Authorization: Bearer\`) from a server, never from a web page. The sandbox key \`${SANDBOX_API_KEY}\` answers every endpoint, free, for ${SANDBOX_POSTCODES.join(', ')}.`,
    '',
    '## Docs',
    '',
    `- [The whole property API in one Markdown file](${site}/api/v1/docs.md): every endpoint, parameter, cost, error code and an example`,
    `- [OpenAPI 3.1 document](${site}/api/v1/openapi.json): the machine-readable contract`,
    `- [TypeScript types](${site}/api/v1/openapi.d.ts): generated from the document with openapi-typescript`,
    `- [Getting started](${site}/docs/getting-started): keys, credits, rate limits, errors, versioning`,
    `- [MCP server](${site}/docs/mcp): connect Claude, Cursor, VS Code or any MCP client to ${site}/api/mcp`,
    '',
    '## Endpoints',
    '',
    ...operationPaths(doc).map(endpoint),
    '',
    '## Batch jobs and keys',
    '',
    `- [POST /api/v1/batch](${site}${BATCH_DOCS_PAGE}): up to 1,000 requests to one endpoint as a background job, each item parsed, metered and capped as a single call; progress at GET /api/v1/batch/{id}, answers as NDJSON or CSV at GET /api/v1/batch/{id}/results.`,
    `- [/api/v1/keys](${site}${KEYS_DOCS_PAGE}): list, create, rotate and revoke named keys with a signed-in session's access token (not an API key).`,
    `- Compact answers: every data endpoint takes fields (comma-separated names of data fields), charged as the full answer.`,
    '',
    '## Optional',
    '',
    `- [Pricing](${site}/pricing): plans and credits`,
    `- [API hub](${site}/api-hub): the endpoints by topic`,
    `- [Valuation method and accuracy](${site}/valuation-methodology): how the valuations are made and how accurate they are`,
    '',
  ].join('\n');
}
