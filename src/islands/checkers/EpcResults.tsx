import { useMemo, useState } from 'react';
import type { EpcSearchResult } from '../../lib/data/types.ts';
import { EpcBand, EpcBandBars } from '../shared/RatingChips.tsx';
import { formatCount } from '../../lib/format/figures.ts';
import { formatIsoDate } from '../../lib/format/date.ts';
import { addressCase } from '../../lib/format/address-case.ts';
import { formatYearRange, parseAgeBand } from '../../lib/data/age-band.ts';

/** "England and Wales: 1930-1949" → "1930–1949"; null when the file has no band. */
function builtWords(band: string | null): string | null {
  if (!band) return null;
  const range = parseAgeBand(band);
  return range ? formatYearRange(range.fromYear, range.toYear) : band;
}

/** A card cell with nothing to say is left out at 360 px, not padded with "Not in this file". */
const EMPTY = 'py-2 pr-3 max-sm:hidden';
import { NoData, Section } from './Section.tsx';
import { SourceLine } from './SourceLine.tsx';

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
                className="mt-1 w-full rounded-lg border border-line-strong px-3 py-2 sm:max-w-sm"
                placeholder="House number or street"
              />
            </div>
          )}
          <div className="mt-3 sm:overflow-x-auto">
            <table className="table-cards w-full text-left text-sm sm:min-w-[40rem]" data-epc-table>
              <caption className="sr-only">Energy performance certificates for {epc.postcode}</caption>
              <thead>
                <tr className="border-b border-line">
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
                  <tr key={c.reference ?? `${c.address}-${i}`} className="border-b border-line align-top">
                    <td className="py-2 pr-3" data-label="Address">
                      {addressCase(c.address)}
                    </td>
                    <td className="py-2 pr-3" data-label="Rating (potential)">
                      <span>
                        <EpcBand rating={c.currentRating} />
                        {c.potentialRating ? (
                          <span className="ml-1 text-ink-muted">
                            (<EpcBand rating={c.potentialRating} />)
                          </span>
                        ) : null}
                      </span>
                    </td>
                    {[c.propertyType, c.builtForm].some(Boolean) ? (
                      <td className="py-2 pr-3" data-label="Property type">
                        {[c.propertyType, c.builtForm].filter(Boolean).join(', ')}
                      </td>
                    ) : (
                      <td className={EMPTY} />
                    )}
                    {c.floorAreaM2 !== null ? (
                      <td className="py-2 pr-3" data-label="Floor area">{`${c.floorAreaM2} m²`}</td>
                    ) : (
                      <td className={EMPTY} />
                    )}
                    {builtWords(c.constructionAgeBand) ? (
                      <td className="py-2 pr-3" data-label="Built">
                        {builtWords(c.constructionAgeBand)}
                      </td>
                    ) : (
                      <td className={EMPTY} />
                    )}
                    {c.lodgementDate ? (
                      <td className="py-2" data-label="Lodged">
                        {formatIsoDate(c.lodgementDate)}
                      </td>
                    ) : (
                      <td className={EMPTY} />
                    )}
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
          <EpcBandBars title="EPC lodgements by rating" counts={epc.authorityRatings.value} />
          <SourceLine provenance={epc.authorityRatings.provenance} />
        </>
      )}
    </Section>
  );
}
