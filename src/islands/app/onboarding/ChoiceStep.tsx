import { useId, type SubmitEvent } from 'react';
import type { Preset } from '../../../lib/onboarding/presets.ts';
import { Spinner } from '../Spinner.tsx';
import { ui } from '../ui-classes.ts';
import { ErrorText } from '../../shared/ErrorText.tsx';

interface Props {
  title: string;
  intro: string;
  presets: readonly Preset[];
  rows: number;
  customLabel: string;
  preset: string;
  custom: string;
  onPreset: (value: string) => void;
  onCustom: (value: string) => void;
  error: string;
  busy: boolean;
  busyLabel: string;
  submitLabel: string;
  submitDisabled: boolean;
  onSubmit: () => void;
  onBack?: (() => void) | undefined;
}

/** A preset-or-free-text question (the challenge and goal steps). */
export function ChoiceStep(props: Props) {
  const id = useId();
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!props.submitDisabled) props.onSubmit();
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-2xl font-bold text-ink" data-step-title>
        {props.title}
      </h2>
      <p className="mt-2 text-ink-muted">{props.intro}</p>
      <fieldset className="mt-6">
        <legend className="sr-only">{props.title}</legend>
        <div className="grid gap-2">
          {props.presets.map((p, index) => (
            <label
              key={p.value}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-gray-300 px-4 py-3 text-sm text-ink has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
            >
              <input
                {...((props.preset ? props.preset === p.value : index === 0) ? { 'data-autofocus': true } : {})}
                type="radio"
                name={`${id}-preset`}
                value={p.value}
                checked={props.preset === p.value}
                onChange={() => props.onPreset(p.value)}
                className="h-4 w-4 accent-brand-700"
              />
              {p.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-5">
        <label htmlFor={`${id}-custom`} className={ui.label}>
          {props.customLabel}
        </label>
        <textarea
          id={`${id}-custom`}
          rows={props.rows}
          value={props.custom}
          onChange={(e) => props.onCustom(e.target.value)}
          className={ui.input}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-error` : undefined}
        />
      </div>
      {props.error && (
        <ErrorText id={`${id}-error`} className={`${ui.error} mt-3`} data-step-error>
          {props.error}
        </ErrorText>
      )}
      <div className="mt-6 flex items-center justify-between gap-3">
        {props.onBack ? (
          <button type="button" className={ui.secondary} onClick={props.onBack} disabled={props.busy}>
            Back
          </button>
        ) : (
          <span />
        )}
        <button type="submit" className={ui.primary} disabled={props.submitDisabled} aria-busy={props.busy}>
          {props.busy && <Spinner />}
          {props.busy ? props.busyLabel : props.submitLabel}
        </button>
      </div>
    </form>
  );
}
