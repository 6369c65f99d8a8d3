/**
 * A yes/no checkbox bound to a url-state boolField ("1"/"0").
 * Usage: <Checkbox label="I am a first-time buyer" value={raw.ftb} onChange={(v) => set('ftb', v)} />
 */
import { useId } from 'react';

export interface CheckboxProps {
  label: string;
  /** "1" checked, anything else unchecked. */
  value: string;
  onChange: (value: '1' | '0') => void;
  hint?: string | undefined;
  disabled?: boolean;
  id?: string;
  name?: string;
}

export function Checkbox({ label, value, onChange, hint, disabled, id, name }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className="flex items-start gap-3">
      <input
        id={inputId}
        name={name}
        type="checkbox"
        className="mt-1 size-5 rounded border-gray-400 accent-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        checked={value === '1' || value === 'true'}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked ? '1' : '0')}
        aria-describedby={hintId}
      />
      <div>
        <label htmlFor={inputId} className="font-medium text-ink">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="text-sm text-ink-muted">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
