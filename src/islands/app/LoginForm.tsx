import { useId, useState, type SubmitEvent } from 'react';
import { checkResetEmail, checkSignIn, LOGIN_COPY, LOGIN_MESSAGES, type LoginMode } from '../../lib/auth/login-form.ts';
import { Spinner } from './Spinner.tsx';
import { ui } from './ui-classes.ts';
import { ErrorText } from '../shared/ErrorText.tsx';

interface Props {
  mode: LoginMode;
  onModeChange: (mode: LoginMode) => void;
  /** After a successful sign-in. */
  onSignedIn: () => void;
  /** The Close button of the reset success panel. */
  onDone: () => void;
  /** Heading level id for the surrounding dialog or page. */
  titleId: string;
  /** The page variant has its own h1. */
  headingLevel?: 'h1' | 'h2';
}

/** The login form in its two modes, sign-in and reset. */
export function LoginForm({ mode, onModeChange, onSignedIn, onDone, titleId, headingLevel = 'h2' }: Props) {
  const ids = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);
  const copy = LOGIN_COPY[mode];
  const Heading = headingLevel;
  const errorId = `${ids}-error`;

  function switchMode(next: LoginMode) {
    setError('');
    setSent(false);
    onModeChange(next);
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    if (mode === 'reset') {
      const checked = checkResetEmail(email);
      if (!checked.ok) return setError(checked.error);
      setLoading(true);
      try {
        const { supabase } = await import('../../client/supabase.ts');
        const { error: failure } = await supabase().auth.resetPasswordForEmail(checked.value, {
          redirectTo: `${location.origin}/reset-password`,
        });
        if (failure) setError(failure.message || LOGIN_MESSAGES.resetFailed);
        else setSent(true);
      } catch {
        setError(LOGIN_MESSAGES.resetFailed);
      } finally {
        setLoading(false);
      }
      return;
    }
    const checked = checkSignIn(email, password);
    if (!checked.ok) return setError(checked.error);
    setLoading(true);
    try {
      const { supabase } = await import('../../client/supabase.ts');
      const { data, error: failure } = await supabase().auth.signInWithPassword(checked.value);
      if (failure || !data.session) {
        setError(failure?.message || 'Unable to sign in. Please try again.');
        setLoading(false);
        return;
      }
      document.documentElement.dataset['auth'] = 'in';
      onSignedIn();
    } catch (thrown) {
      setError(thrown instanceof Error ? thrown.message : 'Unable to sign in. Please try again.');
      setLoading(false);
    }
  }

  if (mode === 'reset' && sent) {
    return (
      <div className="text-center" data-reset-sent role="status">
        <Heading id={titleId} className="text-xl font-bold text-ink">
          {LOGIN_MESSAGES.resetSentTitle}
        </Heading>
        <p className="mt-2 text-ink-muted">{LOGIN_MESSAGES.resetSentBody}</p>
        <button type="button" className={`${ui.primary} mt-6 w-full`} onClick={onDone}>
          Close
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-describedby={error ? errorId : undefined} data-login-form={mode}>
      <Heading id={titleId} className="text-xl font-bold text-ink">
        {copy.title}
      </Heading>
      <div className="mt-5 space-y-4">
        <div>
          <label htmlFor={`${ids}-email`} className={ui.label}>
            Email
          </label>
          <input
            id={`${ids}-email`}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={ui.input}
            aria-invalid={error ? true : undefined}
          />
        </div>
        {mode === 'signIn' && (
          <>
            <div>
              <label htmlFor={`${ids}-password`} className={ui.label}>
                Password
              </label>
              <input
                id={`${ids}-password`}
                type="password"
                name="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                className={ui.input}
              />
            </div>
            <div className="flex items-center justify-between">
              <label className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  checked={remember}
                  onChange={(e) => setRemember(e.target.checked)}
                  className="h-4 w-4 accent-brand-700"
                />
                Remember me
              </label>
              <button type="button" className={ui.link} onClick={() => switchMode('reset')}>
                Lost Password?
              </button>
            </div>
          </>
        )}
        {error && (
          <ErrorText id={errorId} className={ui.error} data-login-error>
            {error}
          </ErrorText>
        )}
        <button type="submit" className={`${ui.primary} w-full`} disabled={loading} aria-busy={loading}>
          {loading && <Spinner />}
          {copy.submit}
        </button>
        {mode === 'reset' && (
          <p className="text-center">
            <button type="button" className={ui.link} onClick={() => switchMode('signIn')}>
              Back to Login
            </button>
          </p>
        )}
      </div>
    </form>
  );
}
