import type { ReactNode } from 'react';

export interface SchoolColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

interface Props<T> {
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly SchoolColumn<T>[];
  caption: string;
  /** The data attribute that names this table in tests and styles. */
  dataAttribute: string;
}

/**
 * The school list table /schools and /find-a-school share: the first column links each school to its page.
 * On a phone each school is a card with every column labelled (`table-cards`), so nothing sits off-screen.
 */
export function SchoolTable<T>({ rows, rowKey, columns, caption, dataAttribute }: Props<T>) {
  return (
    <div className="sm:overflow-x-auto">
      <table className="table-cards w-full text-left text-sm sm:min-w-[36rem]" {...{ [dataAttribute]: '' }}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-line">
            {columns.map((c) => (
              <th key={c.header} scope="col" className="py-2 pr-3">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-line align-top">
              {columns.map((c) => (
                <td key={c.header} className={`py-2 pr-3 ${c.className ?? ''}`} data-label={c.header}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
