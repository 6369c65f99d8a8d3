import { describe, expect, it } from 'vitest';
import {
  compareWords,
  coverageSentences,
  councilsFact,
  dataAgeWords,
  epcAtoC,
  priceHeadline,
  priceYearHeadline,
  share,
} from './place-headline.ts';
import type { PriceYears } from './price-years.ts';

const pounds = (v: number) => `£${v.toLocaleString('en-GB')}`;

describe('place headline', () => {
  it('compares a figure in whole percent, within 5% as about the same', () => {
    // 205,000 ÷ 250,000 − 1 = −18%.
    expect(compareWords(205_000, 250_000, 'Trafford', pounds)).toBe('18% below Trafford (£250,000)');
    expect(compareWords(1878.08, 2027.31, 'England', (v) => `£${v}`)).toBe('7% below England (£2027.31)');
    expect(compareWords(256_000, 250_000, 'Trafford', pounds)).toBe('about the same as Trafford (£250,000)');
  });

  it('says the age in the headline only when the data is more than a year old', () => {
    expect(dataAgeWords('2019-01 to 2019-12', '2026-11-28')).toBe('data to December 2019, 6 years old');
    expect(dataAgeWords('2025-06', '2026-11-28')).toBe('data to June 2025, over a year old');
    expect(dataAgeWords('2026-01', '2026-11-28')).toBeNull();
  });

  it('puts the median price beside the authority over the same period, and says no England figure is held', () => {
    expect(
      priceHeadline(
        { name: 'M postcode area', median: 205_000, sales: 6098, period: '1995-06 to 2019-12' },
        { name: 'Trafford', median: 250_000, period: '2019-01 to 2019-12' },
      ),
    ).toBe(
      '£205,000 median sale price (6,098 sales, June 1995 to December 2019): 18% below Trafford (£250,000); no England figure is held.',
    );
    expect(priceHeadline({ name: 'Trafford', median: 250_000, sales: 1318, period: '2019-01 to 2019-12' }, null)).toBe(
      '£250,000 median sale price (1,318 sales, January 2019 to December 2019): no England figure is held.',
    );
    // A period ending in another month is not compared.
    expect(
      priceHeadline(
        { name: 'X', median: 1, sales: 1, period: '2019-06' },
        { name: 'Trafford', median: 2, period: '2019-01 to 2019-12' },
      ),
    ).not.toContain('Trafford');
  });

  it('works out shares of schools and EPC ratings, or says nothing without a total', () => {
    expect(share(59, 66)).toBe(89);
    expect(share(1, 0)).toBeNull();
    // Trafford: (113 + 5,911 + 18,417) ÷ 50,522 = 48%.
    expect(epcAtoC({ A: 113, B: 5911, C: 18417, D: 19920, E: 5033, F: 863, G: 265 })).toBe(48);
  });

  it('says what an area’s figures cover where they do not cover all of it', () => {
    const m = { districts: 48, crimeDistricts: 9, postcodes: 59_604, postcodesWithAuthority: 7606 };
    expect(coverageSentences('area', m, ['Trafford'])).toEqual([
      'Crime is held for 9 of the 48 postcode districts in this area, so the crime count is for those districts only, not the whole area.',
      'The council is recorded for 7,606 of 59,604 postcodes here (13%): Trafford; the rest may lie in other councils.',
    ]);
    expect(coverageSentences('area', { districts: 8, crimeDistricts: 8, postcodes: 10, postcodesWithAuthority: 10 }, [])).toEqual(
      [],
    );
    expect(councilsFact(['Trafford'], m)).toBe('Council recorded for 13% of postcodes: Trafford');
    expect(councilsFact(['Wigan'], { districts: 8, crimeDistricts: 8, postcodes: 10, postcodesWithAuthority: 10 })).toBe(
      'Councils: Wigan',
    );
    expect(councilsFact([], m)).toBeNull();
  });

  describe('the 12 months to the newest month held', () => {
    const year = (median: number, sales: number) => ({ sales, medianPrice: median, byPropertyType: [] });
    const years = (end: string, latest: number | null, before: number | null, five: number | null): PriceYears => ({
      periodEnd: end,
      latest: latest === null ? null : year(latest, 335),
      yearBefore: before === null ? null : year(before, 300),
      fiveYearsBefore: five === null ? null : year(five, 280),
    });

    it('names the 12 months and compares the authority over the same months; England only when every council is held', () => {
      expect(
        priceYearHeadline(
          { name: 'M33', years: years('2019-12', 256_000, null, null) },
          { name: 'Trafford', years: years('2019-12', 247_080, null, null) },
          { years: years('2019-12', 240_000, null, null), complete: false },
        ),
      ).toBe(
        '£256,000 median sale price in the 12 months to December 2019 (335 sales): about the same as Trafford (£247,080); no England figure is held.',
      );
      // (300,000 − 250,000) ÷ 250,000 = +20.0%; (300,000 − 200,000) ÷ 200,000 = +50.0%; England (260 − 250) ÷ 250 = +4.0%.
      expect(
        priceYearHeadline(
          { name: 'M33', years: years('2025-08', 300_000, 250_000, 200_000) },
          { name: 'Trafford', years: years('2025-08', 280_000, 280_000, null) },
          { years: years('2025-08', 260_000, 250_000, null), complete: true },
        ),
      ).toBe(
        '£300,000 median sale price in the 12 months to August 2025 (335 sales): 7% above Trafford (£280,000); 15% above England (£260,000). Against the same 12 months a year earlier: +20.0% (Trafford 0.0%, England +4.0%); five years earlier: +50.0%.',
      );
    });

    it('is null where the place has no sales in the newest 12 months (the page falls back to the months it holds)', () => {
      expect(priceYearHeadline({ name: 'X', years: years('2019-12', null, 100, null) }, null, null)).toBeNull();
      expect(priceYearHeadline({ name: 'X', years: null }, null, null)).toBeNull();
    });
  });
});
