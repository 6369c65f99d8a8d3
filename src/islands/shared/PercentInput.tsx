/**
 * A percentage input ("1.5" means 1.5%).
 * Usage: <PercentInput label="Fee rate" value={raw.rate} onChange={(v) => set('rate', v)} error={errors.rate} />
 */
import { useId } from 'react';
import { Field, inputClass } from './Field.tsx';

export interface PercentInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  id?: string;
  name?: string;
}

export function PercentInput({ label, value, onChange, error, hint, id, name }: PercentInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Field id={inputId} label={label} hint={hint} error={error}>
      {(a11y) => (
        <div className="relative">
          <input
            id={inputId}
            name={name}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className={`${inputClass} pr-8`}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            {...a11y}
          />
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-ink-muted">
            %
          </span>
        </div>
      )}
    </Field>
  );
}
