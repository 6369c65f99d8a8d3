import { useEffect, useState } from 'react';
import { fetchLedger, type LedgerEntry } from '../../client/account.ts';

const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** The newest credit-ledger entries of the signed-in user. */
export default function LedgerTable({ userId }: { userId: string }) {
  const [rows, setRows] = useState<LedgerEntry[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    void fetchLedger(userId, 10).then((result) => (result.ok ? setRows(result.value) : setError(result.error)));
  }, [userId]);

  return (
    <section aria-labelledby="ledger-title" className="rounded-xl border border-gray-200 p-5">
      <h2 id="ledger-title" className="font-semibold text-ink">
        Recent credit activity
      </h2>
      {error && <p className="mt-2 text-sm text-red-700">{error}</p>}
      {!error && rows === null && <p className="mt-2 text-sm text-ink-muted">Loading…</p>}
      {rows?.length === 0 && <p className="mt-2 text-sm text-ink-muted">No credit activity yet.</p>}
      {rows && rows.length > 0 && (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm" data-ledger>
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
                  <td className="py-2 pr-4 whitespace-nowrap text-ink-muted">{WHEN.format(new Date(row.created_at))}</td>
                  <td className="py-2 pr-4 text-ink">{row.service ?? row.reason ?? '—'}</td>
                  <td className="py-2 pr-4 text-right tabular-nums text-ink">{row.delta > 0 ? `+${row.delta}` : row.delta}</td>
                  <td className="py-2 text-right tabular-nums text-ink">{row.balance_after ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
