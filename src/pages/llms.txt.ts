import type { APIContext } from 'astro';
import { llmsTxt } from '../lib/api/v1/llms-txt.ts';
import { openApiDocument } from '../lib/api/v1/openapi.ts';
import { DEFAULT_SITE_URL } from '../lib/site/site-url.ts';

/** /llms.txt: the site and its API docs for AI assistants, built from the OpenAPI document. */
export function GET(context: APIContext) {
  const site = (context.site?.origin ?? DEFAULT_SITE_URL).replace(/\/$/, '');
  return new Response(llmsTxt(openApiDocument(), { site }), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
