/**
 * The GET operations of the served OpenAPI document (each an MCP tool), without the batch and keys
 * paths (POST, DELETE, path parameters), which their own tests cover (api-v1-batch, api-v1-keys-api).
 */

/** The document's paths of batch jobs and keys. */
const JOB_PATHS = ['/batch', '/batch/{id}', '/batch/{id}/results', '/keys', '/keys/{id}', '/keys/{id}/rotate'];

export function getOperations<T>(document: Record<string, unknown>): Record<string, T> {
  const paths = document['paths'] as Record<string, T>;
  return Object.fromEntries(Object.entries(paths).filter(([path]) => !JOB_PATHS.includes(path)));
}
