/** The four running-cost inputs (voids, management, maintenance, other yearly costs). */
import { fieldBinder } from './fieldBinder.ts';
import { FieldGroup } from './FieldGroup.tsx';
import { MoneyInput } from './MoneyInput.tsx';
import { PercentInput } from './PercentInput.tsx';

type Key = 'voids' | 'mgmt' | 'maint' | 'fixed';

export interface RunningCostsFieldsProps {
  raw: Record<Key, string>;
  errors: Partial<Record<Key, string>>;
  set: (key: Key, value: string) => void;
}

export function RunningCostsFields({ raw, errors, set }: RunningCostsFieldsProps) {
  const field = fieldBinder<Key>({ raw, errors, set });
  return (
    <FieldGroup legend="Running costs">
      <PercentInput label="Voids" hint="Share of the year the property is empty (4% is about 2 weeks)." {...field('voids')} />
      <PercentInput label="Letting and management fee" hint="Percentage of rent collected, including VAT." {...field('mgmt')} />
      <PercentInput label="Repairs and maintenance" hint="Percentage of rent collected set aside." {...field('maint')} />
      <MoneyInput
        label="Other costs per year"
        hint="Insurance, ground rent, service charge, safety certificates."
        {...field('fixed')}
      />
    </FieldGroup>
  );
}
