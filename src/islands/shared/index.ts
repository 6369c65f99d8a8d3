/**
 * Shared calculator UI. Import what you need:
 *   import { useUrlState, MoneyInput, ResultCard, ResultsPanel, BreakdownTable, LineChart } from '../shared/index.ts';
 * Inputs take the raw string and an onChange(string) — pair them with useUrlState.
 */
export { useUrlState } from './useUrlState.ts';
export { fieldBinder } from './fieldBinder.ts';
export { inputClass } from './Field.tsx';
export { FieldGroup } from './FieldGroup.tsx';
export { InputsForm } from './InputsForm.tsx';
export { CalculatorGrid } from './CalculatorGrid.tsx';
export { MoneyInput } from './MoneyInput.tsx';
export { PercentInput } from './PercentInput.tsx';
export { NumberInput } from './NumberInput.tsx';
export { Select } from './Select.tsx';
export { Checkbox } from './Checkbox.tsx';
export { DateInput } from './DateInput.tsx';
export { ResultCard, ResultsPanel, FixInputsNotice, ResultNotes } from './ResultCard.tsx';
export { BreakdownTable } from './BreakdownTable.tsx';
export { itemAmountColumns } from './itemAmountColumns.ts';
export { ShareLink } from './ShareLink.tsx';
export { LineChart } from './LineChart.tsx';
export { BarChart } from './BarChart.tsx';
