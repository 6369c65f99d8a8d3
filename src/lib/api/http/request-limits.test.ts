import { describe, expect, it } from 'vitest';
import { isUriTooLong, MAX_REQUEST_TARGET, requestTargetLength } from './request-limits.ts';

describe('request target length', () => {
  it('counts the path and query, not the origin', () => {
    expect(requestTargetLength('https://brickstack.co.uk/api/x?a=1')).toBe('/api/x?a=1'.length);
    expect(requestTargetLength('http://localhost:4321/')).toBe(1);
  });

  it('refuses past the limit only', () => {
    const at = `https://x.test/${'a'.repeat(MAX_REQUEST_TARGET - 1)}`;
    expect(isUriTooLong(at)).toBe(false);
    expect(isUriTooLong(`${at}b`)).toBe(true);
  });
});
