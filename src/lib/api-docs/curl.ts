import { API_BASE_URL, API_KEY_HEADER } from './common.ts';
import type { ApiEndpointDoc } from './types.ts';

/**
 * The example request for an endpoint as a curl command, built from its parameters' example values.
 * GET parameters go in the query string; POST parameters in a JSON body.
 */
export function exampleCurl(endpoint: ApiEndpointDoc, key = 'YOUR_API_KEY'): string {
  const url = `${API_BASE_URL}${endpoint.path}`;
  if (endpoint.method === 'GET') {
    const query = new URLSearchParams(endpoint.params.map((p) => [p.name, String(p.example)])).toString();
    return `curl "${url}${query ? `?${query}` : ''}" \\\n  -H "${API_KEY_HEADER}: ${key}"`;
  }
  const body = Object.fromEntries(endpoint.params.map((p) => [p.name, p.example]));
  return [
    `curl -X POST "${url}" \\`,
    `  -H "${API_KEY_HEADER}: ${key}" \\`,
    `  -H "content-type: application/json" \\`,
    `  -d '${JSON.stringify(body)}'`,
  ].join('\n');
}
