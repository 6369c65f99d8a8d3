import { useState } from 'react';
import { filterSchools, phasesIn, type SchoolFilter } from '../../lib/data/school-filter.ts';
import type { SchoolsNearResult } from '../../lib/data/types.ts';
import { SchoolFilters } from '../schools/SchoolFilters.tsx';
import { SchoolTable } from '../schools/SchoolTable.tsx';
import { OfstedChip } from '../shared/RatingChips.tsx';
import { formatDistance } from '../../lib/format/figures.ts';
import { NoData, Section } from './Section.tsx';
import { SourceLine } from './SourceLine.tsx';

const DISTANCES = [400, 800, 1200, 1600];

/** "Primary", or "Primary (ages 4 to 11)" when the register names no phase and the ages taught say it. */
function phaseWords(s: { phase: string | null; phaseInferred: boolean; lowAge: number | null; highAge: number | null }): string {
  if (!s.phase) return 'Not recorded';
  if (!s.phaseInferred) return s.phase;
  return s.lowAge !== null && s.highAge !== null ? `${s.phase} (ages ${s.lowAge} to ${s.highAge})` : s.phase;
}

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
            <SchoolTable
              rows={list}
              rowKey={(s) => s.urn}
              caption={`Schools within ${radius} of ${schools.postcode}, nearest first`}
              dataAttribute="data-schools-table"
              columns={[
                { header: 'School', cell: (s) => <a href={`/schools/${s.slug}`}>{s.name}</a> },
                {
                  header: 'Phase',
                  cell: (s) => phaseWords(s),
                },
                { header: 'Type', cell: (s) => s.type ?? s.typeGroup ?? 'Not recorded' },
                { header: 'Ofsted rating', cell: (s) => <OfstedChip rating={s.ofstedRating} /> },
                { header: 'Distance', cell: (s) => formatDistance(s.distanceMetres), className: 'tabular-nums' },
              ]}
            />
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
