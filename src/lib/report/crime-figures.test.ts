import { describe, expect, it } from 'vitest';
import { crimeRate, englandRate } from '../data/crime-rate.ts';
import { provenance } from '../data/provenance.ts';
import type { CrimeContext } from '../data/queries/crime-context.ts';
import { crimeRateFigures, crimeRateNotes } from './crime-figures.ts';

function place(code: string, name: string, crimes: number, residents: number) {
  const p = provenance('police_street_crime', { level: 'lsoa', code, name }, '2016-06');
  return {
    code,
    name,
    rate: crimeRate([{ month: '2016-06', crimes }], residents)!,
    population: provenance('ons_population', { level: 'lsoa', code, name }, '2024'),
    provenance: p,
  };
}

// Trafford 014D, June 2016: 5 crimes, 1,851 residents → 2.7; Trafford 1,006 among 234,000 → 4.3.
const context: CrimeContext = {
  neighbourhood: place('E01006123', 'Trafford 014D', 5, 1851),
  authority: place('E08000009', 'Trafford', 1006, 234000),
  england: {
    perThousand: englandRate(1),
    months: 1,
    label: 'England and Wales',
    period: 'year ending June 2016',
    source: 'ONS',
    url: '',
  },
  trend: [],
  yearTrend: { change: null, words: 'no yearly trend: one month is held and a trend needs 24' },
  gap: null,
};

describe('report crime figures', () => {
  it('gives rates, not only a count, each saying its months', () => {
    const rows = crimeRateFigures(context);
    expect(rows.map((r) => [r.label, r.value, r.period])).toEqual([
      ['Crimes per 1,000 residents in Trafford 014D in one month', '2.7', 'June 2016'],
      ['Crimes per 1,000 residents in Trafford in one month', '4.3', 'June 2016'],
      [
        'Crimes per 1,000 residents in England and Wales in one month, scaled from the yearly rate',
        '6.6',
        'year ending June 2016',
      ],
    ]);
  });

  it('notes the quotable line', () => {
    expect(crimeRateNotes(context)).toEqual([
      '2.7 crimes per 1,000 residents in June 2016 (the only month held, not a yearly figure): 37% below Trafford (4.3) and 59% below England and Wales (6.6).',
    ]);
  });

  it('gives nothing without a neighbourhood rate but the reason', () => {
    const gap = { ...context, neighbourhood: null, gap: 'No population estimate for this neighbourhood is imported.' };
    expect(crimeRateFigures(gap)).toEqual([]);
    expect(crimeRateNotes(gap)).toEqual(['No population estimate for this neighbourhood is imported.']);
  });
});
