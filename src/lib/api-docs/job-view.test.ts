import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../api/v1/openapi.ts';
import { jobOperationsView } from './job-view.ts';

describe('batch and keys reference views', () => {
  it('read every method of the batch and keys paths from the document, with their errors', () => {
    const batch = jobOperationsView(openApiDocument(), '/api-docs/batch');
    expect(batch.map((v) => `${v.method} ${v.path}`)).toEqual(['POST /batch', 'GET /batch/{id}', 'GET /batch/{id}/results']);
    expect(batch[0]!.errors.map((e) => e.code)).toEqual(expect.arrayContaining(['payload_too_large', 'idempotency_key_reused']));
    expect(batch[0]!.bodyExample).toContain('house-valuation');
    const keys = jobOperationsView(openApiDocument(), '/api-docs/keys');
    expect(keys.map((v) => `${v.method} ${v.path}`)).toEqual([
      'GET /keys',
      'POST /keys',
      'GET /keys/{id}',
      'DELETE /keys/{id}',
      'POST /keys/{id}/rotate',
    ]);
    expect(keys.every((v) => v.session)).toBe(true);
    expect(keys.flatMap((v) => v.errors).every((e) => e.when !== '')).toBe(true);
  });
});
