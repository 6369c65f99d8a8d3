/** Whether the login modal is open and in which mode. */
import { atom } from 'nanostores';
import type { LoginMode } from '../lib/auth/login-form.ts';

export const $loginModal = atom<{ open: boolean; mode: LoginMode }>({ open: false, mode: 'signIn' });

export function openLogin(mode: LoginMode = 'signIn'): void {
  $loginModal.set({ open: true, mode });
}

export function closeLogin(): void {
  $loginModal.set({ ...$loginModal.get(), open: false });
}
