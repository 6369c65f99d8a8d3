import { describe, expect, it } from 'vitest';
import { coverageByNetworks } from './mobile-networks.ts';

// Ofcom Connected Nations mobile files: "4G_prem_in_0" … "4G_prem_in_4" are the % of premises
// covered by exactly 0 … 4 networks, so "at least one" is 100 − the 0 band and "all four" is the 4 band.
describe('coverageByNetworks', () => {
  it('reads at least one network as 100 minus the no-network band, and all four as the last band', () => {
    expect(coverageByNetworks([0.31, 0.5, 1.2, 1.43, 96.56])).toEqual({ anyNetwork: 99.69, allNetworks: 96.56 });
  });

  it('treats a blank band as 0% when the other bands are published', () => {
    expect(coverageByNetworks([null, null, 2, 8, 90])).toEqual({ anyNetwork: 100, allNetworks: 90 });
    expect(coverageByNetworks([40, 60, null, null, null])).toEqual({ anyNetwork: 60, allNetworks: 0 });
  });

  it('is null when no band is published', () => {
    expect(coverageByNetworks([null, null, null, null, null])).toBeNull();
  });
});
