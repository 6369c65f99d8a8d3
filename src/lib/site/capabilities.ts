/**
 * What this deployment can do, and the customer words that follow from it. The map itself is
 * decided on the server from the configuration (functions/_shared/capabilities.ts), read by the
 * build for the static pages and by the functions at run time; this module holds its shape and
 * the copy, so a page never advertises something the site cannot deliver
 * (docs/decisions/design.md, "Capabilities decide the copy").
 */

/** How payments are taken: Stripe, the local test checkout, or not at all. */
export type PaymentsMode = 'stripe' | 'local' | 'off';

/** How email leaves: an SMTP server, the local outbox folder, or not at all (misconfigured). */
export type EmailMode = 'smtp' | 'outbox' | 'off';

export interface Capabilities {
  /** AI staging can generate images (an image provider is configured). */
  stagingGeneration: boolean;
  payments: PaymentsMode;
  email: EmailMode;
}

/** The attribute on `<html>` that carries the build's staging capability to the browser: `on` | `off`. */
export const STAGING_ATTRIBUTE = 'data-staging';

/** Customer words for a site where staging photos is not available. Never names a setting. */
export const STAGING_OFF_COPY = {
  /** The design pages, in place of the studio link. */
  designPage:
    'AI staging is not available on this site. This page explains how virtual staging works and how to disclose it, but photos cannot be staged here.',
  /** The studio, above the upload box. */
  studio:
    'AI staging is not available on this site, so the studio takes no uploads, stages no photos and charges nothing. Your earlier photos and results are below to view, download or delete.',
  /** The staging API's answer to an upload or a render while staging is off. */
  refused: 'AI staging is not available on this site, so photos cannot be uploaded or staged. Nothing was charged.',
  /** The credit table on /pricing. */
  pricingRow: 'An AI virtually staged image (AI staging is not available on this site)',
  /** The home page's design-tools group. */
  toolGroup: 'Ideas for rooms and gardens, and how to disclose staged photos. AI staging is not available on this site.',
} as const;

/** Plan features that exist only when staging works. */
const STAGING_FEATURES = new Set(['AI virtual staging studio']);

/**
 * A list of what credits or plans buy, without staged images:
 * "lookups, valuations, staged images or API calls" → "lookups, valuations or API calls";
 * "lookups, valuations or staged images" → "lookups or valuations".
 */
export function withoutStaging(text: string): string {
  return text
    .replace(/, staged images(?= (?:or|and) )/g, '')
    .replace(/, ([^,]+?) (or|and) staged images\b/g, ' $2 $1')
    .replace(/ (?:or|and) staged images\b/g, '')
    .replace(/, staged images\b/g, '');
}

/** A plan's feature lines as this site can honour them. */
export function advertisedFeatures(features: readonly string[], caps: Pick<Capabilities, 'stagingGeneration'>): string[] {
  if (caps.stagingGeneration) return [...features];
  return features.filter((feature) => !STAGING_FEATURES.has(feature)).map(withoutStaging);
}

/** Text that mentions staged images, as this site can honour it. */
export function advertised(text: string, caps: Pick<Capabilities, 'stagingGeneration'>): string {
  return caps.stagingGeneration ? text : withoutStaging(text);
}
