/**
 * Credit deduction (SPEC §4): tools call `deductCredit(service)` once per use; the service is
 * then marked deducted until `resetDeductions`. Legacy answers leave the balance unchanged.
 */
import { map } from 'nanostores';
import { creditsAfter, DEDUCTION_ERRORS, type DeductionResult } from '../lib/credits/deduction.ts';
import { postDeduction } from '../client/credits.ts';
import { $apiKey, $availableCredits, loadAccount } from './account.ts';
import { showCreditToast } from './credit-toast.ts';

/** Per-service deducted flags (SPEC §3 creditDeductions). */
export const $creditDeductions = map<Record<string, boolean>>({});

/** Charges 1 credit for `service`; a service already marked deducted is not charged again. */
export async function deductCredit(service: string): Promise<DeductionResult> {
  if ($creditDeductions.get()[service]) {
    return { ok: true, value: { isLegacy: false, updatedCredits: $availableCredits.get() } };
  }
  await loadAccount();
  const apiKey = $apiKey.get();
  if (!apiKey) return { ok: false, error: DEDUCTION_ERRORS.auth };
  const result = await postDeduction(service, apiKey);
  if (!result.ok) return result;
  $creditDeductions.setKey(service, true);
  if (!result.value.isLegacy) {
    const next = creditsAfter($availableCredits.get(), result.value);
    $availableCredits.set(next);
    if (next !== null) showCreditToast(next);
  }
  return result;
}

/**
 * Takes in what the server charged for an answer it metered: the balance it reports, and the
 * SPEC credit toast when a credit was spent (legacy answers charge nothing and show none).
 */
export function applyServerCharge(charge: { charged: number; remaining: number | null; legacy: boolean }): void {
  if (charge.legacy || charge.charged <= 0 || charge.remaining === null) return;
  $availableCredits.set(charge.remaining);
  showCreditToast(charge.remaining);
}

/** Clears the deducted flag of one service, or of all when none is named. */
export function resetDeductions(service?: string): void {
  if (service === undefined) $creditDeductions.set({});
  else $creditDeductions.setKey(service, false);
}
