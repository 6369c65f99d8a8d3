import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-ip.ts';

describe('clientAddress', () => {
  it.each([
    [{ 'x-nf-client-connection-ip': '203.0.113.9', 'x-forwarded-for': '198.51.100.1' }, '203.0.113.9'],
    [{ 'x-forwarded-for': '198.51.100.1, 10.0.0.1' }, '198.51.100.1'],
    [{ 'x-forwarded-for': '2001:DB8::1' }, '2001:db8::1'],
    [{ 'x-forwarded-for': '<script>' }, 'unknown'],
    [{}, 'unknown'],
  ])('reads %j as %s', (headers, expected) => {
    expect(clientAddress(new Headers(headers))).toBe(expected);
  });
});
