import { openApiDocument } from '../../../lib/api/v1/openapi.ts';
import { openApiTypes } from '../../docs/_typed-client.ts';

/** /api/v1/openapi.d.ts: TypeScript types of the property API, generated from the OpenAPI document. */
export async function GET() {
  return new Response(await openApiTypes(openApiDocument()), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
