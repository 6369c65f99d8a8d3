/** POST /api/deduct-credit with the user's API key. */
import { DEDUCTION_ERRORS, interpretDeduction, type DeductionResult } from '../lib/credits/deduction.ts';

export async function postDeduction(service: string, apiKey: string): Promise<DeductionResult> {
  let response: Response;
  try {
    response = await fetch('/api/deduct-credit', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify({ service }),
    });
  } catch {
    return { ok: false, error: DEDUCTION_ERRORS.failed };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {}
  return interpretDeduction(response.status, body);
}

/** POST /api/trial-upgrade-email; errors are logged only. */
export async function requestTrialUpgradeEmail(userId: string, email: string, accessToken: string): Promise<boolean> {
  try {
    const response = await fetch('/api/trial-upgrade-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ userId, email }),
    });
    if (!response.ok) console.warn('Upgrade email request failed', response.status);
    return response.ok;
  } catch (error) {
    console.warn('Upgrade email request failed', error);
    return false;
  }
}
