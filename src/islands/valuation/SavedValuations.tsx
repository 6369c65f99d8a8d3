import { useEffect, useState } from 'react';
import { deleteAnswer, recentAnswers, type SavedAnswer } from '../../client/answers.ts';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/London' });

/**
 * The signed-in user's saved valuations (every paid valuation is kept: docs/decisions/metering.md),
 * newest first: each reopens free with its comparables, map, chart and PDF, or can be deleted.
 * `refresh` changes when a new valuation has been paid for, so the list takes it in.
 */
export function SavedValuations({ refresh }: { refresh: number }) {
  const [saved, setSaved] = useState<SavedAnswer[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    void recentAnswers(20, 'valuation').then((r) => (r.ok ? setSaved(r.value) : setError(r.error)));
  }, [refresh]);

  async function remove(answer: SavedAnswer) {
    const done = await deleteAnswer(answer.id);
    if (done.ok) setSaved((list) => list?.filter((a) => a.id !== answer.id) ?? null);
    else setError(done.error);
  }

  return (
    <section
      aria-labelledby="saved-valuations-title"
      className="mt-8 rounded-xl border border-line p-5 not-prose"
      data-saved-valuations
    >
      <h2 id="saved-valuations-title" className="font-semibold text-ink">
        Your saved valuations
      </h2>
      <p className="mt-1 text-sm text-ink-muted">Every valuation you pay for is kept here. Open one again at no charge.</p>
      {error && (
        <p className="mt-2 text-sm text-error" role="alert">
          {error}
        </p>
      )}
      {!error && saved === null && <p className="mt-2 text-sm text-ink-muted">Loading…</p>}
      {saved?.length === 0 && <p className="mt-2 text-sm text-ink-muted">None yet.</p>}
      {saved && saved.length > 0 && (
        <ul className="mt-2 divide-y divide-line">
          {saved.map((answer) => (
            <li
              key={answer.id}
              className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2"
              data-saved-valuation
            >
              {answer.reopenUrl ? (
                <a href={answer.reopenUrl} className="font-medium">
                  {answer.label}
                </a>
              ) : (
                <span className="font-medium text-ink">{answer.label}</span>
              )}
              <span className="flex items-baseline gap-3 text-sm text-ink-muted">
                {DAY.format(new Date(answer.createdAt))}
                <button
                  type="button"
                  className="text-sm text-brand-700 underline"
                  onClick={() => void remove(answer)}
                  aria-label={`Delete ${answer.label}`}
                >
                  Delete
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
