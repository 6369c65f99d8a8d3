/** The canonical origin used for canonical URLs, Open Graph tags and the sitemap. */
export const DEFAULT_SITE_URL = 'https://brickstack.co.uk';

/** Returns a clean origin (no trailing slash) from configuration, falling back to the default. */
export function siteUrl(configured: string | undefined): string {
  const value = (configured ?? '').trim();
  if (!value) return DEFAULT_SITE_URL;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return DEFAULT_SITE_URL;
    return url.origin;
  } catch {
    return DEFAULT_SITE_URL;
  }
}
