import { useId } from 'react';
import type { BillingDetails } from '../../../lib/billing/request-bodies.ts';
import { Field, inputClass } from '../../shared/Field.tsx';

export type BillingDraft = Omit<BillingDetails, 'line2'> & { line2: string };

export const EMPTY_BILLING: BillingDraft = { name: '', line1: '', line2: '', city: '', postalCode: '', country: 'GB' };

const COUNTRIES: [string, string][] = [
  ['GB', 'United Kingdom'],
  ['IE', 'Ireland'],
  ['FR', 'France'],
  ['DE', 'Germany'],
  ['NL', 'Netherlands'],
  ['ES', 'Spain'],
  ['US', 'United States'],
];

/**
 * The name and billing address a full VAT invoice needs, as Stripe Checkout's billing address
 * collection asks for them. Errors come from the server's field errors (`errors[field]`).
 */
export function BillingDetailsFields({
  value,
  onChange,
  errors,
}: {
  value: BillingDraft;
  onChange: (next: BillingDraft) => void;
  errors: Record<string, string>;
}) {
  const id = useId();
  const text = (field: keyof BillingDraft, label: string, autoComplete: string, required = true) => (
    <Field id={`${id}-${field}`} label={label} error={errors[field]}>
      {(a11y) => (
        <input
          id={`${id}-${field}`}
          className={inputClass}
          value={value[field]}
          autoComplete={autoComplete}
          required={required}
          onChange={(event) => onChange({ ...value, [field]: event.target.value })}
          {...a11y}
        />
      )}
    </Field>
  );
  return (
    <fieldset className="space-y-3" data-billing-details>
      <legend className="font-semibold text-ink">Billing details for your VAT invoice</legend>
      {text('name', 'Name or business name', 'billing name')}
      {text('line1', 'Address line 1', 'billing address-line1')}
      {text('line2', 'Address line 2 (optional)', 'billing address-line2', false)}
      {text('city', 'Town or city', 'billing address-level2')}
      {text('postalCode', 'Postcode', 'billing postal-code')}
      <Field id={`${id}-country`} label="Country" error={errors['country']}>
        {(a11y) => (
          <select
            id={`${id}-country`}
            className={inputClass}
            value={value.country}
            autoComplete="billing country"
            onChange={(event) => onChange({ ...value, country: event.target.value })}
            {...a11y}
          >
            {COUNTRIES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
    </fieldset>
  );
}

/** The body the server takes: an empty second line is left out. */
export function billingBody(draft: BillingDraft): BillingDetails {
  const { line2, ...rest } = draft;
  return line2.trim() ? { ...rest, line2 } : rest;
}
