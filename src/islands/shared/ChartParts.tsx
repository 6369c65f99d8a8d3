/**
 * The pieces LineChart and BarChart share: the canvas size and colours, how y values are
 * written (pence → "£45k" ticks and "£45,000" table cells), the y grid with its tick labels,
 * the rotated y-axis title, and the "Show the chart figures as a table" disclosure.
 */
import type { ReactNode } from 'react';
import { formatPounds } from '../../lib/money/format.ts';
import { compactNumber } from './chart-scale.ts';

export const CHART_COLOURS = ['#6d28d9', '#b45309', '#047857', '#be123c'];
export const CHART_W = 640;
export const CHART_H = 300;

/** The colour of series number `index`. */
export const seriesColour = (index: number) => CHART_COLOURS[index % CHART_COLOURS.length];

export interface YFormatOptions {
  formatY?: ((y: number) => string) | undefined;
  formatYTick?: ((y: number) => string) | undefined;
  pence?: boolean | undefined;
}

/** How a y value reads in the table (`value`) and on the axis (`tick`). */
export function yFormatters({ formatY, formatYTick, pence = false }: YFormatOptions) {
  const value = formatY ?? (pence ? (v: number) => formatPounds(Math.round(v)) : String);
  const tick =
    formatYTick ??
    (pence ? (v: number) => `${v < 0 ? '−' : ''}£${compactNumber(Math.abs(v) / 100)}` : (v: number) => compactNumber(v));
  return { value, tick };
}

export interface YGridProps {
  ticks: readonly number[];
  y: (v: number) => number;
  left: number;
  right: number;
  format: (v: number) => string;
  /** Draw the zero line darker (bar charts with negative values). */
  strongZero?: boolean;
}

/** Horizontal grid lines with their tick labels. */
export function YGrid({ ticks, y, left, right, format, strongZero = false }: YGridProps) {
  return ticks.map((t) => (
    <g key={`y${t}`}>
      <line x1={left} x2={right} y1={y(t)} y2={y(t)} stroke={strongZero && t === 0 ? '#6b7280' : '#e5e7eb'} />
      <text x={left - 6} y={y(t) + 4} textAnchor="end" fontSize="11" fill="#4b5563">
        {format(t)}
      </text>
    </g>
  ));
}

/** The y-axis title, rotated, centred between `top` and `bottom`. */
export function YAxisTitle({ top, bottom, children }: { top: number; bottom: number; children: ReactNode }) {
  const middle = (top + bottom) / 2;
  return (
    <text x={12} y={middle} textAnchor="middle" fontSize="12" fill="#111827" transform={`rotate(-90 12 ${middle})`}>
      {children}
    </text>
  );
}

export interface ChartTableProps {
  title: string;
  /** Heading of the first column (the categories or x values). */
  rowHeading: string;
  columns: readonly string[];
  rows: readonly { key: string | number; label: ReactNode; cells: readonly ReactNode[] }[];
}

/** The chart's figures as a table, behind a disclosure: for screen readers, print and exact values; cards on a phone. */
export function ChartTable({ title, rowHeading, columns, rows }: ChartTableProps) {
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-brand-700">Show the chart figures as a table</summary>
      <table className="table-cards mt-2 w-full text-left text-sm">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-4">
              {rowHeading}
            </th>
            {columns.map((c) => (
              <th key={c} scope="col" className="py-1 pr-4 text-right">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row" data-label={rowHeading} className="py-1 pr-4 font-normal">
                {r.label}
              </th>
              {r.cells.map((cell, i) => (
                <td key={columns[i]} data-label={columns[i]} className="py-1 pr-4 text-right tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
