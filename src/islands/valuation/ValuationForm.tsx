import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  ADDRESS_LIMITS,
  EARLIEST_AS_OF,
  FLOOR_AREA_LIMITS,
  PROPERTY_TYPE_OPTIONS,
  TENURE_OPTIONS,
  type ValuationFields,
} from '../../lib/valuation/query-words.ts';
import { Field, inputClass } from '../shared/Field.tsx';
import { Select } from '../shared/Select.tsx';

export interface ValuationFormProps {
  fields: ValuationFields;
  busy: boolean;
  onSubmit: (fields: ValuationFields) => void;
  /** Shown under the postcode field (the server's or the parser's message). */
  postcodeError?: string | undefined;
}

const NEW_BUILD_OPTIONS = [
  { value: '', label: 'Not sure' },
  { value: 'false', label: 'No, an existing home' },
  { value: 'true', label: 'Yes, a new build' },
];

/** The valuation form: postcode, type and tenure up front; the home's number or name, street, new build, floor area and date optional. */
export function ValuationForm({ fields, busy, onSubmit, postcodeError }: ValuationFormProps) {
  const [raw, setRaw] = useState(fields);
  const id = useId();
  useEffect(() => setRaw(fields), [fields]);
  const set = (key: keyof ValuationFields) => (value: string) => setRaw((r) => ({ ...r, [key]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read the text fields themselves: text typed before hydration never reached state.
    const form = new FormData(event.currentTarget);
    const text = (key: 'postcode' | 'house' | 'street') => String(form.get(key) ?? raw[key]);
    onSubmit({ ...raw, postcode: text('postcode'), house: text('house'), street: text('street') });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="not-prose grid gap-4 rounded-2xl border border-gray-200 bg-gray-50 p-4 sm:grid-cols-2 sm:p-6"
      aria-label="Value a property"
      data-valuation-form
    >
      <Field id={`${id}-postcode`} label="Postcode" hint="The home’s full postcode, for example M33 3HJ." error={postcodeError}>
        {(a11y) => (
          <input
            id={`${id}-postcode`}
            name="postcode"
            type="text"
            autoComplete="postal-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={10}
            value={raw.postcode}
            onChange={(e) => set('postcode')(e.target.value)}
            className={`${inputClass} uppercase`}
            {...a11y}
          />
        )}
      </Field>
      <Field
        id={`${id}-house`}
        label="House number or name (optional)"
        hint="For example 12, 12A, Flat 2, 12 or Rose Cottage. If the home sold before, its own price is used as evidence."
      >
        {(a11y) => (
          <input
            id={`${id}-house`}
            name="house"
            type="text"
            autoComplete="address-line1"
            maxLength={ADDRESS_LIMITS.house}
            value={raw.house}
            onChange={(e) => set('house')(e.target.value)}
            className={inputClass}
            {...a11y}
          />
        )}
      </Field>
      <Field id={`${id}-street`} label="Street (optional)" hint="Sales on the same street count for more.">
        {(a11y) => (
          <input
            id={`${id}-street`}
            name="street"
            type="text"
            autoComplete="address-line2"
            maxLength={ADDRESS_LIMITS.street}
            value={raw.street}
            onChange={(e) => set('street')(e.target.value)}
            className={inputClass}
            {...a11y}
          />
        )}
      </Field>
      <Select label="Property type" name="type" value={raw.type} onChange={set('type')} options={PROPERTY_TYPE_OPTIONS} />
      <Select label="Tenure" name="tenure" value={raw.tenure} onChange={set('tenure')} options={TENURE_OPTIONS} />
      <Select label="New build?" name="newBuild" value={raw.newBuild} onChange={set('newBuild')} options={NEW_BUILD_OPTIONS} />
      <Field
        id={`${id}-area`}
        label="Floor area in m² (optional)"
        hint="From the home’s EPC. With it, we compare price per square metre where nearby sales have an EPC."
      >
        {(a11y) => (
          <input
            id={`${id}-area`}
            name="floorArea"
            type="number"
            inputMode="decimal"
            min={FLOOR_AREA_LIMITS.min}
            max={FLOOR_AREA_LIMITS.max}
            step="any"
            value={raw.floorArea}
            onChange={(e) => set('floorArea')(e.target.value)}
            className={inputClass}
            {...a11y}
          />
        )}
      </Field>
      <Field id={`${id}-date`} label="Value as of (optional)" hint="Leave empty for the latest date our sale prices allow.">
        {(a11y) => (
          <input
            id={`${id}-date`}
            name="asOf"
            type="date"
            min={EARLIEST_AS_OF}
            value={raw.asOf}
            onChange={(e) => set('asOf')(e.target.value)}
            className={inputClass}
            {...a11y}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-70"
        >
          {busy ? 'Valuing…' : 'Value this property'}
        </button>
      </div>
    </form>
  );
}
