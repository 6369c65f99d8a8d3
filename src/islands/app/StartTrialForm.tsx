import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $user, startAuth } from '../../stores/session.ts';
import { TRIAL_CREDITS, TRIAL_DAYS } from '../../lib/site/plans.ts';
import { Spinner } from './Spinner.tsx';
import { ui } from './ui-classes.ts';
import { ErrorText } from '../shared/ErrorText.tsx';
import { ToneIcon } from '../shared/ToneIcon.tsx';

/** A field's error under it: icon, the error colour and a screen-reader "Error:", as calculator fields show it. */
function FieldError({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className="mt-1 flex items-start gap-1.5 text-sm font-medium text-error" data-field-error>
      <ToneIcon tone="error" size={16} />
      <span>
        <span className="sr-only">Error: </span>
        {children}
      </span>
    </p>
  );
}

type Field = 'email' | 'firstName' | 'lastName' | 'consent';

interface Answer {
  ok?: boolean;
  error?: string;
  message?: string;
  fields?: Partial<Record<Field, string>>;
}

/**
 * The one start-trial form every "Start free trial" call to action leads to: email, first and
 * last name, and consent to the terms. POST /api/signup emails a sign-in link; the answer is the
 * same whether or not the address already has an account.
 */
export default function StartTrialForm() {
  const ids = useId();
  const [values, setValues] = useState({ email: '', firstName: '', lastName: '' });
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState('');
  const [loading, setLoading] = useState(false);
  const [sent, setSent] = useState('');
  const user = useStore($user);
  useEffect(() => void startAuth(), []);

  function local(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()))
      found.email = 'Enter your email address, such as name@example.com.';
    if (!values.firstName.trim()) found.firstName = 'Enter your first name.';
    if (!values.lastName.trim()) found.lastName = 'Enter your last name.';
    if (!consent) found.consent = 'Please agree to the terms and privacy policy to start your trial.';
    return found;
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError('');
    const found = local();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setLoading(true);
    try {
      const response = await fetch('/api/signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...values, email: values.email.trim(), consent }),
      });
      const answer = (await response.json().catch(() => ({}))) as Answer;
      if (response.ok && answer.ok) return setSent(answer.message ?? 'Check your email.');
      if (answer.error === 'disposable_email') setErrors({ email: answer.message ?? 'Please use a permanent email address.' });
      else if (answer.fields) setErrors(answer.fields);
      else setFormError(answer.message ?? 'We could not start your trial just now. Please try again.');
    } catch {
      setFormError('We could not reach the server. Check your connection and try again.');
    } finally {
      setLoading(false);
    }
  }

  if (user && !sent) {
    return (
      <div className="rounded-xl border border-gray-200 p-6 text-center" data-signed-in-upgrade>
        <h2 className="text-xl font-bold text-ink">You already have an account</h2>
        <p className="mt-2 text-ink-muted">
          You are signed in{user.email ? ` as ${user.email}` : ''}. Choose a plan or buy credits on the billing page.
        </p>
        <a href="/billing" className={`${ui.primary} mt-4 no-underline hover:no-underline`}>
          Go to billing
        </a>
      </div>
    );
  }

  if (sent) {
    return (
      <div className="rounded-xl border border-gray-200 p-6 text-center" role="status" data-signup-sent>
        <h2 className="text-xl font-bold text-ink">Check your email</h2>
        <p className="mt-2 text-ink-muted">{sent}</p>
        <p className="mt-2 text-sm text-ink-muted">
          The link works once and for one hour. Nothing arrived? Check your spam folder.
        </p>
      </div>
    );
  }

  const field = (name: Exclude<Field, 'consent'>, label: string, type: string, autoComplete: string) => (
    <div>
      <label htmlFor={`${ids}-${name}`} className={ui.label}>
        {label}
      </label>
      <input
        id={`${ids}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        maxLength={name === 'email' ? 254 : 100}
        value={values[name]}
        onChange={(e) => setValues({ ...values, [name]: e.target.value })}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${ids}-${name}-error` : undefined}
        className={ui.input}
      />
      {errors[name] && <FieldError id={`${ids}-${name}-error`}>{errors[name]}</FieldError>}
    </div>
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" data-start-trial>
      <p className="text-ink-muted">
        {TRIAL_DAYS} days, {TRIAL_CREDITS} credits, no card. We email you a link to confirm your address and sign in.
      </p>
      {field('email', 'Email', 'email', 'email')}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('firstName', 'First name', 'text', 'given-name')}
        {field('lastName', 'Last name', 'text', 'family-name')}
      </div>
      <div>
        <label className="flex items-start gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${ids}-consent-error` : undefined}
            className="mt-0.5 h-4 w-4"
          />
          <span>
            I agree to the <a href="/terms">terms</a> and the <a href="/privacy-policy">privacy policy</a>.
          </span>
        </label>
        {errors.consent && <FieldError id={`${ids}-consent-error`}>{errors.consent}</FieldError>}
      </div>
      {formError && <ErrorText className={ui.error}>{formError}</ErrorText>}
      <button type="submit" className={`${ui.primary} w-full`} disabled={loading}>
        {loading && <Spinner />}
        Start my free trial
      </button>
      <p className="text-center text-sm text-ink-muted">
        Already have an account? <a href="/login">Sign in</a>.
      </p>
    </form>
  );
}
