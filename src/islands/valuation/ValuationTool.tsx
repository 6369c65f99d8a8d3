import { ValuationForm } from './ValuationForm.tsx';
import { SavedValuations } from './SavedValuations.tsx';
import { ValuationResult } from './ValuationResult.tsx';
import { useValuation } from './useValuation.ts';

/**
 * The valuation form and its answer, on /instantpropertyvaluation (visitors get a summary from the
 * free daily allowance) and /valuation (signed in: the full valuation for 1 credit, and `saved`
 * lists the valuations the account keeps). The server decides which, from the credentials the
 * request carries.
 */
export default function ValuationTool({ saved = false }: { saved?: boolean }) {
  const { state, fields, run, paid } = useValuation();
  return (
    <div>
      <ValuationForm
        fields={fields}
        busy={state.kind === 'loading'}
        onSubmit={(next) => void run(next)}
        postcodeError={state.kind === 'invalid' ? state.message : undefined}
      />
      <div aria-live="polite">
        {state.kind === 'loading' && <p className="mt-4 text-ink-muted">Finding comparable sales…</p>}
        {state.kind === 'ok' && state.note && (
          <p className="mt-4 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-ink" data-no-charge>
            {state.note}
          </p>
        )}
        {state.kind === 'ok' && <ValuationResult answer={state.data} />}
        {state.kind === 'not-found' && (
          <p
            className="mt-4 rounded-lg border-l-4 border-warning bg-warning-surface p-3 text-ink"
            role="status"
            data-valuation-none
          >
            {state.message}
          </p>
        )}
        {state.kind === 'limit' && (
          <p className="mt-4 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-3 text-ink" role="status" data-valuation-limit>
            {state.message}{' '}
            <a href={state.action.href} className="font-semibold text-brand-700 underline">
              {state.action.label}
            </a>
          </p>
        )}
        {state.kind === 'error' && (
          <p className="mt-4 rounded-lg border-l-4 border-error bg-error-surface p-3 text-ink" role="alert">
            {state.message}
          </p>
        )}
      </div>
      {saved && <SavedValuations refresh={paid} />}
    </div>
  );
}
