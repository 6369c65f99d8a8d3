import { useEffect, useState } from 'react';
import { listDeals, type SavedDeal } from '../../../client/deals.ts';
import { defaultState, encodeState } from '../../../lib/calculators/url-state.ts';
import { dealSchema } from '../../deals/deal-schema.ts';

const SHOWN = 5;
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** Opens a saved deal in the deal analyser with its inputs in the URL. */
function dealHref(deal: SavedDeal): string {
  const raw = { ...defaultState(dealSchema) };
  for (const key of Object.keys(raw) as (keyof typeof raw)[]) {
    const value = deal.inputs[key];
    if (typeof value === 'string') raw[key] = value;
  }
  const query = encodeState(dealSchema, raw).toString();
  return `/newdeal${query ? `?${query}` : ''}`;
}

/** The newest saved deals, each reopening in the deal analyser. */
export function SavedDealsList() {
  const [deals, setDeals] = useState<SavedDeal[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    void listDeals(undefined, SHOWN).then((r) => (r.ok ? setDeals(r.value) : setError(r.error)));
  }, []);
  return (
    <section aria-labelledby="saved-deals-title" className="rounded-xl border border-line p-5" data-dashboard-deals>
      <h2 id="saved-deals-title" className="font-semibold text-ink">
        Saved deals
      </h2>
      {error && <p className="mt-2 text-sm text-error">{error}</p>}
      {!error && deals === null && <p className="mt-2 text-sm text-ink-muted">Loading…</p>}
      {deals?.length === 0 && (
        <p className="mt-2 text-sm text-ink-muted">
          No saved deals yet. Analyse one in the <a href="/newdeal">deal analyser</a> and save it to see it here.
        </p>
      )}
      {deals && deals.length > 0 && (
        <ul className="mt-2 divide-y divide-line">
          {deals.map((deal) => (
            <li key={deal.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
              <a href={dealHref(deal)} className="font-medium">
                {deal.name}
              </a>
              <span className="text-sm text-ink-muted">
                {typeof deal.results['verdict'] === 'string' ? `${deal.results['verdict']} · ` : ''}
                saved {DAY.format(new Date(deal.created_at))}
              </span>
            </li>
          ))}
        </ul>
      )}
      {deals && deals.length > 0 && (
        <p className="mt-2 text-sm">
          <a href="/newdeal">All deals in the deal analyser</a>
        </p>
      )}
    </section>
  );
}
