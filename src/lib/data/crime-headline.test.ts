import { describe, expect, it } from 'vitest';
import { crimeRate, englandRate, type MonthlyCount } from './crime-rate.ts';
import { crimeHeadline, crimeTrend, differenceWords, headlineLabel, isYearly, rateUnit, rateWords } from './crime-headline.ts';

/** `n` consecutive months ending June 2016, `crimes` each. */
function months(n: number, crimes: (i: number) => number, endYear = 2016, endMonth = 6): MonthlyCount[] {
  return Array.from({ length: n }, (_, i) => {
    const back = n - 1 - i;
    const index = endYear * 12 + (endMonth - 1) - back;
    const month = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    return { month, crimes: crimes(i) };
  });
}

describe('differenceWords', () => {
  it('says the difference as a whole percentage, or about the same within 5%', () => {
    expect(differenceWords(52.4, 60, 'Trafford')).toBe('13% below Trafford (60.0)');
    expect(differenceWords(90, 79.2, 'England and Wales')).toBe('14% above England and Wales (79.2)');
    expect(differenceWords(4.2, 4.3, 'Trafford')).toBe('about the same as Trafford (4.3)');
  });
});

describe('rateUnit', () => {
  it('calls 12 months a year and names the last month', () => {
    const rate = crimeRate(
      months(12, () => 8),
      1851,
    )!;
    expect(isYearly(rate)).toBe(true);
    expect(rateUnit(rate)).toBe('a year (12 months to June 2016)');
  });

  it('never calls one month a year', () => {
    const rate = crimeRate([{ month: '2016-06', crimes: 5 }], 1851)!;
    expect(isYearly(rate)).toBe(false);
    expect(rateUnit(rate)).toBe('in June 2016 (the only month held, not a yearly figure)');
  });

  it('says how many of 12 months are held', () => {
    const rate = crimeRate(
      months(5, () => 8),
      1851,
    )!;
    expect(rateUnit(rate)).toBe('over 5 months, February 2016 to June 2016 (5 of 12 months held, not a yearly figure)');
  });
});

describe('crimeTrend', () => {
  it('compares the latest 12 months with the 12 before: 120 then 132 crimes is up 10%', () => {
    const series = months(24, (i) => (i < 12 ? 10 : 11));
    const trend = crimeTrend(series);
    expect(trend.change).toBeCloseTo(0.1, 10);
    expect(trend.words).toBe('up 10% on the 12 months before');
  });

  it('reads down and about the same', () => {
    expect(crimeTrend(months(24, (i) => (i < 12 ? 10 : 8))).words).toBe('down 20% on the 12 months before');
    expect(crimeTrend(months(30, () => 10)).words).toBe('about the same as the 12 months before');
  });

  it('gives no trend from fewer than 24 months, and says why', () => {
    expect(crimeTrend([{ month: '2016-06', crimes: 5 }])).toEqual({
      change: null,
      words: 'no yearly trend: one month is held and a trend needs 24',
    });
    expect(crimeTrend(months(13, () => 1)).change).toBeNull();
  });
});

describe('crimeHeadline', () => {
  it('quotes a yearly rate against the authority and England and Wales (97 crimes, 1,851 residents → 52.4)', () => {
    const place = {
      name: 'Trafford 014D',
      rate: crimeRate(
        months(12, (i) => (i === 0 ? 9 : 8)),
        1851,
      )!,
    };
    expect(place.rate.crimes).toBe(97);
    // Trafford: 14,040 crimes a year among 234,000 residents → 60.0 per 1,000.
    const authority = {
      name: 'Trafford',
      rate: crimeRate(
        months(12, () => 1170),
        234000,
      )!,
    };
    expect(crimeHeadline({ place, authority, england: englandRate(12) })).toBe(
      '52.4 crimes per 1,000 residents a year (12 months to June 2016): 13% below Trafford (60.0) and 34% below England and Wales (79.2).',
    );
  });

  it('adds the trend when 24 months are held', () => {
    const place = {
      name: 'X',
      rate: crimeRate(
        months(24, (i) => (i < 12 ? 10 : 11)),
        1000,
      )!,
    };
    expect(crimeHeadline({ place, trend: crimeTrend(months(24, (i) => (i < 12 ? 10 : 11))) })).toBe(
      '132.0 crimes per 1,000 residents a year (12 months to June 2016); up 10% on the 12 months before.',
    );
  });

  it('does not present one month as a year (Trafford 014D, June 2016: 5 crimes, 1,851 residents)', () => {
    const place = { name: 'Trafford 014D', rate: crimeRate([{ month: '2016-06', crimes: 5 }], 1851)! };
    const authority = { name: 'Trafford', rate: crimeRate([{ month: '2016-06', crimes: 1006 }], 234000)! };
    const line = crimeHeadline({ place, authority, england: englandRate(1) });
    expect(line).toBe(
      '2.7 crimes per 1,000 residents in June 2016 (the only month held, not a yearly figure): 37% below Trafford (4.3) and 59% below England and Wales (6.6).',
    );
    expect(line).not.toMatch(/a year\b/);
  });
});

describe('headlineLabel', () => {
  it('names a year only over 12 months', () => {
    expect(
      headlineLabel(
        crimeRate(
          months(12, () => 1),
          100,
        )!,
        'Trafford 014D',
      ),
    ).toBe('Crimes per 1,000 residents a year in Trafford 014D');
    expect(
      headlineLabel(
        crimeRate(
          months(1, () => 1),
          100,
        )!,
        'Trafford 014D',
      ),
    ).toBe('Crimes per 1,000 residents in Trafford 014D in one month');
    expect(
      headlineLabel(
        crimeRate(
          months(7, () => 1),
          100,
        )!,
      ),
    ).toBe('Crimes per 1,000 residents over 7 months');
  });
});

describe('rateWords', () => {
  it('gives the figure with its unit and period', () => {
    expect(rateWords({ months: ['2016-06'], perThousand: 4.31 })).toBe(
      '4.3 crimes per 1,000 residents in June 2016 (the only month held, not a yearly figure)',
    );
    expect(
      rateWords(
        crimeRate(
          months(12, () => 5),
          1000,
        )!,
      ),
    ).toBe('60.0 crimes per 1,000 residents a year (12 months to June 2016)');
  });
});
