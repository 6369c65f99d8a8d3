import type { BroadbandAvailability, BroadbandCoverage, BroadbandSpeeds } from '../../lib/data/types.ts';
import { HorizontalBars } from '../shared/HorizontalBars.tsx';
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
        <>
          <dl className="grid gap-4 sm:grid-cols-2">
            <div className="rounded-xl border border-gray-200 p-4" data-figure>
              <dt className="text-sm text-ink-muted">
                {headline.provenance.geography.level === 'postcode'
                  ? `Median download speed on the lines in ${broadband.postcode}`
                  : `Median average download speed across postcodes in ${formatPlace(headline.provenance.geography)}`}
              </dt>
              <dd className="mt-1 text-3xl font-semibold text-ink" data-broadband-speed>
                {formatMbps(headline.value)}
              </dd>
            </div>
          </dl>
          <SourceLine provenance={headline.provenance} />
        </>
      )}
      {speeds && speedRows.length > 0 && (
        <>
          <h3 className="mt-6 font-semibold text-ink">Speeds measured in {broadband.postcode}</h3>
          <dl className="mt-2 grid gap-3 sm:grid-cols-4" data-broadband-speeds>
            {speedRows.map(({ key, label }) => (
              <div key={key} className="rounded-lg border border-gray-200 p-3">
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
