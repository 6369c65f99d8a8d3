import type { BroadbandCoverage } from '../../lib/data/types.ts';
import { NoData, Section } from './Section.tsx';
import { SourceLine } from './SourceLine.tsx';
import { formatGeography } from './format.ts';

/** Fixed broadband speed for the area that contains a postcode. */
export function BroadbandResults({ broadband }: { broadband: BroadbandCoverage }) {
  const figure = broadband.medianDownloadMbps;
  return (
    <Section id="broadband-heading" title="Broadband">
      {figure ? (
        <>
          <dl className="grid gap-4 sm:grid-cols-2">
            <div className="rounded-xl border border-gray-200 p-4" data-figure>
              <dt className="text-sm text-ink-muted">
                Median average download speed across postcodes in {formatGeography(figure.provenance.geography)}
              </dt>
              <dd className="mt-1 text-3xl font-semibold text-ink" data-broadband-speed>
                {figure.value.toLocaleString('en-GB', { maximumFractionDigits: 1 })} Mbit/s
              </dd>
            </div>
          </dl>
          <SourceLine provenance={figure.provenance} />
          <p className="mt-3 text-sm text-ink-muted">{broadband.message}</p>
        </>
      ) : (
        <NoData>{broadband.message}</NoData>
      )}
    </Section>
  );
}
