/**
 * The typed client of the property API, generated at build from the OpenAPI document with
 * openapi-typescript: the full declarations (/api/v1/openapi.d.ts), an excerpt for the getting
 * started page, and a small client that uses them (type-checked against the generated file by
 * tests/api-docs/typed-client.test.ts).
 */
import openapiTS, { astToString } from 'openapi-typescript';

type Json = Record<string, unknown>;

/** The TypeScript declarations of the document (what `npx openapi-typescript <url>` writes). */
export async function openApiTypes(doc: Json): Promise<string> {
  const ast = await openapiTS(doc as unknown as Parameters<typeof openapiTS>[0]);
  return [
    '/**',
    ' * TypeScript types of the Brickstack property API, generated from',
    ' * https://brickstack.co.uk/api/v1/openapi.json by openapi-typescript.',
    ' */',
    '',
    astToString(ast),
  ].join('\n');
}

/** The generated declaration of one operation's query parameters (`operations[id]["parameters"]["query"]`). */
export function queryExcerpt(types: string, operationId: string): string {
  const lines = types.split('\n');
  const start = lines.findIndex((l) => l.trim() === `${operationId}: {`);
  if (start === -1) throw new Error(`No declaration for ${operationId}`);
  const query = lines.findIndex((l, i) => i > start && (l.trim() === 'query: {' || l.trim() === 'query?: {'));
  const indent = /^\s*/.exec(lines[query]!)![0];
  const end = lines.findIndex((l, i) => i > query && l === `${indent}};`);
  return [
    `// operations["${operationId}"]["parameters"]`,
    ...lines.slice(query, end + 1).map((l) => l.slice(indent.length)),
  ].join('\n');
}

/** A small typed client built on the generated `paths` (no other dependency). */
export const TYPED_CLIENT_EXAMPLE = `// npx openapi-typescript https://brickstack.co.uk/api/v1/openapi.json -o brickstack-api.d.ts
import type { paths } from './brickstack-api';

/** The GET endpoints (the batch jobs and keys paths have their own methods and path parameters). */
type GetPath = { [K in keyof paths]: K extends \`\${string}{\${string}\` ? never : paths[K]['get'] extends object ? K : never }[keyof paths];
type Get<P extends GetPath> = NonNullable<paths[P]['get']>;
type Query<P extends GetPath> = NonNullable<Get<P>['parameters']['query']>;
type Answer<P extends GetPath> = Get<P>['responses'][200]['content']['application/json'];

/** GET one endpoint of the Brickstack property API, typed by its OpenAPI document. */
export async function brickstack<P extends GetPath>(path: P, query: Query<P>, apiKey: string): Promise<Answer<P>> {
  const url = new URL(\`https://brickstack.co.uk/api/v1\${path}\`);
  for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value));
  const response = await fetch(url, { headers: { 'x-api-key': apiKey } });
  const body = await response.json();
  if (!response.ok) throw new Error(\`\${body.error}: \${body.message}\`);
  return body as Answer<P>;
}

// Server-side only: keep the key out of browsers.
const crime = await brickstack('/crime-statistics', { postcode: 'M33 2AU', radius: 500 }, process.env.BRICKSTACK_API_KEY ?? '');
console.log(crime.data.total, crime.data.months, crime.meta.sources);
`;
