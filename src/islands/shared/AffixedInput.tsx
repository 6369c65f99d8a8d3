/**
 * A decimal text input with a unit drawn inside it, before ("£") or after ("%") the value.
 * MoneyInput and PercentInput are this with their unit; use them rather than this directly.
 */
import { useId } from 'react';
import { Field, inputClass } from './Field.tsx';

export interface AffixedInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  id?: string;
  name?: string;
}

interface Affix {
  /** The unit and the side it sits on. */
  affix: { text: string; side: 'before' | 'after' };
}

export function AffixedInput({ label, value, onChange, error, hint, id, name, affix }: AffixedInputProps & Affix) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const before = affix.side === 'before';
  const unit = (
    <span
      aria-hidden="true"
      className={`pointer-events-none absolute inset-y-0 ${before ? 'left-3' : 'right-3'} flex items-center text-ink-muted`}
    >
      {affix.text}
    </span>
  );
  return (
    <Field id={inputId} label={label} hint={hint} error={error}>
      {(a11y) => (
        <div className="relative">
          {before && unit}
          <input
            id={inputId}
            name={name}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className={`${inputClass} ${before ? 'pl-7' : 'pr-8'}`}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            {...a11y}
          />
          {!before && unit}
        </div>
      )}
    </Field>
  );
}
