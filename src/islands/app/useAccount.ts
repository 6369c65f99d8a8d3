import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $accountError, $accountLoaded, $profile, loadAccount } from '../../stores/account.ts';
import { $authReady, $user } from '../../stores/session.ts';
import { useHydrated } from '../shared/useHydrated.ts';

/**
 * The signed-in account for page islands: loads it once and reports where it is ('loading' while
 * the island hydrates, so its first render matches the server HTML).
 */
export function useAccount() {
  const hydrated = useHydrated();
  const ready = useStore($authReady) && hydrated;
  const user = useStore($user);
  const loaded = useStore($accountLoaded);
  const profile = useStore($profile);
  const error = useStore($accountError);
  useEffect(() => void loadAccount(), []);
  const status: 'loading' | 'signed-out' | 'error' | 'ready' =
    !ready || (user && !loaded) ? 'loading' : !user ? 'signed-out' : profile ? 'ready' : 'error';
  return { status, user, profile, error };
}
