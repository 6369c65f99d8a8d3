/**
 * What the broadband and mobile results say for each shape of answer. The answers are built by
 * hand (format fixtures, not Ofcom figures) to check labelling: an area figure must never read as
 * a postcode figure, and every figure carries its source.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { provenance } from '../../lib/data/provenance.ts';
import type { BroadbandCoverage, MobileCoverage } from '../../lib/data/types.ts';
import { BroadbandResults } from './BroadbandResults.tsx';
import { MobileResults } from './MobileResults.tsx';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('BroadbandResults', () => {
  it('labels a postcode figure as measured on the lines in the postcode, with speeds and an availability chart', () => {
    const own = provenance('ofcom_broadband', { level: 'postcode', code: 'M33 2AU' }, '2022-05');
    const answer: BroadbandCoverage = {
      postcode: 'M33 2AU',
      covered: true,
      medianDownloadMbps: { value: 80, provenance: own },
      speeds: { value: { medianDownload: 80, averageDownload: 90.5, medianUpload: 20, averageUpload: null }, provenance: own },
      availability: {
        value: { superfast: 100, ultrafast100: 75, ultrafast: 50, fullFibre: null, gigabit: 25, noDecentBroadband: 0 },
        provenance: own,
      },
      message: 'Speeds measured on the lines in M33 2AU.',
    };
    const html = text(renderToStaticMarkup(<BroadbandResults broadband={answer} />));
    expect(html).toContain('Median download speed on the lines in M33 2AU');
    expect(html).toContain('Median upload 20 Mbit/s');
    expect(html).not.toContain('Average upload');
    expect(html).toContain('Superfast (30 Mbit/s+) 100.0%');
    expect(html).toContain('Gigabit-capable 25.0%');
    expect(html).not.toContain('Full fibre');
    expect(html).toContain('Ofcom Connected Nations fixed broadband');
  });

  it('labels a ward median as the ward’s, and shows the no-data message when nothing covers the postcode', () => {
    const ward = provenance(
      'ofcom_broadband',
      {
        level: 'ward',
        code: 'E05015254',
        name: 'Sale Central',
        note: 'Median of the average download speeds of postcodes in the ward.',
      },
      '2022-05',
    );
    const answer: BroadbandCoverage = {
      postcode: 'M33 2AU',
      covered: true,
      medianDownloadMbps: { value: 127.8, provenance: ward },
      speeds: null,
      availability: null,
      message: 'The speed is the ward figure for Sale Central.',
    };
    const html = text(renderToStaticMarkup(<BroadbandResults broadband={answer} />));
    expect(html).toContain('Median download speed across postcodes in Ward Sale Central (E05015254)');
    // Compared with Ofcom's UK median, cited with its date.
    expect(html).toContain('faster than the UK median of 59.4 Mbit/s (Ofcom, UK Home Broadband Performance, March 2022)');
    expect(html).toContain('127.8 Mbit/s');
    const none = renderToStaticMarkup(
      <BroadbandResults
        broadband={{ ...answer, covered: false, medianDownloadMbps: null, message: 'No Ofcom broadband figures.' }}
      />,
    );
    expect(none).toContain('data-no-data');
  });
});

describe('MobileResults', () => {
  it('shows the authority’s figures as the authority’s, with the source', () => {
    const answer: MobileCoverage = {
      postcode: 'M33 2AU',
      covered: true,
      area: { code: 'E08000009', name: 'Trafford' },
      measures: [{ id: 'indoor_4g', label: '4G indoors', anyNetworkPct: 99, allNetworksPct: 90.25 }],
      provenance: provenance('ofcom_mobile', { level: 'authority', code: 'E08000009', name: 'Trafford' }, '2022-05'),
      message: 'These are Trafford figures, not a prediction for M33 2AU itself.',
    };
    const html = text(renderToStaticMarkup(<MobileResults mobile={answer} />));
    expect(html).toContain('Share of premises in Trafford with predicted good coverage (all of Trafford, not just M33 2AU)');
    expect(html).toContain('4G indoors 99.0% 90.3%');
    expect(html).toContain('Ofcom Connected Nations mobile coverage');
  });

  it('says plainly when no mobile data covers the postcode', () => {
    const html = renderToStaticMarkup(
      <MobileResults
        mobile={{
          postcode: 'M33 2AU',
          covered: false,
          area: null,
          measures: [],
          provenance: null,
          message: 'No Ofcom mobile figures.',
        }}
      />,
    );
    expect(html).toContain('data-no-data');
    expect(html).toContain('No Ofcom mobile figures.');
  });
});
