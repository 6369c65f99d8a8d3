/**
 * The label, hint and error around one input, wired with aria-describedby / aria-invalid.
 * Used by MoneyInput, PercentInput, NumberInput, Select and DateInput; use it directly for
 * custom inputs: <Field id={id} label="…" error={e}>{(a11y) => <input id={id} {...a11y} />}</Field>
 */
import type { ReactNode } from 'react';
import { ToneIcon } from './ToneIcon.tsx';

export interface FieldA11y {
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: (a11y: FieldA11y) => ReactNode;
}

export const inputClass =
  'block w-full min-w-0 max-w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-invalid:border-error';

export function Field({ id, label, hint, error, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const a11y: FieldA11y = {};
  if (describedBy) a11y['aria-describedby'] = describedBy;
  if (error) a11y['aria-invalid'] = true;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="font-medium text-ink">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {children(a11y)}
      {error && (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-error">
          <ToneIcon tone="error" size={16} />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
