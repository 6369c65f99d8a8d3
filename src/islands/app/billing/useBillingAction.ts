import { useState } from 'react';
import { billingCall } from '../../../client/billing.ts';
import { isSafeBillingRedirect } from '../../../lib/billing/safe-redirect.ts';

/**
 * Runs one billing action at a time: `go` follows the `{ url }` the server answers (checkout or
 * portal), `run` waits for the action and then calls `after`. Errors come back as a message.
 */
export function useBillingAction() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState('');

  async function go(action: string, body: unknown, key: string): Promise<void> {
    setBusy(key);
    setError('');
    const result = await billingCall<{ url?: string }>(action, body);
    if (result.ok && isSafeBillingRedirect(result.value.url)) {
      window.location.assign(result.value.url);
      return;
    }
    setBusy(null);
    setError(result.ok ? 'The payment service gave an unexpected answer. Please try again.' : result.error);
  }

  async function run(action: string, body: unknown, key: string, after: () => Promise<void>): Promise<boolean> {
    setBusy(key);
    setError('');
    const result = await billingCall(action, body);
    if (result.ok) await after();
    else setError(result.error);
    setBusy(null);
    return result.ok;
  }

  return { busy, error, go, run };
}
