/**
 * Calculator state that lives in the URL, so a result can be shared or bookmarked.
 *
 *   const { raw, set, parsed, errors, field } = useUrlState(schema);   // schema from lib/calculators/url-state.ts
 *   <MoneyInput label="Price" value={raw.price} onChange={(v) => set('price', v)} error={errors.price} />
 *   <MoneyInput label="Price" {...field('price')} />   // the same, with name="price"
 *   if (parsed.ok) { const result = calculate(parsed.value); }
 *
 * The first render uses the defaults (matching the server HTML); the URL is read straight
 * after hydration and rewritten with `history.replaceState` as the person types.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  decodeState,
  defaultState,
  encodeState,
  parseState,
  type ParsedState,
  type RawState,
  type Schema,
} from '../../lib/calculators/url-state.ts';
import { fieldBinder, type FieldBinder } from './fieldBinder.ts';

export interface UrlState<S extends Schema> {
  raw: RawState<S>;
  set: (key: keyof S & string, value: string) => void;
  parsed: ParsedState<S>;
  errors: Partial<Record<keyof S, string>>;
  /** Back to the defaults (clears the query string). */
  reset: () => void;
  /** True once the URL has been read (after hydration). */
  ready: boolean;
  /** Input props for one field; see fieldBinder. */
  field: FieldBinder<keyof S & string>;
}

export function useUrlState<S extends Schema>(schema: S): UrlState<S> {
  const [raw, setRaw] = useState<RawState<S>>(() => defaultState(schema));
  const [ready, setReady] = useState(false);
  const skipWrite = useRef(true);

  useEffect(() => {
    setRaw(decodeState(schema, new URLSearchParams(window.location.search)));
    setReady(true);
  }, [schema]); // the schema is a module constant, so this runs once, on mount

  useEffect(() => {
    if (skipWrite.current) {
      skipWrite.current = false;
      return;
    }
    const query = encodeState(schema, raw).toString();
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
  }, [schema, raw]);

  const set = useCallback((key: keyof S & string, value: string) => setRaw((prev) => ({ ...prev, [key]: value })), []);
  const reset = useCallback(() => setRaw(defaultState(schema)), [schema]);
  const parsed = useMemo(() => parseState(schema, raw), [schema, raw]);
  const errors = parsed.ok ? {} : parsed.errors;
  const field = fieldBinder<keyof S & string>({ raw, errors, set });
  return { raw, set, parsed, errors, reset, ready, field };
}
