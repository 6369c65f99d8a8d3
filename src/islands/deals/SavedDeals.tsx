/** Signed-in panel of /newdeal: save the current analysis, list saved deals, load or delete one. */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { deleteDeal, listDeals, saveDeal, type SavedDeal } from '../../client/deals.ts';
import type { DealRow } from '../../lib/calculators/deal-analyser/notion-export.ts';
import type { Verdict } from '../../lib/calculators/deal-analyser/targets.ts';
import { $authReady, $user, startAuth } from '../../stores/session.ts';
import { useHydrated } from '../shared/useHydrated.ts';
import { inputClass } from '../shared/index.ts';
import { dealSchema } from './deal-schema.ts';

type Key = keyof typeof dealSchema & string;

export interface SavedDealsProps {
  raw: Record<Key, string>;
  set: (key: Key, value: string) => void;
  good: { inputs: DealRow[]; results: DealRow[]; verdict: Verdict } | null;
}

const button =
  'rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50';
const linkButton =
  'rounded px-2 py-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export function SavedDeals({ raw, set, good }: SavedDealsProps) {
  // Until hydrated, render what the server rendered (nobody known yet).
  const hydrated = useHydrated();
  const storedUser = useStore($user);
  const user = hydrated ? storedUser : null;
  const ready = useStore($authReady) && hydrated;
  const [deals, setDeals] = useState<SavedDeal[]>([]);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [authFailed, setAuthFailed] = useState(false);
  const id = useId();

  useEffect(() => {
    startAuth().catch(() => setAuthFailed(true));
  }, []);

  useEffect(() => {
    if (!user) return;
    void listDeals().then((r) => (r.ok ? setDeals(r.value) : setMessage(r.error)));
  }, [user]);

  if (!ready && !authFailed) return <p className="text-ink-muted">Checking your account…</p>;
  if (!user)
    return (
      <section className="rounded-xl border border-warning-line bg-warning-surface p-4" data-testid="signed-out">
        <h2 className="text-xl font-semibold text-ink">Sign in to save deals</h2>
        <p className="mt-2 text-ink">
          Saving deals needs an account. <a href="/login">Sign in</a>, or use the free{' '}
          <a href="/property-deal-analyser">property deal analyser</a> without saving.
        </p>
      </section>
    );

  async function save() {
    if (!good) return;
    setBusy(true);
    setMessage('');
    const r = await saveDeal({ name, inputs: { ...raw }, results: { verdict: good.verdict, rows: good.results } });
    setBusy(false);
    if (!r.ok) return setMessage(r.error);
    setDeals((d) => [r.value, ...d]);
    setName('');
    setMessage(`Saved “${r.value.name}”.`);
  }

  async function remove(deal: SavedDeal) {
    const r = await deleteDeal(deal.id);
    if (!r.ok) return setMessage(r.error);
    setDeals((d) => d.filter((x) => x.id !== deal.id));
    setMessage(`Deleted “${deal.name}”.`);
  }

  function load(deal: SavedDeal) {
    for (const key of Object.keys(dealSchema) as Key[]) set(key, deal.inputs[key] ?? dealSchema[key].defaultRaw());
    setMessage(`Loaded “${deal.name}”.`);
  }

  return (
    <section aria-labelledby={`${id}-h`} className="rounded-xl border border-gray-200 p-4" data-no-print>
      <h2 id={`${id}-h`} className="text-xl font-semibold text-ink">
        Your saved deals
      </h2>
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="flex min-w-64 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-name`} className="font-medium text-ink">
            Deal name
          </label>
          <input
            id={`${id}-name`}
            className={inputClass}
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={200}
            placeholder="e.g. 12 High Street"
          />
        </div>
        <button type="submit" className={button} disabled={busy || !good}>
          {busy ? 'Saving…' : 'Save this deal'}
        </button>
      </form>
      <p role="status" className="mt-2 text-sm text-ink-muted">
        {message}
      </p>
      {deals.length === 0 ? (
        <p className="mt-2 text-ink-muted">No saved deals yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-100" data-testid="saved-deals">
          {deals.map((d) => {
            const verdict = typeof d.results['verdict'] === 'string' ? d.results['verdict'] : '';
            return (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <span className="font-medium text-ink">{d.name}</span>{' '}
                  <span className="text-sm text-ink-muted">
                    {verdict} · {new Date(d.created_at).toLocaleDateString('en-GB')}
                  </span>
                </span>
                <span className="flex gap-2">
                  <button type="button" className={linkButton} onClick={() => load(d)} aria-label={`Load ${d.name}`}>
                    Load
                  </button>
                  <button type="button" className={linkButton} onClick={() => void remove(d)} aria-label={`Delete ${d.name}`}>
                    Delete
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
