/** Who owns the deal (individual or limited company), the individual's other income and the tax year. */
import { fieldBinder, FieldGroup, MoneyInput, Select } from '../shared/index.ts';

type Key = 'owner' | 'income' | 'year';

export interface DealTaxFieldsProps {
  raw: Record<Key, string>;
  errors: Partial<Record<Key, string>>;
  set: (key: Key, value: string) => void;
  years: readonly string[];
}

export function DealTaxFields({ raw, errors, set, years }: DealTaxFieldsProps) {
  const field = fieldBinder<Key>({ raw, errors, set });
  return (
    <FieldGroup legend="Tax">
      <Select
        label="Who will own the property?"
        hint="A limited company pays Corporation Tax on the profit; an individual landlord pays Income Tax."
        {...field.control('owner')}
        options={[
          { value: 'individual', label: 'Me, as an individual landlord' },
          { value: 'company', label: 'A limited company' },
        ]}
      />
      {raw.owner !== 'company' && (
        <>
          <MoneyInput
            label="Your other taxable income per year"
            hint="Salary, pension or self-employed profit, before tax. It sets the rate your rental profit is taxed at."
            {...field('income')}
          />
          <Select label="Tax year" {...field.control('year')} options={years.map((y) => ({ value: y, label: y }))} />
        </>
      )}
    </FieldGroup>
  );
}
