import { useCallback, useEffect, useRef, useState } from 'react';
import { lookup, takeSavedAnswerId, type DataEndpoint, type LookupResult } from '../../client/data-api.ts';
import { parsePostcode } from '../../lib/postcode/parse.ts';
import { applyServerCharge } from '../../stores/credits.ts';

export type LookupState<T> = { kind: 'idle' } | { kind: 'loading'; postcode: string } | (LookupResult<T> & { postcode: string });

/**
 * Looks a postcode up on one endpoint, keeps `?postcode=` in the address bar so a result can
 * be shared or reloaded, and runs the lookup for a postcode already in the address on load (an
 * `?answer=` from the dashboard shows that saved answer free).
 */
export function usePostcodeLookup<T>(endpoint: DataEndpoint) {
  const [state, setState] = useState<LookupState<T>>({ kind: 'idle' });
  const [initial, setInitial] = useState('');
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(
    async (raw: string, savedAnswerId: string | null = null) => {
      const parsed = parsePostcode(raw);
      if (!parsed.ok) {
        setState({ kind: 'invalid', postcode: raw, message: parsed.error });
        return;
      }
      const postcode = parsed.value.postcode;
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ kind: 'loading', postcode });
      const url = new URL(window.location.href);
      url.searchParams.set('postcode', postcode);
      window.history.replaceState(null, '', url);
      try {
        const result = await lookup<T>(endpoint, postcode, {}, current.signal, savedAnswerId);
        if (result.kind === 'ok' && result.charge) applyServerCharge(result.charge);
        if (!current.signal.aborted) setState({ ...result, postcode });
      } catch {
        // Aborted by a newer lookup: that lookup owns the state.
      }
    },
    [endpoint],
  );

  useEffect(() => {
    const fromUrl = new URL(window.location.href).searchParams.get('postcode');
    if (fromUrl) {
      setInitial(fromUrl);
      void run(fromUrl, takeSavedAnswerId());
    }
    return () => controller.current?.abort();
  }, [run]);

  return { state, run, initial };
}
