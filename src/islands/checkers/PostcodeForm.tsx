import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ErrorText } from '../shared/ErrorText.tsx';

export interface PostcodeFormProps {
  onSubmit: (postcode: string) => void;
  busy: boolean;
  initial?: string;
  /** Visible label of the field. */
  label?: string;
  submitLabel?: string;
  /** Error shown under the field (invalid postcode), linked with aria-describedby. */
  error?: string | undefined;
  /** Called with the field's text as it changes (the free coverage check reads it). */
  onValueChange?: (value: string) => void;
  /** Set when a lookup would hold nothing: the button is not offered, and this says why. */
  blocked?: string | undefined;
}

/** A labelled postcode field with a submit button; the error text says how to fix the input. */
export function PostcodeForm({
  onSubmit,
  busy,
  initial = '',
  label = 'Postcode',
  submitLabel = 'Check postcode',
  error,
  onValueChange,
  blocked,
}: PostcodeFormProps) {
  const [value, setValue] = useState(initial);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const blockedId = `${id}-blocked`;
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setValue(initial), [initial]);
  // Keep anything typed before the island hydrated (the static form is already usable).
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed && !initial) setValue(typed);
  }, [initial]);
  useEffect(() => onValueChange?.(value), [value, onValueChange]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read the field itself: text typed while the island was hydrating never reached state.
    const typed = String(new FormData(event.currentTarget).get('postcode') ?? value);
    if (typed !== value) setValue(typed);
    if (blocked && typed === value) return;
    onSubmit(typed);
  }

  return (
    <form
      onSubmit={submit}
      method="get"
      className="not-prose rounded-2xl border border-gray-200 bg-gray-50 p-4 sm:p-6"
      role="search"
      noValidate
    >
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      <p id={hintId} className="mt-1 text-sm text-ink-muted">
        A full UK postcode, for example M33 2AU.
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        <input
          ref={input}
          id={id}
          name="postcode"
          type="text"
          inputMode="text"
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={10}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          className={`w-full rounded-lg border px-3 py-2 text-lg uppercase sm:max-w-xs ${error ? 'border-error' : 'border-gray-300'}`}
        />
        <button
          type="submit"
          disabled={busy || Boolean(blocked)}
          aria-describedby={blocked ? blockedId : undefined}
          className="min-h-11 rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {busy ? 'Checking…' : submitLabel}
        </button>
      </div>
      {blocked && (
        <p id={blockedId} className="mt-3 text-sm text-ink-muted" data-lookup-blocked>
          {blocked}
        </p>
      )}
      {error && (
        <ErrorText id={errorId} className="mt-3 text-sm" data-postcode-error>
          {error}
        </ErrorText>
      )}
    </form>
  );
}
