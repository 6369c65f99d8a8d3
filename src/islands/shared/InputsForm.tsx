/**
 * The calculator's inputs: a labelled form that never submits (results update as the person types).
 * Usage: <InputsForm label="Mortgage details"><MoneyInput label="Loan amount" {...field('loan')} /></InputsForm>
 */
import type { ReactNode } from 'react';

export interface InputsFormProps {
  /** Accessible name of the form, e.g. "Mortgage details". */
  label: string;
  children: ReactNode;
}

export function InputsForm({ label, children }: InputsFormProps) {
  return (
    <form className="flex flex-col gap-4" onSubmit={(e) => e.preventDefault()} aria-label={label}>
      {children}
    </form>
  );
}
