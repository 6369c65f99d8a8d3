import { useEffect, useState } from 'react';
import { decide, readConsentRequest, type ConsentRequest } from '../../client/oauth-consent.ts';
import { useAccount } from '../app/useAccount.ts';
import { Loading, SignedOutNotice } from '../app/SignedOutNotice.tsx';
import { ui } from '../app/ui-classes.ts';

const DEFAULT_CAP = 500;

/**
 * The consent screen of the MCP OAuth flow (/oauth/authorize): the signed-in user sees which app
 * asks, what it may do (call the Brickstack MCP tools, charged to their credits) and sets a monthly
 * cap; Allow sends the browser back to the app with a code, Deny with access_denied. A bad client
 * or redirect URI is shown here and never followed.
 */
export default function OAuthConsent() {
  const { status } = useAccount();
  const [request, setRequest] = useState<ConsentRequest | null>(null);
  const [capOn, setCapOn] = useState(true);
  const [cap, setCap] = useState(String(DEFAULT_CAP));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void readConsentRequest(location.search).then((answer) => {
      if (answer.kind === 'redirect') location.replace(answer.to);
      else setRequest(answer);
    });
  }, []);

  if (request?.kind === 'refused')
    return (
      <p role="alert" className={ui.error} data-oauth-refused>
        {request.message}
      </p>
    );
  if (status === 'signed-out') return <SignedOutNotice what="the app that asks to connect" />;
  if (status !== 'ready' || request?.kind !== 'ask') return <Loading />;

  async function answer(allow: boolean) {
    const monthlyCap = capOn ? Number(cap) : null;
    if (allow && monthlyCap !== null && !(Number.isInteger(monthlyCap) && monthlyCap >= 1 && monthlyCap <= 1_000_000)) {
      setError('A monthly cap is a whole number of credits from 1 to 1,000,000.');
      return;
    }
    setBusy(true);
    setError(null);
    const result = await decide(location.search, allow, monthlyCap);
    if (result.ok) location.assign(result.value);
    else {
      setError(result.error);
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-lg rounded-2xl border border-gray-200 p-6 shadow-sm sm:p-8" data-oauth-consent>
      <h1 className="text-xl font-semibold text-ink">
        Connect <span data-oauth-client>{request.clientName}</span> to Brickstack?
      </h1>
      <p className="mt-2 text-sm text-ink-muted">
        It will send you back to <strong className="text-ink">{request.redirectHost}</strong>.
      </p>
      <h2 className="mt-5 text-sm font-semibold text-ink">It will be able to</h2>
      <ul className="mt-1 list-disc pl-5 text-sm text-ink" data-oauth-scopes>
        <li>call every Brickstack MCP tool (the property API&rsquo;s endpoints) as you;</li>
        <li>spend your API credits at the prices the tools state, within the cap below.</li>
      </ul>
      <p className="mt-1 text-sm text-ink-muted">It cannot see your password, payment details or other keys.</p>
      <fieldset className="mt-5">
        <legend className={ui.label}>Monthly cap</legend>
        <label className="mt-2 flex items-center gap-2 text-sm">
          <input type="checkbox" checked={capOn} onChange={(e) => setCapOn(e.target.checked)} /> Limit this app to
          <input
            type="number"
            min={1}
            max={1000000}
            className="w-28 rounded-lg border border-gray-300 px-2 py-1"
            aria-label="Monthly cap in credits"
            value={cap}
            disabled={!capOn}
            onChange={(e) => setCap(e.target.value)}
            data-oauth-cap
          />
          credits a month
        </label>
      </fieldset>
      {error && (
        <p role="alert" className={`mt-3 ${ui.error}`}>
          {error}
        </p>
      )}
      <div className="mt-6 flex gap-3">
        <button type="button" className={ui.primary} disabled={busy} onClick={() => void answer(true)}>
          Allow
        </button>
        <button type="button" className={ui.secondary} disabled={busy} onClick={() => void answer(false)}>
          Deny
        </button>
      </div>
      <p className="mt-4 text-xs text-ink-muted">
        You can disconnect it at any time under Connected apps on <a href="/api-keys">API keys</a>.
      </p>
    </div>
  );
}
