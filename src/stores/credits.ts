/**
 * Credits spent: the server meters each paid answer and reports the charge; the store
 * takes in the balance it reports and shows the credit toast.
 */
import { setCredits } from './account.ts';
import { showCreditToast } from './credit-toast.ts';

/**
 * Takes in what the server charged for an answer it metered: the balance it reports, and the
 * SPEC credit toast when a credit was spent, or the server's note when nothing was ("No charge:
 * …"). Founding (legacy) answers charge nothing and show no toast.
 */
export function applyServerCharge(charge: {
  charged: number;
  remaining: number | null;
  legacy: boolean;
  note?: string | null;
}): void {
  if (charge.legacy || charge.remaining === null) return;
  setCredits(charge.remaining);
  if (charge.charged > 0) showCreditToast(charge.remaining);
  else if (charge.note) showCreditToast(charge.remaining, charge.note);
}
