/** Sign out everywhere: session, user state, reset flag; then home (SPEC §2 user menu, §4 Logout). */
import { signOut, setResetFlag } from './session.ts';
import { clearAccount } from './account.ts';

export async function signOutAndGoHome(): Promise<void> {
  setResetFlag(false);
  await signOut();
  clearAccount();
  location.assign('/');
}
