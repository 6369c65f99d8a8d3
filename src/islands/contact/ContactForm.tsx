import { useId, useState, type SubmitEvent } from 'react';
import { CONTACT_LIMITS, CONTACT_TOPICS, contactBody, type ContactTopic } from '../../lib/contact/contact-form.ts';
import { ui } from '../app/ui-classes.ts';
import { ErrorText } from '../shared/ErrorText.tsx';

type Field = 'name' | 'email' | 'topic' | 'message';

/** The /contact form: checked as you send, then by the server; a reference number on success. */
export default function ContactForm() {
  const id = useId();
  const [values, setValues] = useState({ name: '', email: '', topic: '' as ContactTopic | '', message: '', website: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ reference: string; message: string } | null>(null);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError('');
    const parsed = contactBody.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(parsed.data),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        ok?: boolean;
        reference?: string;
        message?: string;
        fields?: Partial<Record<Field, string>>;
      };
      if (response.ok && answer.ok && answer.reference) setSent({ reference: answer.reference, message: answer.message ?? '' });
      else if (answer.fields) setErrors(answer.fields);
      else setFormError(answer.message ?? 'We could not send your message just now. Please try again.');
    } catch {
      setFormError('We could not reach the server. Check your connection and try again.');
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <div role="status" className="rounded-xl border border-success-line bg-success-surface p-5 text-ink" data-contact-sent>
        <p className="font-semibold">Message sent. Your reference is {sent.reference}.</p>
        <p className="mt-1">{sent.message}</p>
      </div>
    );
  }

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: Field) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className={`mt-1 ${ui.error}`}>
        {errors[name]}
      </p>
    );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid max-w-xl grid-cols-[minmax(0,1fr)] gap-4" data-contact-form>
      <div>
        <label htmlFor={`${id}-name`} className={ui.label}>
          Your name
        </label>
        <input
          {...field('name')}
          className={ui.input}
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          value={values.name}
          onChange={(e) => setValues({ ...values, name: e.target.value })}
        />
        {error('name')}
      </div>
      <div>
        <label htmlFor={`${id}-email`} className={ui.label}>
          Email
        </label>
        <input
          {...field('email')}
          type="email"
          className={ui.input}
          autoComplete="email"
          value={values.email}
          onChange={(e) => setValues({ ...values, email: e.target.value })}
        />
        {error('email')}
      </div>
      <div>
        <label htmlFor={`${id}-topic`} className={ui.label}>
          What is it about?
        </label>
        <select
          {...field('topic')}
          className={ui.input}
          value={values.topic}
          onChange={(e) => setValues({ ...values, topic: e.target.value as ContactTopic })}
        >
          <option value="">Choose a topic</option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {topic}
            </option>
          ))}
        </select>
        {error('topic')}
      </div>
      <div>
        <label htmlFor={`${id}-message`} className={ui.label}>
          Message
        </label>
        <textarea
          {...field('message')}
          rows={6}
          className={ui.input}
          maxLength={CONTACT_LIMITS.messageMax}
          value={values.message}
          onChange={(e) => setValues({ ...values, message: e.target.value })}
        />
        {error('message')}
        <p className="mt-1 text-xs text-ink-faint">Never include your password or API key.</p>
      </div>
      {/* A field people never see or reach; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input
          id={`${id}-website`}
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(e) => setValues({ ...values, website: e.target.value })}
        />
      </div>
      {formError && <ErrorText className={ui.error}>{formError}</ErrorText>}
      <div>
        <button type="submit" className={ui.primary} disabled={sending}>
          {sending ? 'Sending…' : 'Send message'}
        </button>
      </div>
    </form>
  );
}
