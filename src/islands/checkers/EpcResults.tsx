import { useMemo, useState } from 'react';
import type { EpcRating, EpcSearchResult } from '../../lib/data/types.ts';
import { HorizontalBars } from '../shared/HorizontalBars.tsx';
import { formatCount } from '../../lib/format/figures.ts';
import { NoData, Section } from './Section.tsx';
import { SourceLine } from './SourceLine.tsx';

const RATINGS: EpcRating[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];

/** EPC certificates for a postcode, with an optional address filter (register search). */
export function EpcResults({ epc, addressFilter = false }: { epc: EpcSearchResult; addressFilter?: boolean }) {
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const f = filter.trim().toLowerCase();
    return f ? epc.certificates.filter((c) => c.address.toLowerCase().includes(f)) : epc.certificates;
  }, [epc.certificates, filter]);

  return (
    <Section id="epc-heading" title="Energy performance certificates">
      {!epc.covered ? (
        <NoData>
          We have not imported EPC certificates for the area around {epc.postcode} yet, so we cannot list certificates for this
          postcode.
        </NoData>
      ) : epc.certificates.length === 0 ? (
        <NoData>Our EPC data holds no certificates for {epc.postcode}.</NoData>
      ) : (
        <>
          <p className="text-sm text-ink-muted" data-epc-total>
            {formatCount(epc.total)} certificate{epc.total === 1 ? '' : 's'} for {epc.postcode}.
          </p>
          {addressFilter && (
            <div className="mt-3">
              <label htmlFor="epc-address-filter" className="block text-sm font-medium text-ink">
                Filter by address
              </label>
              <input
                id="epc-address-filter"
                type="search"
                value={filter}
                onChange={(e) => setFilter(e.target.value)}
                className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2 sm:max-w-sm"
                placeholder="House number or street"
              />
            </div>
          )}
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm" data-epc-table>
              <caption className="sr-only">Energy performance certificates for {epc.postcode}</caption>
              <thead>
                <tr className="border-b border-gray-200">
                  <th scope="col" className="py-2 pr-3">
                    Address
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Rating (potential)
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Property type
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Floor area
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Built
                  </th>
                  <th scope="col" className="py-2">
                    Lodged
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((c, i) => (
                  <tr key={c.reference ?? `${c.address}-${i}`} className="border-b border-gray-100 align-top">
                    <td className="py-2 pr-3">{c.address}</td>
                    <td className="py-2 pr-3 font-semibold">
                      {c.currentRating ?? '—'}
                      {c.potentialRating ? <span className="font-normal text-ink-muted"> ({c.potentialRating})</span> : null}
                    </td>
                    <td className="py-2 pr-3">{[c.propertyType, c.builtForm].filter(Boolean).join(', ') || 'Not recorded'}</td>
                    <td className="py-2 pr-3">{c.floorAreaM2 !== null ? `${c.floorAreaM2} m²` : 'Not recorded'}</td>
                    <td className="py-2 pr-3">{c.constructionAgeBand ?? 'Not in this file'}</td>
                    <td className="py-2">{c.lodgementDate ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {shown.length === 0 && <p className="mt-2 text-sm text-ink-muted">No certificate address matches “{filter}”.</p>}
          </div>
        </>
      )}
      <SourceLine provenance={epc.provenance} />
      {epc.authorityRatings && (
        <>
          <h3 className="mt-6 font-semibold text-ink">Certificates lodged in the local authority, by rating</h3>
          <HorizontalBars
            title="EPC lodgements by rating"
            bars={RATINGS.map((r) => ({ label: `Rating ${r}`, value: epc.authorityRatings?.value[r] ?? 0 }))}
          />
          <SourceLine provenance={epc.authorityRatings.provenance} />
        </>
      )}
    </Section>
  );
}
