import type { LedgerEntry } from '../../../client/account.ts';
import { spendByService } from '../../../lib/billing/billing-view.ts';
import { LedgerEntries } from '../LedgerEntries.tsx';

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
      {ledger && ledger.length > 0 && <LedgerEntries rows={ledger} dataAttribute="data-billing-ledger" />}
    </section>
  );
}
