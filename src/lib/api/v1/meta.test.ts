import { expect, it } from 'vitest';
import { provenance } from '../../data/provenance.ts';
import { collectSources, latestDataDate } from './meta.ts';

it('lists each dataset behind an answer once, wherever it sits', () => {
  const crime = provenance('police_street_crime', { level: 'radius' }, '2016-06');
  const schools = provenance('gias', { level: 'authority' }, '2024-09-01');
  const sources = collectSources({ a: { provenance: crime }, b: [{ provenance: schools }, { provenance: crime }] });
  expect(sources.map((s) => s.asOf)).toEqual(['2016-06', '2024-09-01']);
  expect(sources[0]).toMatchObject({ source: crime.source, publisher: crime.publisher, attribution: crime.attribution });
});

it('dates an answer by its freshest source', () => {
  expect(latestDataDate([{ asOf: '2016-06' }, { asOf: '2019-12-20' }, { asOf: '2018-19' }])).toBe('2019-12-20');
  expect(latestDataDate([{ asOf: '2019-12-20' }, { asOf: '2023-24' }])).toBe('2023-24');
  expect(latestDataDate([])).toBeNull();
});
