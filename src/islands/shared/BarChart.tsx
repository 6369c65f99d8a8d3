/**
 * An accessible, dependency-free SVG bar chart: one or more series over categories
 * (grouped bars), negatives drawn below the zero line; with <title>/<desc> and a data table.
 *
 *   <BarChart title="Tax by band" desc="Stamp duty charged in each band" pence
 *     categories={['£0–£125k', '£125k–£250k']} series={[{ name: 'Tax', values: [0, 250_000] }]} />
 */
import { useId } from 'react';
import { compactNumber, niceTicks, scaleLinear } from './chart-scale.ts';
import { formatPounds } from '../../lib/money/format.ts';

export interface BarSeries {
  name: string;
  values: readonly number[];
}

export interface BarChartProps {
  title: string;
  desc: string;
  categories: readonly string[];
  series: readonly BarSeries[];
  yLabel?: string;
  formatY?: (y: number) => string;
  formatYTick?: (y: number) => string;
  /** y values are pence: ticks read "£45k" and the table "£45,000" unless formatY/formatYTick are given. */
  pence?: boolean;
}

const COLOURS = ['#6d28d9', '#b45309', '#047857', '#be123c'];
const W = 640;
const H = 300;
const PAD = { top: 16, right: 16, bottom: 56, left: 64 };

export function BarChart({ title, desc, categories, series, yLabel, formatY, formatYTick, pence = false }: BarChartProps) {
  const fmtY = formatY ?? (pence ? (v: number) => formatPounds(Math.round(v)) : String);
  const id = useId();
  const values = series.flatMap((s) => s.values);
  if (categories.length === 0 || values.length === 0) return null;
  const ticks = niceTicks(Math.min(0, ...values), Math.max(0, ...values));
  const y = scaleLinear(ticks[0]!, ticks[ticks.length - 1]!, H - PAD.bottom, PAD.top);
  const groupW = (W - PAD.left - PAD.right) / categories.length;
  const barW = Math.max(2, (groupW * 0.75) / series.length);
  const tick =
    formatYTick ??
    (pence ? (v: number) => `${v < 0 ? '−' : ''}£${compactNumber(Math.abs(v) / 100)}` : (v: number) => compactNumber(v));
  return (
    <figure className="mt-4" data-chart="bar">
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-labelledby={`${id}-t ${id}-d`}>
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{desc}</desc>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke={t === 0 ? '#6b7280' : '#e5e7eb'} />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" fontSize="11" fill="#4b5563">
              {tick(t)}
            </text>
          </g>
        ))}
        {yLabel && (
          <text
            x={12}
            y={(PAD.top + H - PAD.bottom) / 2}
            textAnchor="middle"
            fontSize="12"
            fill="#111827"
            transform={`rotate(-90 12 ${(PAD.top + H - PAD.bottom) / 2})`}
          >
            {yLabel}
          </text>
        )}
        {categories.map((c, ci) => {
          const gx = PAD.left + ci * groupW + (groupW - barW * series.length) / 2;
          return (
            <g key={`${ci}-${c}`}>
              {series.map((s, si) => {
                const v = s.values[ci] ?? 0;
                const top = Math.min(y(v), y(0));
                return (
                  <rect
                    key={s.name}
                    x={gx + si * barW}
                    y={top}
                    width={barW - 2}
                    height={Math.max(0, Math.abs(y(v) - y(0)))}
                    fill={COLOURS[si % COLOURS.length]}
                  >
                    <title>{`${c}, ${s.name}: ${fmtY(v)}`}</title>
                  </rect>
                );
              })}
              <text
                x={PAD.left + ci * groupW + groupW / 2}
                y={H - PAD.bottom + 16}
                textAnchor="middle"
                fontSize="11"
                fill="#4b5563"
              >
                {c}
              </text>
            </g>
          );
        })}
      </svg>
      {series.length > 1 && (
        <ul className="mt-2 flex flex-wrap gap-4 text-sm text-ink" aria-hidden="true">
          {series.map((s, i) => (
            <li key={s.name} className="flex items-center gap-2">
              <span className="inline-block size-3" style={{ background: COLOURS[i % COLOURS.length] }} />
              {s.name}
            </li>
          ))}
        </ul>
      )}
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-700">Show the chart figures as a table</summary>
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4">
                Item
              </th>
              {series.map((s) => (
                <th key={s.name} scope="col" className="py-1 pr-4 text-right">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((c, ci) => (
              <tr key={`${ci}-${c}`}>
                <th scope="row" className="py-1 pr-4 font-normal">
                  {c}
                </th>
                {series.map((s) => (
                  <td key={s.name} className="py-1 pr-4 text-right tabular-nums">
                    {fmtY(s.values[ci] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
