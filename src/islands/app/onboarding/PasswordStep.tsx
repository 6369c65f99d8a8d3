import { useId, useState, type SubmitEvent } from 'react';
import { checkPasswordStep } from '../../../lib/onboarding/password-rules.ts';
import { ONBOARDING_TITLES } from '../../../lib/onboarding/messages.ts';
import { Spinner } from '../Spinner.tsx';
import { ui } from '../ui-classes.ts';

interface Props {
  reset: boolean;
  busy: boolean;
  error: string;
  detail: string;
  onError: (message: string) => void;
  onSubmit: (password: string) => void;
}

/** Step 1: set a password, or in the reset flow choose a new one and confirm it. */
export function PasswordStep({ reset, busy, error, detail, onError, onSubmit }: Props) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkPasswordStep({ password, confirm, reset });
    if (!checked.ok) return onError(checked.error);
    onSubmit(checked.value);
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-2xl font-bold text-ink" data-step-title>
        {reset ? ONBOARDING_TITLES.passwordReset : ONBOARDING_TITLES.password}
      </h2>
      <p className="mt-2 text-ink-muted">
        {reset
          ? 'Choose a new password for your account.'
          : 'Choose a password so you can sign in with your email address next time.'}
      </p>
      <div className="mt-6 space-y-4">
        <div>
          <label htmlFor={`${id}-password`} className={ui.label}>
            {reset ? 'New password' : 'Password'}
          </label>
          <input
            data-autofocus
            id={`${id}-password`}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className={ui.input}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        {reset && (
          <div>
            <label htmlFor={`${id}-confirm`} className={ui.label}>
              Confirm new password
            </label>
            <input
              id={`${id}-confirm`}
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              className={ui.input}
            />
          </div>
        )}
        {error && (
          <div id={`${id}-error`} role="alert">
            <p className={ui.error} data-step-error>
              {error}
            </p>
            {detail && <p className="mt-1 text-sm text-ink-muted">{detail}</p>}
          </div>
        )}
      </div>
      <div className="mt-6 flex justify-end">
        <button type="submit" className={ui.primary} disabled={busy} aria-busy={busy}>
          {busy && <Spinner />}
          {reset ? 'Update Password' : 'Continue'}
        </button>
      </div>
    </form>
  );
}
