/**
 * A decimal text input with a unit drawn inside it, before ("£") or after ("%") the value.
 * MoneyInput and PercentInput are this with their unit; use them rather than this directly.
 * With `groupThousands` the box shows "250,000" as the person types while `value`/`onChange` stay plain ("250000").
 */
import { useId, useLayoutEffect, useReducer, useRef, type ChangeEvent } from 'react';
import { editTypedAmount, groupAmount } from '../../lib/format/typed-amount.ts';
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
  /** Show thousands separators while typing (money); the value passed to onChange stays plain. */
  groupThousands?: boolean;
}

export function AffixedInput({
  label,
  value,
  onChange,
  error,
  hint,
  id,
  name,
  affix,
  groupThousands = false,
}: AffixedInputProps & Affix) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const input = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  // Re-render even when the plain value is unchanged (a typed comma), so the box is redrawn and the caret placed.
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const shown = groupThousands ? groupAmount(value) : value;

  useLayoutEffect(() => {
    const el = input.current;
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (!el || caret === null) return;
    if (el.value !== shown) el.value = shown;
    if (el.ownerDocument.activeElement === el) el.setSelectionRange(caret, caret);
  });

  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const el = e.target;
    if (!groupThousands) return onChange(el.value);
    const inputType = (e.nativeEvent as InputEvent).inputType;
    const edit = editTypedAmount(el.value, el.selectionStart ?? el.value.length, {
      previous: shown,
      ...(inputType ? { inputType } : {}),
    });
    pendingCaret.current = edit.caret;
    onChange(edit.plain);
    redraw();
  };

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
            ref={input}
            id={inputId}
            name={name}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className={`${inputClass} ${before ? 'pl-7' : 'pr-8'}`}
            value={shown}
            onChange={change}
            {...a11y}
          />
          {!before && unit}
        </div>
      )}
    </Field>
  );
}
