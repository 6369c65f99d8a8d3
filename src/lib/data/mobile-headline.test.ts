import { describe, expect, it } from 'vitest';
import { mobileHeadline } from './mobile-headline.ts';
import { provenance } from './provenance.ts';
import type { MobileCoverage } from './types.ts';

const TODAY = '2026-11-28';
const covered: MobileCoverage = {
  postcode: 'M33 3HJ',
  covered: true,
  area: { code: 'E08000009', name: 'Trafford' },
  measures: [
    { id: 'outdoor_5g', label: '5G outdoors', anyNetworkPct: 60, allNetworksPct: 10 },
    { id: 'indoor_4g', label: '4G indoors', anyNetworkPct: 99.2, allNetworksPct: 84 },
  ],
  provenance: provenance('ofcom_mobile', { level: 'authority', code: 'E08000009', name: 'Trafford' }, '2022-05'),
  message: '',
};

describe('mobileHeadline', () => {
  it('quotes indoor 4G across the authority, said as the authority’s, with its age', () => {
    const line = mobileHeadline(covered, TODAY)!;
    expect(line).toMatch(
      /^Predicted good 4G indoors from at least one network at 99\.2% of premises across Trafford, from all four networks at 84(\.0)?%/,
    );
    expect(line).toContain('(an authority-wide figure, not this postcode’s; Ofcom, data to May 2022).');
  });

  it('holds nothing when no mobile file covers the place', () => {
    expect(mobileHeadline({ ...covered, covered: false }, TODAY)).toBeNull();
    expect(mobileHeadline({ ...covered, measures: [] }, TODAY)).toBeNull();
  });
});
