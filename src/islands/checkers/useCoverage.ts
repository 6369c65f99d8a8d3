import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCoverage } from '../../client/coverage-api.ts';
import type { CoverageAnswer } from '../../lib/data/coverage.ts';
import { parsePostcode } from '../../lib/postcode/parse.ts';

export type CoverageState =
  | { kind: 'idle' }
  | { kind: 'loading'; postcode: string }
  | { kind: 'ready'; postcode: string; answer: CoverageAnswer }
  /** The coverage service could not answer: the checker offers its lookup as before. */
  | { kind: 'unavailable'; postcode: string };

/** Pause after the last keystroke before asking (a postcode is complete by then). */
const TYPING_PAUSE_MS = 250;

/**
 * The free coverage answer for whatever postcode is in the field: as soon as the text reads as a
 * full postcode (`check`, debounced while typing), or at once for a postcode from the address bar
 * (`load`, which also resolves with the answer so a lookup can wait for it). Answers are kept for
 * the page's life, so going back to a postcode asks once.
 */
export function useCoverage() {
  const [state, setState] = useState<CoverageState>({ kind: 'idle' });
  const cache = useRef(new Map<string, CoverageAnswer | null>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(async (postcode: string): Promise<CoverageAnswer | null> => {
    clearTimeout(timer.current);
    if (cache.current.has(postcode)) {
      const answer = cache.current.get(postcode) ?? null;
      setState(answer ? { kind: 'ready', postcode, answer } : { kind: 'unavailable', postcode });
      return answer;
    }
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ kind: 'loading', postcode });
    try {
      const answer = await fetchCoverage(postcode, current.signal);
      cache.current.set(postcode, answer);
      if (!current.signal.aborted) setState(answer ? { kind: 'ready', postcode, answer } : { kind: 'unavailable', postcode });
      return answer;
    } catch {
      return null; // Aborted by a newer postcode, which owns the state.
    }
  }, []);

  const check = useCallback(
    (raw: string) => {
      clearTimeout(timer.current);
      const parsed = parsePostcode(raw);
      if (!parsed.ok) {
        controller.current?.abort();
        setState({ kind: 'idle' });
        return;
      }
      timer.current = setTimeout(() => void load(parsed.value.postcode), TYPING_PAUSE_MS);
    },
    [load],
  );

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      controller.current?.abort();
    },
    [],
  );

  return { state, check, load };
}
