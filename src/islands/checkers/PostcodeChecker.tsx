import type { ReactNode } from 'react';
import type { DataEndpoint } from '../../client/data-api.ts';
import { PostcodeForm } from './PostcodeForm.tsx';
import { usePostcodeLookup } from './usePostcodeLookup.ts';

export interface PostcodeCheckerProps<T> {
  endpoint: DataEndpoint;
  submitLabel: string;
  /** Renders a successful answer. */
  render: (data: T) => ReactNode;
}

/** The checker pattern: form, loading state, invalid / not-in-our-data / error messages, results. */
export function PostcodeChecker<T>({ endpoint, submitLabel, render }: PostcodeCheckerProps<T>) {
  const { state, run, initial } = usePostcodeLookup<T>(endpoint);
  return (
    <div data-checker={endpoint}>
      <PostcodeForm
        onSubmit={(p) => void run(p)}
        busy={state.kind === 'loading'}
        initial={initial}
        submitLabel={submitLabel}
        error={state.kind === 'invalid' ? state.message : undefined}
      />
      <div aria-live="polite" aria-busy={state.kind === 'loading'} className="mt-6">
        {state.kind === 'loading' && <p className="text-ink-muted">Looking up {state.postcode.toUpperCase()}…</p>}
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
    </div>
  );
}
