import { describe, expect, it } from 'vitest';
import { broadbandHeadline, placeWords, ukSpeedComparison } from './broadband-headline.ts';
import { provenance } from './provenance.ts';
import type { BroadbandCoverage } from './types.ts';

const TODAY = '2026-11-28';
const base: BroadbandCoverage = {
  postcode: 'M33 2AU',
  covered: true,
  medianDownloadMbps: null,
  speeds: null,
  availability: null,
  message: '',
};

describe('ukSpeedComparison', () => {
  it('compares with the UK median of 59.4 Mbit/s', () => {
    // 127.8 ÷ 59.4 = 2.15 → 2.2 times.
    expect(ukSpeedComparison(127.8)).toBe('2.2 times the UK median of 59.4 Mbit/s (March 2022)');
    expect(ukSpeedComparison(60)).toBe('about the same as the UK median of 59.4 Mbit/s (March 2022)');
    // 29.7 ÷ 59.4 = 0.5 → 50% below.
    expect(ukSpeedComparison(29.7)).toBe('50% below the UK median of 59.4 Mbit/s (March 2022)');
  });
});

describe('broadbandHeadline', () => {
  it('quotes a ward median as the ward’s, with its age (Sale Central, May 2022)', () => {
    const line = broadbandHeadline(
      {
        ...base,
        medianDownloadMbps: {
          value: 127.8,
          provenance: provenance('ofcom_broadband', { level: 'ward', code: 'E05000826', name: 'Sale Central' }, '2022-05'),
        },
      },
      TODAY,
    );
    expect(line).toBe(
      '127.8 Mbit/s median download across postcodes in Sale Central ward (Ofcom, data to May 2022), 2.2 times the UK median of 59.4 Mbit/s (March 2022).',
    );
  });

  it('quotes the postcode’s own lines when held', () => {
    const line = broadbandHeadline(
      {
        ...base,
        medianDownloadMbps: {
          value: 30,
          provenance: provenance('ofcom_broadband', { level: 'postcode', code: 'M33 2AU' }, '2026-05'),
        },
      },
      TODAY,
    );
    expect(line).toBe(
      '30 Mbit/s median download on the lines in M33 2AU (Ofcom, May 2026), 49% below the UK median of 59.4 Mbit/s (March 2022).',
    );
  });

  it('falls back to availability, and holds nothing when not covered', () => {
    const availability = {
      value: { superfast: 98, ultrafast100: null, ultrafast: null, fullFibre: 40, gigabit: null, noDecentBroadband: null },
      provenance: provenance('ofcom_broadband', { level: 'postcode', code: 'M33 2AU' }, '2022-05'),
    } as unknown as BroadbandCoverage['availability'];
    expect(broadbandHeadline({ ...base, availability }, TODAY)).toMatch(
      /^Superfast broadband \(30 Mbit\/s or more\) can reach 98(\.0)?% of premises in M33 2AU, full fibre to 40(\.0)?% \(Ofcom, data to May 2022\)\.$/,
    );
    expect(broadbandHeadline({ ...base, covered: false }, TODAY)).toBeNull();
  });

  it('names a place with its level', () => {
    expect(placeWords({ level: 'ward', name: 'Sale Central', code: 'E05000826' })).toBe('Sale Central ward');
    expect(placeWords({ level: 'authority', name: 'Trafford', code: 'E08000009' })).toBe('Trafford');
  });
});
