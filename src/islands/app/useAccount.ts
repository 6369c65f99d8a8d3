import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $accountError, $accountLoaded, $profile, loadAccount } from '../../stores/account.ts';
import { $authReady, $user } from '../../stores/session.ts';

/** The signed-in account for page islands: loads it once and reports where it is. */
export function useAccount() {
  const ready = useStore($authReady);
  const user = useStore($user);
  const loaded = useStore($accountLoaded);
  const profile = useStore($profile);
  const error = useStore($accountError);
  useEffect(() => void loadAccount(), []);
  const status: 'loading' | 'signed-out' | 'error' | 'ready' =
    !ready || (user && !loaded) ? 'loading' : !user ? 'signed-out' : profile ? 'ready' : 'error';
  return { status, user, profile, error };
}
