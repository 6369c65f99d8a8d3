import { useEffect, useState } from 'react';
import {
  fetchEmailPreferences,
  saveEmailPreferences,
  type EmailPreferences as Prefs,
} from '../../../client/email-preferences.ts';
import { useAccount } from '../useAccount.ts';
import { ui } from '../ui-classes.ts';

/**
 * /profile (inside the profile forms, once the account has loaded): the optional billing emails
 * (reminders) a person can switch off. Receipts, invoices and payment problems are always sent,
 * and the section says so. The boxes are drawn at once and enabled when the saved choice arrives,
 * so nothing moves.
 */
export default function EmailPreferences() {
  const { status, user } = useAccount();
  const [prefs, setPrefs] = useState<Prefs | null>(null);
  const [note, setNote] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!user) return;
    void fetchEmailPreferences(user.id).then((r) => (r.ok ? setPrefs(r.value) : setNote({ kind: 'error', text: r.error })));
  }, [user]);

  if (status !== 'ready' || !user) return null;
  const userId = user.id;
  const shown = prefs ?? { renewal_reminders: true, trial_reminders: true };

  async function save(next: Prefs) {
    setPrefs(next);
    setBusy(true);
    const result = await saveEmailPreferences(userId, next);
    setBusy(false);
    setNote(result.ok ? { kind: 'ok', text: 'Email preferences saved.' } : { kind: 'error', text: result.error });
  }

  const box = (field: keyof Prefs, label: string, hint: string) => (
    <label className="flex items-start gap-3">
      <input
        type="checkbox"
        className="mt-1"
        checked={shown[field]}
        disabled={busy || !prefs}
        onChange={(event) => void save({ ...shown, [field]: event.target.checked })}
      />
      <span>
        <span className={ui.label}>{label}</span>
        <span className="block text-sm text-ink-muted">{hint}</span>
      </span>
    </label>
  );

  return (
    <section
      aria-labelledby="email-prefs-title"
      className="mt-8 max-w-xl rounded-xl border border-gray-200 p-5"
      data-email-preferences
    >
      <h2 id="email-prefs-title" className="font-semibold text-ink">
        Billing emails
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Receipts, invoices, refunds and anything about a failed payment or a paused account are always sent. You can switch off
        the reminders.
      </p>
      <fieldset className="mt-4 space-y-3">
        <legend className="sr-only">Reminders</legend>
        {box(
          'renewal_reminders',
          'Renewal reminder',
          'An email 7 days before a yearly plan renews, and every six months 3 days before a monthly plan renews.',
        )}
        {box('trial_reminders', 'Trial ending reminder', 'An email 3 days before your free trial ends.')}
      </fieldset>
      {note && (
        <p
          role={note.kind === 'error' ? 'alert' : 'status'}
          className={`mt-3 text-sm ${note.kind === 'error' ? 'text-error' : 'text-success'}`}
        >
          {note.text}
        </p>
      )}
    </section>
  );
}
