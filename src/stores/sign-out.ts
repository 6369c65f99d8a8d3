/** Sign out everywhere: session, user state, reset flag; then home. */
import { signOut, setResetFlag } from './session.ts';
import { clearAccount } from './account.ts';

export async function signOutAndGoHome(): Promise<void> {
  setResetFlag(false);
  await signOut();
  clearAccount();
  location.assign('/');
}
