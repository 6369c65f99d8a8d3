import { describe, expect, it } from 'vitest';
import { crimeRate } from './crime-rate.ts';
import { provenance } from './provenance.ts';
import type { PostcodeReport } from './queries/postcode-report.ts';
import { notHeldLine, reportHeadline, reportNotHeld } from './report-headline.ts';
import type { SchoolNearby } from './types.ts';

const TODAY = '2026-11-28';
const p = provenance('price_paid', { level: 'postcode' }, '2019-03');

function report(extra: Partial<PostcodeReport> = {}): Omit<PostcodeReport, 'scorecard'> {
  return {
    geography: { postcode: 'M33 2AU' } as PostcodeReport['geography'],
    sales: { value: [], provenance: p },
    sectorPrices: null,
    crime: null,
    crimeContext: null,
    schools: null,
    epc: { covered: false } as PostcodeReport['epc'],
    propertyAge: { estimate: null } as PostcodeReport['propertyAge'],
    broadband: null,
    mobile: null,
    economy: null,
    population: { lsoa: null, ward: null },
    ...extra,
  };
}

describe('reportHeadline', () => {
  it('quotes the latest sale, crime rate, schools and broadband with their periods', () => {
    const line = reportHeadline(
      report({
        sales: {
          value: [{ price: 300000, date: '2019-03-12' } as PostcodeReport['sales']['value'][number]],
          provenance: p,
        },
        crimeContext: {
          neighbourhood: { name: 'Trafford 012E', rate: crimeRate([{ month: '2016-06', crimes: 6 }], 2225)! },
        } as PostcodeReport['crimeContext'],
        schools: {
          postcode: 'M33 2AU',
          radiusMetres: 1600,
          schools: [{ ofstedRating: 'Good' }, { ofstedRating: null }] as SchoolNearby[],
          total: 2,
          nextCursor: null,
          covered: true,
          provenance: p,
        },
        broadband: {
          postcode: 'M33 2AU',
          covered: true,
          medianDownloadMbps: {
            value: 127.8,
            provenance: provenance('ofcom_broadband', { level: 'ward', code: 'E05000826', name: 'Sale Central' }, '2022-05'),
          },
          speeds: null,
          availability: null,
          message: '',
        },
      }),
      TODAY,
    );
    expect(line).toBe(
      'M33 2AU: latest sale £300,000 on 12 March 2019 (data to March 2019); 2.7 crimes per 1,000 residents in June 2016 (the only month held, not a yearly figure); 2 schools within 1.6 km, 1 rated Good or Outstanding; broadband 127.8 Mbit/s median across Sale Central ward (data to May 2022).',
    );
  });

  it('says when none of its figures is held', () => {
    expect(reportHeadline(report(), TODAY)).toBe(
      'M33 2AU: none of the headline figures (sales, crime, schools, broadband) is held here.',
    );
  });
});

describe('reportNotHeld', () => {
  it('lists the datasets holding nothing, for one folded line', () => {
    const missing = reportNotHeld(report({ crime: { covered: true } as PostcodeReport['crime'] }));
    expect(missing).toEqual([
      'People',
      'Schools nearby',
      'Energy performance certificates',
      'Property age',
      'Broadband',
      'Mobile signal',
      'Economy and housing',
    ]);
    expect(notHeldLine(missing.length)).toBe('Not held for this postcode (7)');
  });
});
