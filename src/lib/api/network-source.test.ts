import { describe, expect, it } from 'vitest';
import { networkSource } from './network-source.ts';

describe('networkSource', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['[2001:DB8:1:2::9]', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:198.51.100.4', '198.51.100.4'],
    ['', 'unknown'],
    [undefined, 'unknown'],
    ['not-an-ip', 'not-an-ip'],
    ['1:2:3', '1:2:3'],
  ])('counts %j as %j', (ip, expected) => {
    expect(networkSource(ip)).toBe(expected);
  });

  it('counts every address of one /64 as the same source', () => {
    const sources = new Set(Array.from({ length: 50 }, (_, i) => networkSource(`2001:db8:aa:bb:${i.toString(16)}::${i}`)));
    expect(sources).toEqual(new Set(['2001:db8:aa:bb::/64']));
  });
});
