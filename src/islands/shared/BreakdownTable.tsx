/**
 * A table showing how a result was reached (bands, costs…), with an optional total row. Under
 * 40rem (a phone) every row is a card with each cell named by its column (`table-cards`), so no
 * column is clipped off the right edge.
 * Usage:
 *   <BreakdownTable caption="How your stamp duty is worked out"
 *     columns={[{ key: 'band', label: 'Band' }, { key: 'tax', label: 'Tax', numeric: true }]}
 *     rows={[{ band: '£0 to £125,000 at 0%', tax: '£0' }]}
 *     total={{ band: 'Total', tax: '£4,750' }} />
 */
import type { ReactNode } from 'react';

export interface BreakdownColumn {
  key: string;
  label: string;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
}

export interface BreakdownTableProps {
  caption: string;
  columns: readonly BreakdownColumn[];
  rows: readonly Record<string, ReactNode>[];
  total?: Record<string, ReactNode>;
  testId?: string;
}

export function BreakdownTable({ caption, columns, rows, total, testId }: BreakdownTableProps) {
  const align = (c: BreakdownColumn) => (c.numeric ? 'text-right tabular-nums' : 'text-left');
  return (
    <div className="sm:overflow-x-auto">
      <table className="table-cards w-full border-collapse text-sm" data-testid={testId}>
        <caption className="mb-2 text-left text-base font-semibold text-ink">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-300">
            {columns.map((c) => (
              <th key={c.key} scope="col" className={`px-2 py-2 font-semibold text-ink ${align(c)}`}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} className="border-b border-gray-100">
              {columns.map((c, j) =>
                j === 0 ? (
                  <th key={c.key} scope="row" data-label={c.label} className={`px-2 py-2 font-normal text-ink ${align(c)}`}>
                    {row[c.key]}
                  </th>
                ) : (
                  <td key={c.key} data-label={c.label} className={`px-2 py-2 text-ink ${align(c)}`}>
                    {row[c.key]}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {total && (
          <tfoot>
            <tr className="border-t-2 border-gray-300">
              {columns.map((c, j) =>
                j === 0 ? (
                  <th key={c.key} scope="row" data-label={c.label} className={`px-2 py-2 font-semibold text-ink ${align(c)}`}>
                    {total[c.key]}
                  </th>
                ) : (
                  <td key={c.key} data-label={c.label} className={`px-2 py-2 font-semibold text-ink ${align(c)}`}>
                    {total[c.key]}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
