import { useEffect, useState } from 'react';
import { recentAnswers, type SavedAnswer } from '../../../client/answers.ts';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/London' });

/**
 * The user's recent paid lookups and valuations ("Crime check · M33 3HJ", with the date), each
 * reopening free on its page from the saved answer (docs/decisions/metering.md).
 */
export function RecentAnswers() {
  const [answers, setAnswers] = useState<SavedAnswer[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    void recentAnswers().then((r) => (r.ok ? setAnswers(r.value) : setError(r.error)));
  }, []);
  return (
    <section aria-labelledby="recent-answers-title" className="rounded-xl border border-line p-5" data-recent-answers>
      <h2 id="recent-answers-title" className="font-semibold text-ink">
        Recent lookups and valuations
      </h2>
      <p className="mt-1 text-sm text-ink-muted">Open any of them again at no charge.</p>
      {error && <p className="mt-2 text-sm text-error">{error}</p>}
      {!error && answers === null && <p className="mt-2 text-sm text-ink-muted">Loading…</p>}
      {answers?.length === 0 && (
        <p className="mt-2 text-sm text-ink-muted">
          Nothing yet. A postcode report, a checker lookup or a valuation you pay for is kept here.
        </p>
      )}
      {answers && answers.length > 0 && (
        <ul className="mt-2 divide-y divide-line">
          {answers.map((answer) => (
            <li key={answer.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2" data-recent-answer>
              {answer.reopenUrl ? (
                <a href={answer.reopenUrl} className="font-medium">
                  {answer.label}
                </a>
              ) : (
                <span className="font-medium text-ink">{answer.label}</span>
              )}
              <span className="text-sm text-ink-muted">
                {DAY.format(new Date(answer.createdAt))}
                {answer.reopenUrl ? ' · opens free' : answer.service.startsWith('api-') ? ' · by API' : ' · no longer kept'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
