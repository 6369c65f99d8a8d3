import { useState } from 'react';
import { filterSchools, phasesIn, type SchoolFilter } from '../../lib/data/school-filter.ts';
import type { SchoolsNearResult } from '../../lib/data/types.ts';
import { SchoolFilters } from '../schools/SchoolFilters.tsx';
import { formatDistance } from './format.ts';
import { NoData, Section } from './Section.tsx';
import { SourceLine } from './SourceLine.tsx';

const DISTANCES = [400, 800, 1200, 1600];

/** Schools near a postcode, nearest first, each linking to its own page; `filterable` adds phase, rating and distance filters. */
export function SchoolsResults({
  schools,
  limit,
  filterable,
}: {
  schools: SchoolsNearResult;
  limit?: number;
  filterable?: boolean;
}) {
  const [filter, setFilter] = useState<SchoolFilter>({});
  const filtered = filterable ? filterSchools(schools.schools, filter) : schools.schools;
  const list = limit ? filtered.slice(0, limit) : filtered;
  const radius = formatDistance(schools.radiusMetres);
  const showFilters = filterable && schools.covered && schools.schools.length > 0;
  return (
    <Section id="schools-heading" title="Schools nearby">
      {!schools.covered ? (
        <NoData>
          We have not imported the schools register for the area around {schools.postcode} yet, so we cannot list schools here.
        </NoData>
      ) : schools.schools.length === 0 ? (
        <NoData>
          No open schools in our data lie within {radius} of {schools.postcode}.
        </NoData>
      ) : (
        <div className="space-y-3">
          {showFilters && (
            <>
              <SchoolFilters
                filter={filter}
                onChange={setFilter}
                phases={phasesIn(schools.schools)}
                distances={DISTANCES.filter((d) => d < schools.radiusMetres)}
              />
              <p className="text-sm text-ink-muted" role="status" data-schools-count>
                Showing {list.length} of {schools.schools.length} schools within {radius}.
              </p>
            </>
          )}
          {list.length === 0 ? (
            <NoData>No schools within {radius} match these filters.</NoData>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full min-w-[36rem] text-left text-sm" data-schools-table>
                <caption className="sr-only">
                  Schools within {radius} of {schools.postcode}, nearest first
                </caption>
                <thead>
                  <tr className="border-b border-gray-200">
                    <th scope="col" className="py-2 pr-3">
                      School
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Phase
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Type
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Ofsted rating
                    </th>
                    <th scope="col" className="py-2">
                      Distance
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((s) => (
                    <tr key={s.urn} className="border-b border-gray-100 align-top">
                      <td className="py-2 pr-3">
                        <a href={`/schools/${s.slug}`}>{s.name}</a>
                      </td>
                      <td className="py-2 pr-3">
                        {s.phase ?? 'Not recorded'}
                        {s.phaseInferred && s.phase ? ' (from age range)' : ''}
                      </td>
                      <td className="py-2 pr-3">{s.type ?? s.typeGroup ?? 'Not recorded'}</td>
                      <td className="py-2 pr-3">{s.ofstedRating ?? 'No rating in data'}</td>
                      <td className="py-2 tabular-nums">{formatDistance(s.distanceMetres)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
      <SourceLine provenance={schools.provenance} />
      <p className="mt-2 text-sm text-ink-muted">
        Distances are straight lines, not walking routes, and say nothing about catchment areas or admissions.
      </p>
    </Section>
  );
}
