/** The buying costs beside the price and stamp duty: legal fees, survey and refurbishment. */
import { fieldBinder } from './fieldBinder.ts';
import { FieldGroup } from './FieldGroup.tsx';
import { MoneyInput } from './MoneyInput.tsx';

type Key = 'legal' | 'survey' | 'refurb';

export interface PurchaseCostsFieldsProps {
  /** The group's visible legend, e.g. "Other buying costs". */
  legend: string;
  raw: Record<Key, string>;
  errors: Partial<Record<Key, string>>;
  set: (key: Key, value: string) => void;
}

export function PurchaseCostsFields({ legend, raw, errors, set }: PurchaseCostsFieldsProps) {
  const field = fieldBinder<Key>({ raw, errors, set });
  return (
    <FieldGroup legend={legend}>
      <MoneyInput label="Legal fees" {...field('legal')} />
      <MoneyInput label="Survey" {...field('survey')} />
      <MoneyInput label="Refurbishment" {...field('refurb')} />
    </FieldGroup>
  );
}
