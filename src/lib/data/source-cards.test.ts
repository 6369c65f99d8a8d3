import { describe, expect, it } from 'vitest';
import type { DatasetExtent } from './queries/dataset-extents.ts';
import type { SourceFreshness } from './refresh/freshness.ts';
import { sourceCards } from './source-cards.ts';

const extent = (file: string, e: Partial<DatasetExtent>): [string, DatasetExtent] => [
  file,
  { file, areaKind: 'police forces', areas: [], areaCount: 0, from: null, to: null, ...e },
];

const release = (r: Partial<SourceFreshness>): SourceFreshness => ({
  source: 'police',
  dataset: 'police_street_crime',
  release: '2016-06',
  releasedOn: '2016-08-01',
  period: '2016-06',
  checkedAt: null,
  loadedAt: null,
  nextDue: '2016-09-01',
  cadenceDays: 31,
  status: 'current',
  held: null,
  overdue: false,
  daysOverdue: 0,
  ...r,
});

describe('sourceCards', () => {
  const files = [
    { file: 'crime/2016-05.csv', dataset: 'police_street_crime', asOf: '2016-05' },
    { file: 'crime/2016-06.csv', dataset: 'police_street_crime', asOf: '2016-06' },
    { file: 'prices/pp-2019.csv', dataset: 'price_paid', asOf: null },
  ];
  const extents = new Map([
    extent('crime/2016-05.csv', { areas: ['Greater Manchester Police'], areaCount: 1, from: '2016-05', to: '2016-05' }),
    extent('crime/2016-06.csv', { areas: ['Greater Manchester Police'], areaCount: 1, from: '2016-06', to: '2016-06' }),
    extent('prices/pp-2019.csv', {
      areaKind: 'local authorities',
      areas: ['Bolton', 'Bury', 'Manchester'],
      areaCount: 10,
      from: '2019-01-02',
      to: '2019-12-20',
    }),
  ]);

  it('gives each held dataset its publisher, the period and places held, the licence and the next release', () => {
    const { held } = sourceCards({ files, extents, releases: [release({})] });
    const crime = held.find((c) => c.id === 'police_street_crime')!;
    expect(crime).toMatchObject({
      publisher: 'Home Office / data.police.uk',
      period: 'May 2016 to June 2016',
      places: 'Greater Manchester Police (1 police force)',
      licence: 'Open Government Licence v3.0',
      nextRelease: 'Due by 1 September 2016',
    });
    const prices = held.find((c) => c.id === 'price_paid')!;
    expect(prices.places).toBe('Bolton, Bury and 8 more (10 local authorities)');
    expect(prices.period).toBe('2 January 2019 to 20 December 2019');
    expect(prices.nextRelease).toBe('Monthly');
  });

  it('lists every dataset not held, with nothing claimed about it', () => {
    const { held, notHeld } = sourceCards({ files, extents, releases: [] });
    expect(held.map((c) => c.id).sort()).toEqual(['police_street_crime', 'price_paid']);
    expect(notHeld.length).toBeGreaterThan(10);
    for (const card of notHeld) {
      expect(card.period).toBeNull();
      expect(card.places).toBeNull();
    }
  });

  it('never shows file names or row counts', () => {
    const { held } = sourceCards({ files, extents, releases: [] });
    expect(JSON.stringify(held)).not.toMatch(/\.csv|rows|rejected/);
  });
});
