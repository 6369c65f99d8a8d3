/**
 * The network a request comes from, as a rate limit should count it: an IPv4 address as it is,
 * an IPv6 address by its /64 prefix (one home or server is handed a whole /64, so counting single
 * IPv6 addresses would let one client rotate through 2^64 of them). Unparseable input is returned
 * lower-cased, so it still counts as one source.
 *
 * Examples: '203.0.113.7' → '203.0.113.7'; '2001:db8:1:2:aaaa::1' → '2001:db8:1:2::/64';
 * '::ffff:198.51.100.4' → '198.51.100.4'; '' → 'unknown'.
 */
export function networkSource(ip: string | null | undefined): string {
  const raw = (ip ?? '')
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (!raw) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(raw);
  if (mapped) return mapped[1]!;
  if (!raw.includes(':')) return raw;
  const hextets = expandIpv6(raw.split('%')[0]!);
  return hextets ? `${hextets.slice(0, 4).join(':')}::/64` : raw;
}

/** The eight hextets of an IPv6 address (no leading zeros), or null when it is not one. */
function expandIpv6(address: string): string[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const part = (s: string | undefined) => (s ? s.split(':') : []);
  const head = part(halves[0]);
  const tail = part(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!all.every((h) => /^[0-9a-f]{1,4}$/.test(h))) return null;
  return all.map((h) => h.replace(/^0+(?=.)/, ''));
}
