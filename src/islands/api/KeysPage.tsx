import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { accountKeyLastUsed, createKey, listKeys, revokeKey, rotateKey, updateKey } from '../../client/api-keys.ts';
import { capText, lastUsedText, scopeText, type KeyRow } from '../../lib/api/keys/key-row.ts';
import { isConnectedApp } from '../../lib/api/oauth/connected-app.ts';
import { MAX_ACTIVE_KEYS, type KeySettings } from '../../lib/api/keys/key-settings.ts';
import { $apiKey } from '../../stores/account.ts';
import { useAccount } from '../app/useAccount.ts';
import { Loading, SignedOutNotice } from '../app/SignedOutNotice.tsx';
import { ui } from '../app/ui-classes.ts';
import ApiNav from './ApiNav.tsx';
import KeyConfirmDialog from './KeyConfirmDialog.tsx';
import KeySecretDialog from './KeySecretDialog.tsx';
import KeySettingsDialog, { type EndpointChoice } from './KeySettingsDialog.tsx';

type Dialog =
  | { kind: 'settings'; key: KeyRow | null }
  | { kind: 'secret'; label: string; secret: string; reason: 'created' | 'rotated' }
  | { kind: 'rotate' | 'revoke'; key: KeyRow }
  | null;

function KeyCard({
  row,
  onEdit,
  onRotate,
  onRevoke,
}: {
  row: KeyRow;
  onEdit: () => void;
  onRotate: () => void;
  onRevoke: () => void;
}) {
  const revoked = row.revoked_at !== null;
  return (
    <li
      className={`rounded-xl border p-5 ${revoked ? 'border-gray-200 bg-gray-50' : 'border-gray-300'}`}
      data-key-row={row.label}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-ink">{row.label}</h3>
        <code className="text-sm text-ink-muted" data-key-hint>
          {row.key_hint}
        </code>
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-ink-muted sm:grid-cols-2">
        <div>
          <dt className="inline">Endpoints: </dt>
          <dd className="inline font-mono text-xs text-ink" data-key-scope>
            {scopeText(row.endpoints)}
          </dd>
        </div>
        <div>
          <dt className="inline">Monthly cap: </dt>
          <dd className="inline text-ink" data-key-cap>
            {capText(row.monthly_cap, row.spent_this_month)}
          </dd>
        </div>
        <div>
          <dt className="sr-only">Last used</dt>
          <dd data-key-last-used>{lastUsedText(row.last_used_at)}</dd>
        </div>
        <div>
          <dt className="sr-only">Status</dt>
          <dd data-key-status>
            {revoked
              ? `Revoked ${new Date(row.revoked_at!).toLocaleDateString('en-GB', { dateStyle: 'medium' })}`
              : `Created ${new Date(row.created_at).toLocaleDateString('en-GB', { dateStyle: 'medium' })}${row.rotated_at ? ', rotated since' : ''}`}
          </dd>
        </div>
      </dl>
      {!revoked && (
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className={ui.secondary} onClick={onEdit} aria-label={`Edit ${row.label}`}>
            Edit
          </button>
          {!isConnectedApp(row) && (
            <button type="button" className={ui.secondary} onClick={onRotate} aria-label={`Rotate ${row.label}`}>
              Rotate
            </button>
          )}
          <button type="button" className={ui.secondary} onClick={onRevoke} aria-label={`Revoke ${row.label}`}>
            Revoke
          </button>
        </div>
      )}
    </li>
  );
}

