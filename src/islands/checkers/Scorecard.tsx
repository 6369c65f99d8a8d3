import type { ScorecardAnswer, Tone } from '../../lib/scorecard/scorecard.ts';
import { formatPeriod } from '../../lib/format/figures.ts';

const TONE: Record<Tone, { mark: string; word: string; className: string }> = {
  good: { mark: '✓', word: 'Good sign', className: 'border-emerald-700 bg-emerald-50' },
  neutral: { mark: '≈', word: 'Average', className: 'border-warning bg-warning-surface' },
  poor: { mark: '!', word: 'Worth a closer look', className: 'border-error bg-error-surface' },
  unknown: { mark: '?', word: 'Not enough data', className: 'border-gray-400 bg-gray-50' },
};

/** The four questions a buyer asks, answered with comparisons; tone shown by a word and a mark, not colour alone. */
export function Scorecard({ answers }: { answers: readonly ScorecardAnswer[] }) {
  return (
    <section aria-labelledby="scorecard-heading" className="not-prose mt-6" data-scorecard>
      <h2 id="scorecard-heading" className="text-xl font-semibold text-ink">
        At a glance
      </h2>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        {answers.map((a) => {
          const tone = TONE[a.tone];
          return (
            <article
              key={a.id}
              className={`rounded-xl border-l-4 p-4 ${tone.className}`}
              data-scorecard-answer={a.id}
              data-tone={a.tone}
            >
              <h3 className="text-sm font-semibold uppercase tracking-wide text-ink-muted">{a.question}</h3>
              <p className="mt-1 text-lg font-semibold text-ink">
                <span aria-hidden="true" className="mr-1 inline-block w-5 text-center font-bold">
                  {tone.mark}
                </span>
                {a.verdict}
                <span className="sr-only"> ({tone.word})</span>
              </p>
              {a.figures.length > 0 && (
                <dl className="mt-2 space-y-1 text-sm">
                  {a.figures.map((f) => (
                    <div key={f.label} className="flex flex-wrap justify-between gap-x-3">
                      <dt className="text-ink-muted">{f.label}</dt>
                      <dd className="font-medium text-ink tabular-nums">
                        {f.value}
                        {f.period && <span className="ml-1 text-xs font-normal text-ink-muted">({formatPeriod(f.period)})</span>}
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
              <p className="mt-2 text-xs text-ink-muted">{a.note}</p>
              <a href={a.href} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
                See the detail
              </a>
            </article>
          );
        })}
      </div>
    </section>
  );
}
