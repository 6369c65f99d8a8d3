import type { APIContext } from 'astro';
import { apiDocsMarkdown } from '../../../lib/api/v1/docs-markdown.ts';
import { openApiDocument } from '../../../lib/api/v1/openapi.ts';
import { DEFAULT_SITE_URL } from '../../../lib/site/site-url.ts';

/** /api/v1/docs.md: the whole property API as one Markdown file, built from the OpenAPI document. */
export function GET(context: APIContext) {
  const site = (context.site?.origin ?? DEFAULT_SITE_URL).replace(/\/$/, '');
  return new Response(apiDocsMarkdown(openApiDocument(), { site }), {
    headers: { 'content-type': 'text/markdown; charset=utf-8' },
  });
}
