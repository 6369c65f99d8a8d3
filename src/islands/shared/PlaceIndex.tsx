import { useId, useMemo, useState } from 'react';

export interface PlaceIndexItem {
  href: string;
  /** "Manchester", "Trafford". */
  title: string;
  /** "M", "E08000009". */
  code: string;
  /** Short facts shown under the title ("67 districts", "Band D £1,878.08 in 2023/24"). */
  facts: string[];
  /** Extra words the search matches (district codes and names…). */
  keywords?: string;
}

export interface PlaceIndexProps {
  items: PlaceIndexItem[];
  /** "Search areas". */
  label: string;
  /** "areas" — used in the count line. */
  noun: string;
  hint: string;
}

const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * A searchable list of places as cards: every place renders on the server (the list works without
 * JavaScript); once hydrated, typing filters by name, code or the keywords given.
 */
export default function PlaceIndex({ items, label, noun, hint }: PlaceIndexProps) {
  const [query, setQuery] = useState('');
  const id = useId();
  const shown = useMemo(() => {
    const q = normalise(query);
    if (!q) return items;
    return items.filter((i) => normalise(`${i.title} ${i.code} ${i.keywords ?? ''}`).includes(q));
  }, [items, query]);
  return (
    <div className="not-prose" data-place-index>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {hint}
      </p>
      <input
        id={id}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        aria-describedby={`${id}-hint ${id}-count`}
        className="mt-2 w-full rounded-lg border border-line-strong px-3 py-2 sm:max-w-sm"
        autoComplete="off"
      />
      <p id={`${id}-count`} className="mt-2 text-sm text-ink-muted" role="status" data-place-count>
        {shown.length === items.length ? `${items.length} ${noun}` : `${shown.length} of ${items.length} ${noun}`}
      </p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((i) => (
          <li key={i.href} className="list-none" data-place-item={i.code}>
            <a href={i.href} className="card-link h-full">
              <span className="block text-lg font-semibold text-ink">
                {i.title} <span className="text-sm font-normal text-ink-muted">{i.code}</span>
              </span>
              {i.facts.map((f) => (
                <span key={f} className="mt-1 block text-sm text-ink-muted">
                  {f}
                </span>
              ))}
            </a>
          </li>
        ))}
      </ul>
      {shown.length === 0 && (
        <p className="mt-3 text-ink-muted">
          No {noun} match “{query}”.
        </p>
      )}
    </div>
  );
}
