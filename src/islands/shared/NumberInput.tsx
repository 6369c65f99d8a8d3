/**
 * A plain number input (years, months, rooms…), with an optional unit after it.
 * Usage: <NumberInput label="Term" unit="years" value={raw.term} onChange={(v) => set('term', v)} error={errors.term} />
 */
import { useId } from 'react';
import { Field, inputClass } from './Field.tsx';

export interface NumberInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  unit?: string;
  id?: string;
  name?: string;
}

export function NumberInput({ label, value, onChange, error, hint, unit, id, name }: NumberInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Field id={inputId} label={label} hint={hint} error={error}>
      {(a11y) => (
        <div className="flex items-center gap-2">
          <input
            id={inputId}
            name={name}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            className={inputClass}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            {...a11y}
          />
          {unit && <span className="text-ink-muted">{unit}</span>}
        </div>
      )}
    </Field>
  );
}
