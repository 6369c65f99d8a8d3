import { useCallback, useEffect, useState } from 'react';
import { fetchLedger, type LedgerEntry } from '../../../client/account.ts';
import { fetchBillingSettings, fetchSubscription, type BillingSettings } from '../../../client/billing.ts';
import { fetchCreditNotes, fetchInvoices, type CreditNoteRow, type InvoiceRow } from '../../../client/billing-documents.ts';
import type { BillingSubscription } from '../../../lib/billing/billing-view.ts';
import { refreshCredits, reloadProfile } from '../../../stores/account.ts';

export interface BillingData {
  settings: BillingSettings | null;
  subscription: BillingSubscription | null;
  invoices: InvoiceRow[] | null;
  creditNotes: CreditNoteRow[] | null;
  ledger: LedgerEntry[] | null;
  error: string;
  /** False until the first load has finished (the page shows one spinner, then everything at once). */
  loaded: boolean;
  reload: () => Promise<void>;
}

/** Everything /billing shows for the signed-in user, loaded together and reloadable after an action. */
export function useBillingData(userId: string | null): BillingData {
  const [settings, setSettings] = useState<BillingSettings | null>(null);
  const [subscription, setSubscription] = useState<BillingSubscription | null>(null);
  const [invoices, setInvoices] = useState<InvoiceRow[] | null>(null);
  const [creditNotes, setCreditNotes] = useState<CreditNoteRow[] | null>(null);
  const [ledger, setLedger] = useState<LedgerEntry[] | null>(null);
  const [error, setError] = useState('');
  const [loaded, setLoaded] = useState(false);

  const reload = useCallback(async () => {
    if (!userId) return;
    const [s, sub, inv, notes, led] = await Promise.all([
      fetchBillingSettings(),
      fetchSubscription(userId),
      fetchInvoices(userId),
      fetchCreditNotes(userId),
      fetchLedger(userId, 100),
    ]);
    const failed = [s, sub, inv, notes, led].find((r) => !r.ok);
    setError(failed && !failed.ok ? failed.error : '');
    if (s.ok) setSettings(s.value);
    if (sub.ok) setSubscription(sub.value);
    if (inv.ok) setInvoices(inv.value);
    if (notes.ok) setCreditNotes(notes.value);
    if (led.ok) setLedger(led.value);
    setLoaded(true);
    void refreshCredits();
    void reloadProfile();
  }, [userId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { settings, subscription, invoices, creditNotes, ledger, error, loaded, reload };
}
