import { describe, expect, it } from 'vitest';
import { placeCrimeLine } from './place-crime-line.ts';
import type { AreaCrimeRate } from './queries/area-crime-rates.ts';

const rate = (name: string, crimes: number, population: number): AreaCrimeRate => ({
  kind: 'district',
  code: name,
  name,
  months: [{ month: '2016-06', crimes }],
  population,
  populationPeriod: '2024-06-30',
  neighbourhoods: 10,
  rate: { perThousand: (crimes / population) * 1000, crimes, population, months: ['2016-06'], period: 'June 2016' },
  reason: null,
});

describe('place crime line', () => {
  it('gives the rate of the month held beside the authority and England and Wales, never as a year', () => {
    // 54 ÷ 20,000 × 1,000 = 2.7; Trafford 1,036 ÷ 241,025 × 1,000 = 4.3; England and Wales 6.6 a month.
    const line = placeCrimeLine('M33', rate('M33', 54, 20_000), rate('Trafford', 1036, 241_025), null);
    expect(line?.period).toBe('2016-06');
    expect(line?.text).toContain('2.7 crimes per 1,000 residents in June 2016 (the only month held, not a yearly figure)');
    expect(line?.text).toContain('37% below Trafford (4.3)');
    expect(line?.text).toContain('59% below England and Wales (6.6)');
  });

  it('gives the count with its period where no population is held', () => {
    expect(placeCrimeLine('M', undefined, undefined, { total: 1180, months: ['2016-06'] })?.text).toBe(
      '1,180 crimes and anti-social behaviour recorded in June 2016 (one month); no population is held for this place, so there is no rate per resident to compare.',
    );
    expect(placeCrimeLine('M', undefined, undefined, null)).toBeNull();
  });
});
