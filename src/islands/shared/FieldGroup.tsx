/**
 * A bordered group of related inputs with a visible legend.
 * Usage: <FieldGroup legend="Mortgage"><PercentInput label="Mortgage rate" {...field('rate')} /></FieldGroup>
 */
import type { ReactNode } from 'react';

export interface FieldGroupProps {
  legend: string;
  children: ReactNode;
}

export function FieldGroup({ legend, children }: FieldGroupProps) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-gray-200 p-4">
      <legend className="px-1 font-semibold text-ink">{legend}</legend>
      {children}
    </fieldset>
  );
}
