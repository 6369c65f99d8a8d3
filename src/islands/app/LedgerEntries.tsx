import type { LedgerEntry } from '../../client/account.ts';
import { ledgerLabel } from '../../lib/billing/billing-view.ts';

const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Credit-ledger rows as a table (when, what, change, balance): the dashboard and billing pages both show it. */
export function LedgerEntries({ rows, dataAttribute }: { rows: readonly LedgerEntry[]; dataAttribute: string }) {
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="table-cards w-full text-left text-sm" {...{ [dataAttribute]: '' }}>
        <caption className="sr-only">Credit grants and charges, newest first</caption>
        <thead className="text-ink-faint">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              When
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              What
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              Change
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={`${row.created_at}-${i}`} className="border-t border-gray-100">
              <td data-label="When" className="py-2 pr-4 whitespace-nowrap text-ink-muted">
                {WHEN.format(new Date(row.created_at))}
              </td>
              <td data-label="What" className="py-2 pr-4 text-ink">
                {ledgerLabel(row)}
              </td>
              <td
                data-label="Change"
                className={`py-2 pr-4 text-right tabular-nums ${row.delta > 0 ? 'text-success' : 'text-ink'}`}
              >
                {row.delta > 0 ? `+${row.delta}` : row.delta}
              </td>
              <td data-label="Balance" className="py-2 text-right tabular-nums text-ink">
                {row.balance_after ?? '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
