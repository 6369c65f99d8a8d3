import type { MobileCoverage } from '../../lib/data/types.ts';
import { NoData, Section } from './Section.tsx';
import { SourceLine } from './SourceLine.tsx';

/** Predicted mobile coverage by operator for a postcode. */
export function MobileResults({ mobile }: { mobile: MobileCoverage }) {
  return (
    <Section id="mobile-heading" title="Mobile signal">
      {mobile.covered && mobile.operators.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-mobile-table>
            <caption className="sr-only">Predicted mobile coverage at {mobile.postcode} by operator</caption>
            <thead>
              <tr className="border-b border-gray-200">
                <th scope="col" className="py-2 pr-3">
                  Operator
                </th>
                <th scope="col" className="py-2 pr-3">
                  4G outdoors
                </th>
                <th scope="col" className="py-2 pr-3">
                  4G indoors
                </th>
                <th scope="col" className="py-2">
                  5G outdoors
                </th>
              </tr>
            </thead>
            <tbody>
              {mobile.operators.map((o) => (
                <tr key={o.operator} className="border-b border-gray-100">
                  <td className="py-2 pr-3 font-medium">{o.operator}</td>
                  <td className="py-2 pr-3">{o.outdoor4g ?? 'Not recorded'}</td>
                  <td className="py-2 pr-3">{o.indoor4g ?? 'Not recorded'}</td>
                  <td className="py-2">{o.outdoor5g ?? 'Not recorded'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <NoData>{mobile.message}</NoData>
      )}
      {mobile.provenance && <SourceLine provenance={mobile.provenance} />}
    </Section>
  );
}
