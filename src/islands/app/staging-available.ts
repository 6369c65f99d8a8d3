import { STAGING_ATTRIBUTE } from '../../lib/site/capabilities.ts';

/** Whether this site can stage photos, as the build wrote it on `<html data-staging>` (Base.astro). */
export function stagingAvailable(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): boolean {
  return doc?.documentElement.getAttribute(STAGING_ATTRIBUTE) !== 'off';
}
