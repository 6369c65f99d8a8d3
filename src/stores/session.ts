/**
 * Who is signed in.
 * `startAuth` reads the session once and follows every auth event; `signOut` clears both.
 */
import { atom } from 'nanostores';
import type { Session, User } from '@supabase/supabase-js';
import { supabase } from '../client/supabase.ts';
import { readStored, removeStored, writeStored } from '../client/browser-storage.ts';
import { RESET_FLAG_KEY } from '../lib/auth/identity.ts';

export const $user = atom<User | null>(null);
export const $isAuthenticated = atom(false);
export const $session = atom<Session | null>(null);
/** True once the stored session has been read. */
export const $authReady = atom(false);

/** Where the password-recovery event sends the user. */
export const RESET_PATH = '/reset-password';

function apply(session: Session | null): void {
  $session.set(session);
  $user.set(session?.user ?? null);
  $isAuthenticated.set(Boolean(session?.user));
  // Keeps the CSS contract of Head.astro: html[data-auth="in"] hides signed-out-only items.
  document.documentElement.dataset['auth'] = session?.user ? 'in' : 'out';
}

let started: Promise<void> | undefined;

/** Reads the session and subscribes to auth events; safe to call from every island. */
export function startAuth(): Promise<void> {
  started ??= (async () => {
    const client = supabase();
    client.auth.onAuthStateChange((event, session) => {
      apply(session);
      if (event === 'PASSWORD_RECOVERY') {
        setResetFlag(true);
        if (location.pathname !== RESET_PATH) location.assign(RESET_PATH);
      }
    });
    try {
      const { data } = await client.auth.getSession();
      apply(data.session);
    } catch (error) {
      console.warn('Session could not be read', error);
      apply(null);
    }
    $authReady.set(true);
  })();
  return started;
}

/** Waits for the session; resolves to the user or null. */
export async function currentUser(): Promise<User | null> {
  await startAuth();
  return $user.get();
}

/** Ends the session (errors are logged only) and clears the user and flag. */
export async function signOut(): Promise<void> {
  try {
    const { error } = await supabase().auth.signOut();
    if (error) console.warn('Sign-out failed', error.message);
  } catch (error) {
    console.warn('Sign-out failed', error);
  }
  apply(null);
}

/** The browser-stored isPasswordReset flag. */
export function resetFlag(): boolean {
  return readStored(RESET_FLAG_KEY) === 'true';
}

export function setResetFlag(on: boolean): void {
  if (on) writeStored(RESET_FLAG_KEY, 'true');
  else removeStored(RESET_FLAG_KEY);
}
