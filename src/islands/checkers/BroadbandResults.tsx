import type { BroadbandAvailability, BroadbandCoverage, BroadbandSpeeds } from '../../lib/data/types.ts';
import { UK_MEDIAN_BROADBAND } from '../../data/reference/national-figures.ts';
import { HorizontalBars } from '../shared/HorizontalBars.tsx';
import { HeadlineFigure } from './HeadlineFigure.tsx';
import { NoData, Section } from './Section.tsx';
import { SourceLine } from './SourceLine.tsx';
import { formatMbps, formatPercentFigure, formatPlace } from '../../lib/format/figures.ts';

const SPEEDS: { key: keyof BroadbandSpeeds; label: string }[] = [
  { key: 'medianDownload', label: 'Median download' },
  { key: 'averageDownload', label: 'Average download' },
  { key: 'medianUpload', label: 'Median upload' },
  { key: 'averageUpload', label: 'Average upload' },
];

const SERVICES: { key: keyof BroadbandAvailability; label: string }[] = [
  { key: 'superfast', label: 'Superfast (30 Mbit/s+)' },
  { key: 'ultrafast100', label: 'Ultrafast (100 Mbit/s+)' },
  { key: 'ultrafast', label: 'Ultrafast (300 Mbit/s+)' },
  { key: 'fullFibre', label: 'Full fibre' },
  { key: 'gigabit', label: 'Gigabit-capable' },
  { key: 'noDecentBroadband', label: 'No decent broadband (under 10 Mbit/s)' },
];

/** How a speed compares with the UK median home download speed Ofcom measured (cited with its date). */
function ukComparison(mbps: number): string {
  const uk = UK_MEDIAN_BROADBAND;
  const ratio = mbps / uk.value;
  const word =
    ratio > 0.9 && ratio < 1.1 ? 'About the same as' : ratio >= 1.1 ? `${ratio.toFixed(1)}× faster than` : 'Slower than';
  return `${word} the UK median of ${formatMbps(uk.value)} (${uk.source.split(' (')[0]}, ${uk.period}).`;
}

/** Fixed broadband for a postcode: its own Ofcom figures when imported, else the area it sits in (labelled as such). */
export function BroadbandResults({ broadband }: { broadband: BroadbandCoverage }) {
  const { medianDownloadMbps: headline, speeds, availability } = broadband;
  if (!broadband.covered) {
    return (
      <Section id="broadband-heading" title="Broadband">
        <NoData>{broadband.message}</NoData>
      </Section>
    );
  }
  const speedRows = speeds ? SPEEDS.filter((s) => speeds.value[s.key] !== null) : [];
  const serviceBars = availability
    ? SERVICES.flatMap(({ key, label }) => {
        const value = availability.value[key];
        return value === null ? [] : [{ label, value }];
      })
    : [];
  return (
    <Section id="broadband-heading" title="Broadband">
      {headline && (
        <HeadlineFigure
          label={
            headline.provenance.geography.level === 'postcode'
              ? `Median download speed on the lines in ${broadband.postcode}`
              : `Median download speed across postcodes in ${formatPlace(headline.provenance.geography)}`
          }
          value={<span data-broadband-speed>{formatMbps(headline.value)}</span>}
          comparison={ukComparison(headline.value)}
          provenance={headline.provenance}
        />
      )}
      {speeds && speedRows.length > 0 && (
        <>
          <h3 className="mt-6 font-semibold text-ink">Speeds measured in {broadband.postcode}</h3>
          <dl className="mt-2 grid gap-3 sm:grid-cols-4" data-broadband-speeds>
            {speedRows.map(({ key, label }) => (
              <div key={key} className="rounded-lg border border-line p-3">
                <dt className="text-sm text-ink-muted">{label}</dt>
                <dd className="mt-1 text-lg font-semibold text-ink">{formatMbps(speeds.value[key] as number)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {availability && serviceBars.length > 0 && (
        <div data-broadband-availability>
          <h3 className="mt-6 font-semibold text-ink">Share of premises in {broadband.postcode} that can get</h3>
          <HorizontalBars
            title={`Broadband availability in ${broadband.postcode}`}
            bars={serviceBars}
            format={formatPercentFigure}
            max={100}
          />
          <SourceLine provenance={availability.provenance} />
        </div>
      )}
      <p className="mt-3 text-sm text-ink-muted">{broadband.message}</p>
    </Section>
  );
}
