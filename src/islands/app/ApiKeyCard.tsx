import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { regenerateApiKey } from '../../client/account.ts';
import { isLegacy } from '../../lib/subscription/account.ts';
import { CREDIT_COSTS } from '../../lib/site/plans.ts';
import { $apiKey, $profile, patchProfile } from '../../stores/account.ts';
import { Spinner } from './Spinner.tsx';
import { ui } from './ui-classes.ts';

/** The user's API key: hidden by default, copy to clipboard, and a server-side regenerate. */
export default function ApiKeyCard() {
  const apiKey = useStore($apiKey);
  const legacy = isLegacy(useStore($profile));
  const [shown, setShown] = useState(false);
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function copy() {
    if (!apiKey) return;
    try {
      await navigator.clipboard.writeText(apiKey);
      setNote('API key copied to the clipboard.');
    } catch {
      setShown(true);
      setNote('Copying is blocked in this browser: select the key and copy it yourself.');
    }
  }

  async function regenerate() {
    setBusy(true);
    setNote('');
    const result = await regenerateApiKey();
    setBusy(false);
    setConfirming(false);
    if (!result.ok) return setNote(result.error);
    patchProfile({ secret_api: result.value });
    setShown(true);
    setNote('New API key created. The old key no longer works.');
  }

  const masked = apiKey ? `${apiKey.slice(0, 4)}${'•'.repeat(12)}${apiKey.slice(-4)}` : 'No API key yet';
  return (
    <section aria-labelledby="api-key-title" className="rounded-xl border border-gray-200 p-5">
      <h2 id="api-key-title" className="font-semibold text-ink">
        Your API key
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Send it in the <code>x-api-key</code> header.{' '}
        <span data-api-key-cost>
          {legacy
            ? 'As a founding customer, your calls are not charged credits.'
            : `Each call costs ${CREDIT_COSTS.apiCall} credit${CREDIT_COSTS.apiCall === 1 ? '' : 's'}.`}
        </span>{' '}
        See <a href="/docs/getting-started">getting started</a>.
      </p>
      <code className="mt-3 block overflow-x-auto rounded-lg bg-gray-100 px-3 py-2 font-mono text-sm text-ink" data-api-key>
        {shown && apiKey ? apiKey : masked}
      </code>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={ui.secondary} onClick={() => setShown(!shown)} disabled={!apiKey} aria-pressed={shown}>
          {shown ? 'Hide' : 'Show'}
        </button>
        <button type="button" className={ui.secondary} onClick={() => void copy()} disabled={!apiKey}>
          Copy
        </button>
        {!confirming && (
          <button type="button" className={ui.secondary} onClick={() => setConfirming(true)}>
            Regenerate
          </button>
        )}
      </div>
      {confirming && (
        <div className="mt-3 rounded-lg border border-warning-line bg-warning-surface p-3 text-sm text-ink" role="alert">
          <p>A new key replaces the current one, which stops working straight away. Continue?</p>
          <div className="mt-2 flex gap-2">
            <button type="button" className={ui.primary} onClick={() => void regenerate()} disabled={busy}>
              {busy && <Spinner />}Create new key
            </button>
            <button type="button" className={ui.secondary} onClick={() => setConfirming(false)} disabled={busy}>
              Cancel
            </button>
          </div>
        </div>
      )}
      <p className="mt-2 text-sm text-ink-muted" role="status">
        {note}
      </p>
    </section>
  );
}
