/**
 * Ofcom publishes each mobile coverage measure as a distribution: the % of premises covered by
 * exactly 0, 1, 2, 3 or 4 of the four networks (EE, O2, Three, Vodafone). A blank band means no
 * premises fall in it (0%), unless every band is blank, which means the figure is not published.
 */
export interface NetworkCoverage {
  /** % of premises with coverage from at least one network (100 − the "0 networks" band). */
  anyNetwork: number;
  /** % of premises with coverage from all four networks (the "4 networks" band). */
  allNetworks: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Bands are the % of premises covered by exactly 0…4 networks, in that order; null cells are blank. */
export function coverageByNetworks(bands: readonly (number | null)[]): NetworkCoverage | null {
  if (bands.every((b) => b === null)) return null;
  const none = bands[0] ?? 0;
  const all = bands[4] ?? 0;
  return { anyNetwork: round2(100 - none), allNetworks: round2(all) };
}
