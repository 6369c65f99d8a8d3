import { useId } from 'react';
import { RATING_FILTERS, type RatingFilter, type SchoolFilter } from '../../lib/data/school-filter.ts';

const input =
  'mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600';

interface Props {
  filter: SchoolFilter;
  onChange: (filter: SchoolFilter) => void;
  phases: string[];
  /** Offer a name search (the directory). */
  search?: boolean;
  /** Offer a distance limit, in metres (results near a postcode). */
  distances?: number[];
  /** Offer an authority menu (the directory). */
  authorities?: { code: string; name: string }[];
}

/** The filter controls shared by /schools and /find-a-school. */
export function SchoolFilters({ filter, onChange, phases, search, distances, authorities }: Props) {
  const id = useId();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-2 lg:grid-cols-4" data-school-filters>
      {search && (
        <div className="min-w-0">
          <label htmlFor={`${id}-q`} className="block text-sm font-medium text-ink">
            School name
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className={input}
            value={filter.query ?? ''}
            placeholder="e.g. grammar"
            onChange={(e) => onChange({ ...filter, query: e.target.value })}
          />
        </div>
      )}
      {authorities && authorities.length > 1 && (
        <div className="min-w-0">
          <label htmlFor={`${id}-la`} className="block text-sm font-medium text-ink">
            Local authority
          </label>
          <select
            id={`${id}-la`}
            className={input}
            value={filter.authority ?? ''}
            onChange={(e) => onChange({ ...filter, authority: e.target.value || undefined })}
          >
            <option value="">All authorities</option>
            {authorities.map((a) => (
              <option key={a.code} value={a.code}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="min-w-0">
        <label htmlFor={`${id}-phase`} className="block text-sm font-medium text-ink">
          Phase
        </label>
        <select
          id={`${id}-phase`}
          className={input}
          value={filter.phase ?? ''}
          onChange={(e) => onChange({ ...filter, phase: e.target.value || undefined })}
        >
          <option value="">All phases</option>
          {phases.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0">
        <label htmlFor={`${id}-rating`} className="block text-sm font-medium text-ink">
          Ofsted rating
        </label>
        <select
          id={`${id}-rating`}
          className={input}
          value={filter.rating ?? 'any'}
          onChange={(e) => onChange({ ...filter, rating: e.target.value as RatingFilter })}
        >
          {RATING_FILTERS.map((r) => (
            <option key={r.id} value={r.id}>
              {r.label}
            </option>
          ))}
        </select>
      </div>
      {distances && (
        <div className="min-w-0">
          <label htmlFor={`${id}-distance`} className="block text-sm font-medium text-ink">
            Distance
          </label>
          <select
            id={`${id}-distance`}
            className={input}
            value={filter.maxDistanceMetres ?? ''}
            onChange={(e) => onChange({ ...filter, maxDistanceMetres: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">Any distance shown</option>
            {distances.map((d) => (
              <option key={d} value={d}>
                Within {d >= 1000 ? `${(d / 1000).toFixed(1)} km` : `${d} m`}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
