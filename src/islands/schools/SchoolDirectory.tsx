import { useState } from 'react';
import { filterSchools, phasesIn, type SchoolFilter } from '../../lib/data/school-filter.ts';
import { SchoolFilters } from './SchoolFilters.tsx';

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
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm" data-schools-list>
            <caption className="sr-only">Open schools matching the filters, by name</caption>
            <thead>
              <tr className="border-b border-gray-200">
                <th scope="col" className="py-2 pr-3">
                  School
                </th>
                <th scope="col" className="py-2 pr-3">
                  Authority
                </th>
                <th scope="col" className="py-2 pr-3">
                  Phase
                </th>
                <th scope="col" className="py-2">
                  Ofsted rating
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((s) => (
                <tr key={s.slug} className="border-b border-gray-100">
                  <td className="py-2 pr-3">
                    <a href={`/schools/${s.slug}`}>{s.name}</a>
                    {s.type && <span className="block text-xs text-ink-faint">{s.type}</span>}
                  </td>
                  <td className="py-2 pr-3">{s.authority?.name ?? '—'}</td>
                  <td className="py-2 pr-3">{s.phase ?? 'Not recorded'}</td>
                  <td className="py-2">{s.ofstedRating ?? 'No rating in data'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
