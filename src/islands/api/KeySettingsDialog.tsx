import { useId, useState, type FormEvent } from 'react';
import {
  formOf,
  parseKeySettings,
  type KeySettings,
  type KeySettingsErrors,
  type KeySettingsForm,
} from '../../lib/api/keys/key-settings.ts';
import { Modal } from '../app/Modal.tsx';
import { Spinner } from '../app/Spinner.tsx';
import { ui } from '../app/ui-classes.ts';

export interface EndpointChoice {
  id: string;
  name: string;
  cost: number;
}

interface Props {
  /** The key being edited, or null to create one. */
  editing: (KeySettings & { id: string }) | null;
  choices: readonly EndpointChoice[];
  onSave: (settings: KeySettings) => Promise<string | null>;
  onClose: () => void;
}

const EMPTY: KeySettingsForm = { label: '', scope: 'all', endpoints: [], cap: '' };

/** Create or edit a named key: its name, the endpoints it may call and its monthly credit cap. */
export default function KeySettingsDialog({ editing, choices, onSave, onClose }: Props) {
  const id = useId();
  const [form, setForm] = useState<KeySettingsForm>(() => (editing ? formOf(editing) : EMPTY));
  const [errors, setErrors] = useState<KeySettingsErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<KeySettingsForm>) => setForm((f) => ({ ...f, ...patch }));
  const toggle = (endpoint: string, on: boolean) =>
    set({ endpoints: on ? [...form.endpoints, endpoint] : form.endpoints.filter((e) => e !== endpoint) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseKeySettings(
      form,
      choices.map((c) => c.id),
    );
    if (!parsed.ok) return setErrors(parsed.error);
    setErrors({});
    setBusy(true);
    const problem = await onSave(parsed.value);
    setBusy(false);
    if (problem) setFailure(problem);
  }

  const title = editing ? `Edit “${editing.label}”` : 'Create an API key';
  const described = (field: keyof KeySettingsErrors, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <Modal open onClose={busy ? undefined : onClose} labelledBy={`${id}-title`} name="key-settings" className="max-w-xl">
      <form className="p-6 sm:p-8" onSubmit={(e) => void submit(e)} noValidate>
        <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
          {title}
        </h2>
        <div className="mt-5">
          <label htmlFor={`${id}-label`} className={ui.label}>
            Name
          </label>
          <input
            id={`${id}-label`}
            className={ui.input}
            value={form.label}
            maxLength={80}
            autoComplete="off"
            data-autofocus
            aria-invalid={errors.label ? true : undefined}
            aria-describedby={described('label', `${id}-label-hint`)}
            onChange={(e) => set({ label: e.target.value })}
          />
          <p id={`${id}-label-hint`} className="mt-1 text-sm text-ink-muted">
            Where the key is used, such as “Production server” or “Claude Desktop”.
          </p>
          {errors.label && (
            <p id={`${id}-label-error`} className={ui.error}>
              {errors.label}
            </p>
          )}
        </div>

        <fieldset className="mt-5" aria-describedby={errors.endpoints ? `${id}-endpoints-error` : undefined}>
          <legend className={ui.label}>Endpoints this key may call</legend>
          <div className="mt-2 space-y-2">
            {(['all', 'chosen'] as const).map((scope) => (
              <label key={scope} className="flex items-center gap-2 text-ink">
                <input
                  type="radio"
                  name={`${id}-scope`}
                  className="size-4 shrink-0 accent-brand-700"
                  checked={form.scope === scope}
                  onChange={() => set({ scope })}
                />
                {scope === 'all' ? 'Every endpoint' : 'Only the endpoints I choose'}
              </label>
            ))}
          </div>
          {form.scope === 'chosen' && (
            <ul className="mt-3 grid gap-2 rounded-lg border border-gray-200 p-3 sm:grid-cols-2" data-endpoint-choices>
              {choices.map((choice) => (
                <li key={choice.id}>
                  <label className="flex items-start gap-2 text-sm text-ink">
                    <input
                      type="checkbox"
                      className="mt-0.5 size-4 shrink-0 accent-brand-700"
                      checked={form.endpoints.includes(choice.id)}
                      onChange={(e) => toggle(choice.id, e.target.checked)}
                    />
                    <span>
                      {choice.name} <span className="font-mono text-xs text-ink-muted">{choice.id}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {errors.endpoints && (
            <p id={`${id}-endpoints-error`} className={ui.error}>
              {errors.endpoints}
            </p>
          )}
        </fieldset>

        <div className="mt-5">
          <label htmlFor={`${id}-cap`} className={ui.label}>
            Monthly credit cap (optional)
          </label>
          <input
            id={`${id}-cap`}
            className={ui.input}
            inputMode="numeric"
            value={form.cap}
            autoComplete="off"
            aria-invalid={errors.cap ? true : undefined}
            aria-describedby={described('cap', `${id}-cap-hint`)}
            onChange={(e) => set({ cap: e.target.value })}
          />
          <p id={`${id}-cap-hint`} className="mt-1 text-sm text-ink-muted">
            The most this key may spend in a calendar month (UTC). Leave it empty for no cap beyond your balance.
          </p>
          {errors.cap && (
            <p id={`${id}-cap-error`} className={ui.error}>
              {errors.cap}
            </p>
          )}
        </div>

        {failure && (
          <p className="mt-4 text-sm text-error" role="alert">
            {failure}
          </p>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className={ui.secondary} onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className={ui.primary} disabled={busy}>
            {busy && <Spinner />}
            {editing ? 'Save changes' : 'Create key'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
