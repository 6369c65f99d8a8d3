import { useId, useMemo } from 'react';
import { CONSUMER_ABROAD_REFUSAL, countryOptions } from '../../../lib/billing/customer-tax.ts';
import type { BillingDetails } from '../../../lib/billing/request-bodies.ts';
import type { SavedBilling } from '../../../lib/billing/saved-billing.ts';
import { Field, inputClass } from '../../shared/Field.tsx';

export type BillingDraft = Omit<BillingDetails, 'line2' | 'taxId'> & { line2: string; taxId: string };

export const EMPTY_BILLING: BillingDraft = {
  name: '',
  line1: '',
  line2: '',
  city: '',
  postalCode: '',
  country: 'GB',
  taxId: '',
};

/** A returning buyer's details from their last invoice, as a draft. */
export function draftOf(saved: SavedBilling): BillingDraft {
  return { ...EMPTY_BILLING, ...saved, line2: saved.line2 ?? '', taxId: saved.taxId ?? '' };
}

/**
 * The name, billing address and (for a business) VAT number a full VAT invoice needs, as Stripe
 * Checkout's billing address and "I'm purchasing as a business" fields ask for them; countries by
 * name. Outside the UK only a business can buy, with its VAT number (reverse charge). Errors come
 * from the server's field errors (`errors[field]`).
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
  const countries = useMemo(() => countryOptions(), []);
  const abroad = value.country !== 'GB';
  const text = (field: Exclude<keyof BillingDraft, 'country'>, label: string, autoComplete: string, required = true) => (
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
      {text('name', abroad ? 'Business name' : 'Name or business name', 'billing name')}
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
            {countries.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {abroad && (
        <p className="text-sm text-ink-muted" data-abroad-notice>
          {CONSUMER_ABROAD_REFUSAL}
        </p>
      )}
      {text('taxId', abroad ? 'Business VAT number' : 'Business VAT number (optional)', 'off', abroad)}
    </fieldset>
  );
}

/** The body the server takes: an empty second line or VAT number is left out. */
export function billingBody(draft: BillingDraft): BillingDetails {
  const { line2, taxId, ...rest } = draft;
  return { ...rest, ...(line2.trim() ? { line2 } : {}), ...(taxId.trim() ? { taxId } : {}) };
}
