import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates server HTML, true from the next render on. Islands that read
 * shared stores (which another island may already have filled) render their server state until
 * then, so the first client render matches the HTML and React never throws a hydration error.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
