/** The four running-cost inputs (voids, management, maintenance, other yearly costs). */
import { MoneyInput, PercentInput } from '../shared/index.ts';

type Key = 'voids' | 'mgmt' | 'maint' | 'fixed';

export interface RunningCostsFieldsProps {
  raw: Record<Key, string>;
  errors: Partial<Record<Key, string>>;
  set: (key: Key, value: string) => void;
}

export function RunningCostsFields({ raw, errors, set }: RunningCostsFieldsProps) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-gray-200 p-4">
      <legend className="px-1 font-semibold text-ink">Running costs</legend>
      <PercentInput
        label="Voids"
        hint="Share of the year the property is empty (4% is about 2 weeks)."
        name="voids"
        value={raw.voids}
        onChange={(v) => set('voids', v)}
        error={errors.voids}
      />
      <PercentInput
        label="Letting and management fee"
        hint="Percentage of rent collected, including VAT."
        name="mgmt"
        value={raw.mgmt}
        onChange={(v) => set('mgmt', v)}
        error={errors.mgmt}
      />
      <PercentInput
        label="Repairs and maintenance"
        hint="Percentage of rent collected set aside."
        name="maint"
        value={raw.maint}
        onChange={(v) => set('maint', v)}
        error={errors.maint}
      />
      <MoneyInput
        label="Other costs per year"
        hint="Insurance, ground rent, service charge, safety certificates."
        name="fixed"
        value={raw.fixed}
        onChange={(v) => set('fixed', v)}
        error={errors.fixed}
      />
    </fieldset>
  );
}
