import type { LedgerEntry } from '../../../client/account.ts';
import { ledgerLabel, spendByService } from '../../../lib/billing/billing-view.ts';

const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** The credit ledger: what was spent by service, then every grant and charge, newest first. */
export default function CreditHistory({ ledger }: { ledger: LedgerEntry[] | null }) {
  const spending = ledger ? spendByService(ledger) : [];
  return (
    <section aria-labelledby="history-title" className="rounded-xl border border-gray-200 p-5" data-credit-history>
      <h2 id="history-title" className="font-semibold text-ink">
        Credit history
      </h2>
      {ledger === null && <p className="mt-2 text-sm text-ink-muted">Loading…</p>}
      {ledger?.length === 0 && <p className="mt-2 text-sm text-ink-muted">No credit activity yet.</p>}
      {spending.length > 0 && (
        <div className="mt-3">
          <h3 className="text-sm font-medium text-ink">Spent by service (last {ledger?.length} entries)</h3>
          <ul className="mt-2 flex flex-wrap gap-2" data-spend-by-service>
            {spending.map((s) => (
              <li key={s.label} className="rounded-full bg-gray-100 px-3 py-1 text-sm text-ink">
                {s.label}: <span className="tabular-nums">{s.credits}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {ledger && ledger.length > 0 && (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm" data-billing-ledger>
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
              {ledger.map((row, i) => (
                <tr key={`${row.created_at}-${i}`} className="border-t border-gray-100">
                  <td className="py-2 pr-4 whitespace-nowrap text-ink-muted">{WHEN.format(new Date(row.created_at))}</td>
                  <td className="py-2 pr-4 text-ink">{ledgerLabel(row)}</td>
                  <td className={`py-2 pr-4 text-right tabular-nums ${row.delta > 0 ? 'text-green-800' : 'text-ink'}`}>
                    {row.delta > 0 ? `+${row.delta}` : row.delta}
                  </td>
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
