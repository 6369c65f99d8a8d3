/**
 * Whether imported Price Paid files are the full register or a partial extract. HM Land Registry
 * publishes the complete register as pp-complete.csv, yearly pp-YYYY.csv (optionally in parts)
 * and monthly updates; anything else (a report-builder extract, a sample) is partial, and its
 * medians must not be shown as facts about a place.
 */
const FULL_FILE = /(^|\/)pp-(complete|\d{4}(-part\d+)?|monthly-update(-new-version)?)\.csv$/i;

export function isFullPricePaidFile(fileKey: string): boolean {
  return FULL_FILE.test(fileKey);
}

/** The note shown where prices from partial extracts would otherwise read as facts. */
export function partialPricesNote(fileKeys: readonly string[]): string | null {
  const partial = fileKeys.filter((f) => !isFullPricePaidFile(f));
  if (partial.length === 0) return null;
  return 'The sale prices we hold here come from a partial extract of the Land Registry register (for Greater Manchester: 2019 sales between £150,000 and £325,000 only), so medians and ranges describe that extract, not the market.';
}