/** /api-keys: the account key and the user's named keys, with create, edit, rotate and revoke. */
export default function KeysPage({ choices }: { choices: readonly EndpointChoice[] }) {
  const { status, user } = useAccount();
  const accountKey = useStore($apiKey);
  const [keys, setKeys] = useState<KeyRow[] | null>(null);
  const [accountUsed, setAccountUsed] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [note, setNote] = useState('');

  const reload = useCallback(async () => {
    const result = await listKeys();
    if (result.ok) setKeys(result.value);
    else setError(result.error);
  }, []);

  useEffect(() => {
    if (status !== 'ready' || !user) return;
    void reload();
    void accountKeyLastUsed(user.id).then(setAccountUsed);
  }, [status, user, reload]);

  if (status === 'loading') return <Loading />;
  if (status === 'signed-out') return <SignedOutNotice what="your API keys" />;

  const active = (keys ?? []).filter((k) => k.revoked_at === null && !isConnectedApp(k));
  const apps = (keys ?? []).filter((k) => k.revoked_at === null && isConnectedApp(k));
  const revoked = (keys ?? []).filter((k) => k.revoked_at !== null);

  async function save(settings: KeySettings): Promise<string | null> {
    const editing = dialog?.kind === 'settings' ? dialog.key : null;
    if (editing) {
      const result = await updateKey(editing.id, settings);
      if (!result.ok) return result.error;
      setDialog(null);
      setNote(`Saved “${settings.label}”.`);
    } else {
      const result = await createKey(settings);
      if (!result.ok) return result.error;
      setDialog({ kind: 'secret', label: settings.label, secret: result.value.key, reason: 'created' });
    }
    await reload();
    return null;
  }

  async function confirm(action: 'rotate' | 'revoke', key: KeyRow): Promise<string | null> {
    if (action === 'rotate') {
      const result = await rotateKey(key.id);
      if (!result.ok) return result.error;
      setDialog({ kind: 'secret', label: key.label, secret: result.value, reason: 'rotated' });
    } else {
      const result = await revokeKey(key.id);
      if (!result.ok) return result.error;
      setDialog(null);
      setNote(`Revoked “${key.label}”: it no longer works.`);
    }
    await reload();
    return null;
  }

  const masked = accountKey ? `${accountKey.slice(0, 4)}…${accountKey.slice(-4)}` : '—';
  return (
    <div data-api-keys>
      <ApiNav current="/api-keys" />
      <p className="max-w-3xl text-ink-muted">
        Give each server, app or AI assistant its own key: limit it to the endpoints it needs and cap what it may spend each
        month, then rotate or revoke it without touching the others. Keys belong on servers and in your own tools’ settings, never
        in a web page.
      </p>

      <section aria-labelledby="account-key-title" className="mt-6 rounded-xl border border-gray-300 p-5">
        <h2 id="account-key-title" className="font-semibold text-ink">
          Account key <code className="ml-2 text-sm font-normal text-ink-muted">{masked}</code>
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Every endpoint, no cap beyond your balance. {lastUsedText(accountUsed)}. Show, copy or regenerate it on your{' '}
          <a href="/dashboard">dashboard</a>.
        </p>
      </section>

      <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-ink">Named keys</h2>
        <button
          type="button"
          className={ui.primary}
          onClick={() => setDialog({ kind: 'settings', key: null })}
          disabled={keys === null || active.length >= MAX_ACTIVE_KEYS}
        >
          Create key
        </button>
      </div>
      <p className="mt-2 text-sm text-ink-muted" role="status" data-keys-note>
        {note}
      </p>
      {error && (
        <p className="text-error" role="alert">
          We could not load your keys ({error}). Please reload the page.
        </p>
      )}
      {keys === null && !error && <p className="text-ink-muted">Loading your keys…</p>}
      {keys !== null && active.length === 0 && <p className="mt-2 text-ink-muted">No named keys yet.</p>}
      {active.length >= MAX_ACTIVE_KEYS && (
        <p className="mt-2 text-sm text-ink-muted">You have {MAX_ACTIVE_KEYS} active keys, the most an account can hold.</p>
      )}
      <ul className="mt-4 space-y-4" data-key-list="active">
        {active.map((row) => (
          <KeyCard
            key={row.id}
            row={row}
            onEdit={() => setDialog({ kind: 'settings', key: row })}
            onRotate={() => setDialog({ kind: 'rotate', key: row })}
            onRevoke={() => setDialog({ kind: 'revoke', key: row })}
          />
        ))}
      </ul>
      <section aria-labelledby="connected-apps-title" className="mt-8" data-connected-apps>
        <h2 id="connected-apps-title" className="text-lg font-semibold text-ink">
          Connected apps
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          AI assistants you connected with sign-in (see <a href="/docs/mcp#oauth">the MCP docs</a>). Each spends your credits
          within its cap; revoke one and it is cut off on its next call.
        </p>
        {keys !== null && apps.length === 0 && <p className="mt-2 text-ink-muted">No connected apps.</p>}
        <ul className="mt-4 space-y-4" data-key-list="apps">
          {apps.map((row) => (
            <KeyCard
              key={row.id}
              row={row}
              onEdit={() => setDialog({ kind: 'settings', key: row })}
              onRotate={() => undefined}
              onRevoke={() => setDialog({ kind: 'revoke', key: row })}
            />
          ))}
        </ul>
      </section>
      {revoked.length > 0 && (
        <section aria-labelledby="revoked-keys-title" className="mt-8">
          <h2 id="revoked-keys-title" className="text-lg font-semibold text-ink">
            Revoked keys
          </h2>
          <ul className="mt-4 space-y-4" data-key-list="revoked">
            {revoked.map((row) => (
              <KeyCard key={row.id} row={row} onEdit={() => undefined} onRotate={() => undefined} onRevoke={() => undefined} />
            ))}
          </ul>
        </section>
      )}

      {dialog?.kind === 'settings' && (
        <KeySettingsDialog
          editing={
            dialog.key
              ? {
                  id: dialog.key.id,
                  label: dialog.key.label,
                  endpoints: dialog.key.endpoints,
                  monthlyCap: dialog.key.monthly_cap,
                }
              : null
          }
          choices={choices}
          onSave={save}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'secret' && (
        <KeySecretDialog label={dialog.label} secret={dialog.secret} reason={dialog.reason} onDone={() => setDialog(null)} />
      )}
      {(dialog?.kind === 'rotate' || dialog?.kind === 'revoke') && (
        <KeyConfirmDialog
          action={dialog.kind}
          label={dialog.key.label}
          onConfirm={() => confirm(dialog.kind as 'rotate' | 'revoke', dialog.key)}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
