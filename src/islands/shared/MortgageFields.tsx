/** The buy-to-let mortgage inputs: deposit, rate, interest-only or repayment, term and lender fee. */
import { fieldBinder } from './fieldBinder.ts';
import { FieldGroup } from './FieldGroup.tsx';
import { MoneyInput } from './MoneyInput.tsx';
import { NumberInput } from './NumberInput.tsx';
import { PercentInput } from './PercentInput.tsx';
import { Select } from './Select.tsx';

type Key = 'deposit' | 'rate' | 'type' | 'term' | 'fee';

export interface MortgageFieldsProps {
  /** The group's visible legend, e.g. "Mortgage". */
  legend: string;
  raw: Record<Key, string>;
  errors: Partial<Record<Key, string>>;
  set: (key: Key, value: string) => void;
}

export function MortgageFields({ legend, raw, errors, set }: MortgageFieldsProps) {
  const field = fieldBinder<Key>({ raw, errors, set });
  return (
    <FieldGroup legend={legend}>
      <PercentInput label="Deposit" hint="100% for a cash purchase." {...field('deposit')} />
      <PercentInput label="Mortgage rate" {...field('rate')} />
      <Select
        label="Mortgage type"
        {...field.control('type')}
        options={[
          { value: 'interest-only', label: 'Interest-only' },
          { value: 'repayment', label: 'Repayment' },
        ]}
      />
      <NumberInput label="Term" unit="years" {...field('term')} />
      <MoneyInput label="Lender arrangement fee" {...field('fee')} />
    </FieldGroup>
  );
}
