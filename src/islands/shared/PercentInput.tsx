/**
 * A percentage input ("1.5" means 1.5%).
 * Usage: <PercentInput label="Fee rate" value={raw.rate} onChange={(v) => set('rate', v)} error={errors.rate} />
 */
import { AffixedInput, type AffixedInputProps } from './AffixedInput.tsx';

export type PercentInputProps = AffixedInputProps;

export function PercentInput(props: PercentInputProps) {
  return <AffixedInput {...props} affix={{ text: '%', side: 'after' }} />;
}
