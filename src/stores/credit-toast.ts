/**
 * The credit toast: shown on deduction, hidden after 5 s, persisted under
 * `creditToast` and restored on load only when still shown and younger than 30 s.
 */
import { atom } from 'nanostores';
import { CREDIT_TOAST, deductionToast, restorableToast, type CreditToastState } from '../lib/credits/toast.ts';
import { readStored, writeStored } from '../client/browser-storage.ts';

export const $creditToast = atom<CreditToastState | null>(null);

let timer: ReturnType<typeof setTimeout> | undefined;

function schedule(): void {
  clearTimeout(timer);
  timer = setTimeout(hideCreditToast, CREDIT_TOAST.visibleMs);
}

/** Shows the SPEC credit toast, or `note` (why nothing was charged) in its place. */
export function showCreditToast(remainingCredits: number, note?: string): void {
  const toast = deductionToast(remainingCredits, Date.now(), note);
  $creditToast.set(toast);
  writeStored(CREDIT_TOAST.storageKey, JSON.stringify(toast));
  schedule();
}

export function hideCreditToast(): void {
  clearTimeout(timer);
  const toast = $creditToast.get();
  $creditToast.set(null);
  if (toast) writeStored(CREDIT_TOAST.storageKey, JSON.stringify({ ...toast, show: false }));
}

/** On page load: brings back a recent toast, which then hides after the usual 5 s. */
export function restoreCreditToast(): void {
  const toast = restorableToast(readStored(CREDIT_TOAST.storageKey), Date.now());
  if (!toast) return;
  $creditToast.set(toast);
  schedule();
}
