/** Something with header lookup, such as a Fetch API `Headers`. */
export interface HeaderSource {
  get(name: string): string | null;
}

const IP_LIKE = /^[0-9a-f:.]{2,45}$/i;

/**
 * The client address used for rate limiting: Netlify's `x-nf-client-connection-ip`, else the
 * first `x-forwarded-for` hop, else "unknown" (all such callers then share one bucket).
 */
export function clientAddress(headers: HeaderSource): string {
  const candidates = [headers.get('x-nf-client-connection-ip'), headers.get('x-forwarded-for')?.split(',')[0] ?? null];
  for (const candidate of candidates) {
    const value = candidate?.trim();
    if (value && IP_LIKE.test(value)) return value.toLowerCase();
  }
  return 'unknown';
}
