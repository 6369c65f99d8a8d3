/**
 * A native date input; the value is "YYYY-MM-DD" (url-state dateField).
 * Usage: <DateInput label="Completion date" value={raw.date} onChange={(v) => set('date', v)} error={errors.date} />
 */
import { useId } from 'react';
import { Field, inputClass } from './Field.tsx';

export interface DateInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  min?: string;
  max?: string;
  id?: string;
  name?: string;
}

export function DateInput({ label, value, onChange, error, hint, min, max, id, name }: DateInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Field id={inputId} label={label} hint={hint} error={error}>
      {(a11y) => (
        <input
          id={inputId}
          name={name}
          type="date"
          className={inputClass}
          value={value}
          min={min}
          max={max}
          onChange={(e) => onChange(e.target.value)}
          {...a11y}
        />
      )}
    </Field>
  );
}
