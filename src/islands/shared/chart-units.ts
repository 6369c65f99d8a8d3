/**
 * How chart values read by unit, so every axis tick carries its unit: pounds "£30k", percent
 * "75%", rates "2.5", counts "1.2k". Chosen by name so static pages can pass it to a hydrating chart.
 */
import { compactNumber } from './chart-scale.ts';

export type ValueKind = 'pounds' | 'percent' | 'count' | 'rate' | 'index' | 'ratio';

const one = (v: number) => v.toLocaleString('en-GB', { maximumFractionDigits: 1 });

export function valueFormatters(kind: ValueKind): { value: (v: number) => string; tick: (v: number) => string } {
  switch (kind) {
    case 'pounds':
      return {
        value: (v) => `£${Math.round(v).toLocaleString('en-GB')}`,
        tick: (v) => `${v < 0 ? '−' : ''}£${compactNumber(Math.abs(v))}`,
      };
    case 'percent':
      return { value: (v) => `${one(v)}%`, tick: (v) => `${one(v)}%` };
    case 'rate':
      return { value: (v) => one(v), tick: (v) => one(v) };
    case 'ratio':
      return { value: (v) => v.toFixed(2), tick: (v) => one(v) };
    case 'index':
      return { value: (v) => one(v), tick: (v) => compactNumber(v) };
    default:
      return { value: (v) => v.toLocaleString('en-GB'), tick: (v) => compactNumber(v) };
  }
}
