/**
 * Credits spent: the server meters each paid answer and reports the charge; the store
 * takes in the balance it reports and shows the credit toast.
 */
import { $availableCredits } from './account.ts';
import { showCreditToast } from './credit-toast.ts';

/**
 * Takes in what the server charged for an answer it metered: the balance it reports, and the
 * SPEC credit toast when a credit was spent (legacy answers charge nothing and show none).
 */
export function applyServerCharge(charge: { charged: number; remaining: number | null; legacy: boolean }): void {
  if (charge.legacy || charge.charged <= 0 || charge.remaining === null) return;
  $availableCredits.set(charge.remaining);
  showCreditToast(charge.remaining);
}
