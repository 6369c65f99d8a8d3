import { useState } from 'react';
import { filterSchools, phasesIn, type SchoolFilter } from '../../lib/data/school-filter.ts';
import { SchoolFilters } from './SchoolFilters.tsx';
import { SchoolTable } from './SchoolTable.tsx';
import { OfstedChip } from '../shared/RatingChips.tsx';

export interface DirectorySchool {
  slug: string;
  name: string;
  phase: string | null;
  type: string | null;
  ofstedRating: string | null;
  authority: { code: string; name: string | null } | null;
}

/** Rows shown before "Show more". */
const PAGE = 50;

/**
 * /schools: every open school in the data, searchable by name and filterable by authority, phase
 * and Ofsted rating. Without JavaScript the first rows still show, with the count.
 */
export default function SchoolDirectory({ schools }: { schools: DirectorySchool[] }) {
  const [filter, setFilter] = useState<SchoolFilter>({});
  const [shown, setShown] = useState(PAGE);
  const authorities = [
    ...new Map(schools.flatMap((s) => (s.authority ? [[s.authority.code, s.authority.name ?? s.authority.code] as const] : []))),
  ]
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
  const matches = filterSchools(schools, filter);
  const rows = matches.slice(0, shown);
  return (
    <div className="space-y-3" data-school-directory>
      <SchoolFilters
        filter={filter}
        onChange={(next) => {
          setFilter(next);
          setShown(PAGE);
        }}
        phases={phasesIn(schools)}
        authorities={authorities}
        search
      />
      <p className="text-sm text-ink-muted" role="status" data-schools-count>
        {matches.length === schools.length
          ? `${schools.length} open schools`
          : `${matches.length} of ${schools.length} open schools match`}
        {rows.length < matches.length ? `, showing the first ${rows.length}` : ''}.
      </p>
      {matches.length === 0 ? (
        <p className="text-ink-muted">No schools match these filters. Try fewer words or another rating.</p>
      ) : (
        <SchoolTable
          rows={rows}
          rowKey={(s) => s.slug}
          caption="Open schools matching the filters, by name"
          dataAttribute="data-schools-list"
          columns={[
            {
              header: 'School',
              cell: (s) => (
                <>
                  <a href={`/schools/${s.slug}`}>{s.name}</a>
                  {s.type && <span className="block text-xs text-ink-faint">{s.type}</span>}
                </>
              ),
            },
            { header: 'Authority', cell: (s) => s.authority?.name ?? '—' },
            { header: 'Phase', cell: (s) => s.phase ?? 'Not recorded' },
            { header: 'Ofsted rating', cell: (s) => <OfstedChip rating={s.ofstedRating} /> },
          ]}
        />
      )}
      {rows.length < matches.length && (
        <button
          type="button"
          className="rounded-lg border border-gray-300 px-4 py-2 text-sm font-semibold text-ink hover:bg-gray-50"
          onClick={() => setShown((n) => n + PAGE)}
        >
          Show {Math.min(PAGE, matches.length - rows.length)} more
        </button>
      )}
    </div>
  );
}
