import { useEffect, useState } from 'react';
import { fetchLedger, type LedgerEntry } from '../../client/account.ts';
import { LedgerEntries } from './LedgerEntries.tsx';

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
      {error && <p className="mt-2 text-sm text-error">{error}</p>}
      {!error && rows === null && <p className="mt-2 text-sm text-ink-muted">Loading…</p>}
      {rows?.length === 0 && <p className="mt-2 text-sm text-ink-muted">No credit activity yet.</p>}
      {rows && rows.length > 0 && <LedgerEntries rows={rows} dataAttribute="data-ledger" />}
    </section>
  );
}
