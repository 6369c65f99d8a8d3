import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { DataEndpoint } from '../../client/data-api.ts';
import { canAnswer, coverageOf, type CoverageTopic } from '../../lib/data/coverage.ts';
import { CoveragePanel } from './CoveragePanel.tsx';
import { PostcodeForm } from './PostcodeForm.tsx';
import { useCoverage } from './useCoverage.ts';
import { usePostcodeLookup } from './usePostcodeLookup.ts';

export interface PostcodeCheckerProps<T> {
  endpoint: DataEndpoint;
  submitLabel: string;
  /**
   * The question this checker answers. As soon as a full postcode is typed, the free coverage
   * answer shows what we hold; where this question has nothing, no lookup is offered.
   */
  topic?: CoverageTopic;
  /** Renders a successful answer. */
  render: (data: T) => ReactNode;
}

/** The checker pattern: form, loading state, invalid / not-in-our-data / error messages, results. */
export function PostcodeChecker<T>({ endpoint, submitLabel, topic, render }: PostcodeCheckerProps<T>) {
  const coverage = useCoverage();
  const { load } = coverage;
  // The answer before the lookup: a postcode whose coverage says "nothing here" is not looked up.
  const gate = useCallback(
    async (postcode: string) => {
      const answer = await load(postcode);
      if (!answer) return true;
      // The all-datasets report is worth a lookup when anything at all is held.
      return topic ? canAnswer(answer, topic) : answer.items.some((i) => i.status !== 'none');
    },
    [load, topic],
  );
  const { state, run, initial } = usePostcodeLookup<T>(endpoint, { gate });
  // Opened with a postcode in the link: until the first answer, one steady "Looking up" line stands in
  // for the coverage list and loading text, so nothing jumps as they come and go (CLS on deep links).
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (state.kind !== 'idle' && state.kind !== 'loading') setSettled(true);
  }, [state.kind]);
  const pending = initial !== '' && !settled;
  const ready = coverage.state.kind === 'ready' ? coverage.state : null;
  const own = ready && topic ? coverageOf(ready.answer, topic) : undefined;
  const nothing = ready !== null && ready.answer.items.every((i) => i.status === 'none');
  const blocked =
    own?.status === 'none'
      ? `We hold no ${own.label.toLowerCase()} for ${ready?.postcode}, so there is nothing to look up.`
      : !topic && nothing
        ? `We hold nothing for ${ready.postcode}, so there is nothing to look up.`
        : undefined;
  // Before an answer the coverage comes first; with an answer on screen it moves below it.
  const panel = coverage.state.kind === 'idle' ? null : <CoveragePanel state={coverage.state} {...(topic ? { topic } : {})} />;
  return (
    <div data-checker={endpoint}>
      <PostcodeForm
        onSubmit={(p) => void run(p)}
        busy={state.kind === 'loading'}
        initial={initial}
        submitLabel={submitLabel}
        error={state.kind === 'invalid' ? state.message : undefined}
        onValueChange={coverage.check}
        blocked={blocked}
      />
      {state.kind !== 'ok' && !pending && panel}
      <div aria-live="polite" aria-busy={state.kind === 'loading' || pending} className="mt-6">
        {(state.kind === 'loading' || (pending && state.kind === 'idle')) && (
          <p className="text-ink-muted" data-looking-up>
            Looking up {(state.kind === 'loading' ? state.postcode : initial).toUpperCase()}…
          </p>
        )}
        {state.kind === 'not-found' && (
          <p className="rounded-lg border border-warning-line bg-warning-surface p-4 text-ink" data-not-found>
            {state.message}
          </p>
        )}
        {state.kind === 'limit' && (
          <div className="rounded-lg border border-brand-300 bg-brand-50 p-4 text-ink" role="alert" data-lookup-limit>
            <p>{state.message}</p>
            <a
              href={state.action.href}
              className="mt-3 inline-block rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white no-underline hover:bg-brand-800 hover:no-underline"
            >
              {state.action.label}
            </a>
          </div>
        )}
        {state.kind === 'error' && (
          <p className="rounded-lg border border-error-line bg-error-surface p-4 text-error" role="alert">
            {state.message}
          </p>
        )}
        {state.kind === 'ok' && state.note && (
          <p className="mb-4 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-ink" data-no-charge>
            {state.note}
          </p>
        )}
        {state.kind === 'ok' && <div data-results>{render(state.data)}</div>}
      </div>
      {state.kind === 'ok' && panel}
    </div>
  );
}
