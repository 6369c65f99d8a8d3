/**
 * A pounds input (text with inputMode decimal, so "250,000" and "250k" work). It shows thousands separators as the
 * person types ("250000" reads "250,000"); the value it reports and keeps in the URL stays plain ("250000").
 * Usage: <MoneyInput label="Property price" value={raw.price} onChange={(v) => set('price', v)} error={errors.price} />
 */
import { AffixedInput, type AffixedInputProps } from './AffixedInput.tsx';

export type MoneyInputProps = AffixedInputProps;

export function MoneyInput(props: MoneyInputProps) {
  return <AffixedInput {...props} affix={{ text: '£', side: 'before' }} groupThousands />;
}
