/** Where the property is and who is buying: the inputs the stamp duty engine needs. */
import { Checkbox } from './Checkbox.tsx';
import { FieldGroup } from './FieldGroup.tsx';
import { Select } from './Select.tsx';
import { REGION_HINT } from '../../lib/calculators/stamp-duty/inputs.ts';

type Key = 'region' | 'buyer' | 'nonres';

/** Option labels stay short enough to show in full in a narrow select (e2e/app/rough-edges.spec.ts). */
export const REGION_OPTIONS = [
  { value: 'england-ni', label: 'England or Northern Ireland' },
  { value: 'scotland', label: 'Scotland' },
  { value: 'wales', label: 'Wales' },
] as const;

export const BUYER_OPTIONS = [
  { value: 'additional', label: 'Buy-to-let or second home' },
  { value: 'home-mover', label: 'Replacing my main home' },
  { value: 'first-time', label: 'First-time buyer' },
] as const;

export interface StampDutyFieldsProps {
  raw: Record<Key, string>;
  errors: Partial<Record<Key, string>>;
  set: (key: Key, value: string) => void;
}

export function StampDutyFields({ raw, errors, set }: StampDutyFieldsProps) {
  return (
    <FieldGroup legend="Stamp duty">
      <Select
        label="Where is the property?"
        name="region"
        value={raw.region}
        onChange={(v) => set('region', v)}
        options={REGION_OPTIONS}
        hint={REGION_HINT}
        error={errors.region}
      />
      <Select
        label="Buyer"
        name="buyer"
        value={raw.buyer}
        onChange={(v) => set('buyer', v)}
        options={BUYER_OPTIONS}
        hint="A buy-to-let or second home pays the higher rates for an additional property."
        error={errors.buyer}
      />
      {raw.region === 'england-ni' && (
        <Checkbox
          label="Buyer is not UK resident"
          hint="Adds the 2% non-resident surcharge in England and Northern Ireland."
          name="nonres"
          value={raw.nonres}
          onChange={(v) => set('nonres', v)}
        />
      )}
    </FieldGroup>
  );
}
