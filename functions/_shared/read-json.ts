import type { z } from 'zod';
import { parseWithSchema } from '../../src/lib/api/field-errors.ts';
import { fail, ok, type Result } from '../../src/lib/result.ts';
import { invalidBody, jsonError } from './respond.ts';

/**
 * Reads a JSON request body and checks it against a schema. Refuses, with the error shape:
 * a content type other than application/json (415), a body over `maxBytes` (413, checked
 * while streaming so a huge body is never held in memory), bytes that are not UTF-8 JSON
 * (400 invalid_json), and JSON that fails the schema (400 invalid_body with field errors).
 */
export async function readJsonBody<T>(request: Request, schema: z.ZodType<T>, maxBytes: number): Promise<Result<T, Response>> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    return fail(jsonError(415, 'unsupported_media_type', 'Send the body as JSON with Content-Type: application/json.'));
  }
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return fail(tooLarge(maxBytes));
  const bytes = await readCapped(request, maxBytes);
  if (bytes === 'too_large') return fail(tooLarge(maxBytes));
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return fail(jsonError(400, 'invalid_json', 'The request body is not valid JSON.'));
  }
  const parsed = parseWithSchema(schema, value);
  return parsed.ok ? ok(parsed.value) : fail(invalidBody(parsed.error));
}

function tooLarge(maxBytes: number): Response {
  return jsonError(413, 'payload_too_large', `The request body must be at most ${maxBytes} bytes.`);
}

async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array | 'too_large'> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return 'too_large';
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
