/**
 * A native select.
 * Usage: <Select label="Where is the property?" value={raw.region} onChange={(v) => set('region', v)}
 *          options={[{ value: 'england-ni', label: 'England or Northern Ireland' }]} />
 */
import { useId } from 'react';
import { Field, inputClass } from './Field.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  error?: string | undefined;
  hint?: string | undefined;
  id?: string;
  name?: string;
}

export function Select({ label, value, onChange, options, error, hint, id, name }: SelectProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Field id={inputId} label={label} hint={hint} error={error}>
      {(a11y) => (
        <select
          id={inputId}
          name={name}
          className={inputClass}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          {...a11y}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
