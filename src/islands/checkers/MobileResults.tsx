import type { MobileCoverage } from '../../lib/data/types.ts';
import { NoData, Section } from './Section.tsx';
import { SourceLine } from './SourceLine.tsx';
import { formatPercentFigure } from '../../lib/format/figures.ts';

/** Ofcom's predicted mobile coverage for the local authority that contains a postcode. */
export function MobileResults({ mobile }: { mobile: MobileCoverage }) {
  const area = mobile.area?.name ?? mobile.area?.code ?? 'the local authority';
  return (
    <Section id="mobile-heading" title="Mobile signal">
      {mobile.covered && mobile.measures.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-mobile-table>
            <caption className="mb-2 text-left text-ink-muted">
              Share of premises in {area} with predicted good coverage (all of {area}, not just {mobile.postcode})
            </caption>
            <thead>
              <tr className="border-b border-gray-200">
                <th scope="col" className="py-2 pr-3">
                  Service
                </th>
                <th scope="col" className="py-2 pr-3">
                  From at least one network
                </th>
                <th scope="col" className="py-2">
                  From all four networks
                </th>
              </tr>
            </thead>
            <tbody>
              {mobile.measures.map((m) => (
                <tr key={m.id} className="border-b border-gray-100">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {m.label}
                  </th>
                  <td className="py-2 pr-3 tabular-nums">{formatPercentFigure(m.anyNetworkPct)}</td>
                  <td className="py-2 tabular-nums">{formatPercentFigure(m.allNetworksPct)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-3 text-sm text-ink-muted">{mobile.message}</p>
        </div>
      ) : (
        <NoData>{mobile.message}</NoData>
      )}
      {mobile.provenance && <SourceLine provenance={mobile.provenance} />}
    </Section>
  );
}
