/**
 * A pounds input (text with inputMode decimal, so "250,000" and "250k" work).
 * Usage: <MoneyInput label="Property price" value={raw.price} onChange={(v) => set('price', v)} error={errors.price} />
 */
import { useId } from 'react';
import { Field, inputClass } from './Field.tsx';

export interface MoneyInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  id?: string;
  name?: string;
}

export function MoneyInput({ label, value, onChange, error, hint, id, name }: MoneyInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Field id={inputId} label={label} hint={hint} error={error}>
      {(a11y) => (
        <div className="relative">
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-muted">
            £
          </span>
          <input
            id={inputId}
            name={name}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className={`${inputClass} pl-7`}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            {...a11y}
          />
        </div>
      )}
    </Field>
  );
}
