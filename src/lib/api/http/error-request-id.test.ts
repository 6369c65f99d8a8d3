import { describe, expect, it } from 'vitest';
import { errorBodyWithRequestId } from './error-request-id.ts';

describe('errorBodyWithRequestId', () => {
  it('adds requestId to the API error shape, keeping the other fields', () => {
    expect(errorBodyWithRequestId({ error: 'invalid_request', message: 'm', parameter: 'postcode' }, 'r1')).toEqual({
      error: 'invalid_request',
      message: 'm',
      parameter: 'postcode',
      requestId: 'r1',
    });
  });

  it('keeps an id already there', () => {
    expect(errorBodyWithRequestId({ error: 'internal', message: 'm', requestId: 'r0' }, 'r1')).toBeNull();
  });

  it('adds error.data.requestId to a JSON-RPC error', () => {
    expect(
      errorBodyWithRequestId({ jsonrpc: '2.0', error: { code: -32600, message: 'm', data: { n: 1 } }, id: 1 }, 'r1'),
    ).toEqual({
      jsonrpc: '2.0',
      error: { code: -32600, message: 'm', data: { n: 1, requestId: 'r1' } },
      id: 1,
    });
    expect(errorBodyWithRequestId({ jsonrpc: '2.0', error: { code: 1, message: 'm', data: 'text' }, id: 1 }, 'r1')).toBeNull();
  });

  it('leaves other bodies alone', () => {
    for (const body of [null, 'x', [{ error: 'a' }], { data: 1 }, { error: { nested: true } }])
      expect(errorBodyWithRequestId(body, 'r1')).toBeNull();
  });
});
