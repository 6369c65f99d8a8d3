import { useCallback, useEffect, useRef, useState } from 'react';
import { meteredGet, takeSavedAnswerId, type LookupResult } from '../../client/data-api.ts';
import { parsePostcode } from '../../lib/postcode/parse.ts';
import type { ValuationAnswer } from '../../lib/valuation/answer.ts';
import { VALUATION_FIELDS, valuationSearch, type ValuationFields } from '../../lib/valuation/query-words.ts';
import { applyServerCharge } from '../../stores/credits.ts';

export type ValuationState = { kind: 'idle' } | { kind: 'loading' } | LookupResult<ValuationAnswer>;

export const EMPTY_FIELDS: ValuationFields = {
  postcode: '',
  house: '',
  street: '',
  type: 'semi-detached',
  tenure: 'freehold',
  newBuild: '',
  floorArea: '',
  asOf: '',
};

/**
 * Runs a valuation through GET /api/valuation (the server meters it), keeps the query in the
 * address bar so a result can be shared or reloaded, and values a query already in the address
 * on load.
 */
export function useValuation() {
  const [state, setState] = useState<ValuationState>({ kind: 'idle' });
  const [fields, setFields] = useState<ValuationFields>(EMPTY_FIELDS);
  /** Counts valuations paid for on this page, so a list of saved ones can take them in. */
  const [paid, setPaid] = useState(0);
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(async (next: ValuationFields, savedAnswerId: string | null = null) => {
    setFields(next);
    const postcode = parsePostcode(next.postcode);
    if (!postcode.ok) {
      setState({ kind: 'invalid', message: postcode.error });
      return;
    }
    const search = valuationSearch({ ...next, postcode: postcode.value.postcode });
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ kind: 'loading' });
    window.history.replaceState(null, '', `${window.location.pathname}?${search.toString()}`);
    try {
      const result = await meteredGet<ValuationAnswer>(
        `/api/valuation?${search.toString()}`,
        current.signal,
        ['insufficient_comparables', 'stale_evidence'],
        savedAnswerId,
      );
      if (result.kind === 'ok' && result.charge) {
        applyServerCharge(result.charge);
        if (result.charge.charged > 0 || result.charge.legacy) setPaid((n) => n + 1);
      }
      if (!current.signal.aborted) setState(result);
    } catch {
      // Aborted by a newer valuation: that one owns the state.
    }
  }, []);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const fromUrl = { ...EMPTY_FIELDS };
    for (const key of VALUATION_FIELDS) fromUrl[key] = params.get(key) ?? fromUrl[key];
    if (params.get('postcode')) void run(fromUrl, takeSavedAnswerId());
    // Only an address that names fields replaces them: a new empty object would reset the form
    // and wipe what a person (or autofill) typed in the moment after the page hydrated.
    else if (VALUATION_FIELDS.some((key) => params.has(key))) setFields(fromUrl);
    return () => controller.current?.abort();
  }, [run]);

  return { state, fields, run, paid };
}
