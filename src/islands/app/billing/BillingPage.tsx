import { useStore } from '@nanostores/react';
import { isLegacy } from '../../../lib/subscription/account.ts';
import { hasLivePlan } from '../../../lib/billing/billing-view.ts';
import { BRAND } from '../../../lib/site/brand.ts';
import { $availableCredits } from '../../../stores/account.ts';
import { Loading, SignedOutNotice } from '../SignedOutNotice.tsx';
import { useAccount } from '../useAccount.ts';
import CreditHistory from './CreditHistory.tsx';
import InvoiceList from './InvoiceList.tsx';
import PlanChooser from './PlanChooser.tsx';
import PlanStatus from './PlanStatus.tsx';
import TopUpPacks from './TopUpPacks.tsx';
import { useBillingData } from './useBillingData.ts';

/**
 * /billing: the plan and where it stands, buying or changing a plan, credit top-ups, the credit
 * ledger by service, invoices, cancellation and the payment provider's customer portal. Every
 * purchase goes through the server; plan, status and credits change only when the payment
 * provider's webhook says so.
 */
export default function BillingPage() {
  const { status, user, profile, error } = useAccount();
  const credits = useStore($availableCredits);
  const data = useBillingData(user?.id ?? null);
  if (status === 'loading' || (status === 'ready' && !data.loaded)) return <Loading />;
  if (status === 'signed-out' || !user) return <SignedOutNotice what="your billing details" />;
  if (status === 'error' || !profile)
    return <p className="text-error">We could not load your plan ({error}). Please reload the page.</p>;

  const legacy = isLegacy(profile);
  const { settings, subscription } = data;
  const query = typeof window === 'undefined' ? new URLSearchParams() : new URLSearchParams(window.location.search);
  const cancelled = query.get('checkout') === 'cancelled';
  // The failed-payment email links here to update the card.
  const updateCard = query.get('manage') === 'payment';

  return (
    <div className="space-y-8" data-billing>
      {cancelled && (
        <p
          role="status"
          className="rounded-lg border border-gray-200 bg-gray-50 px-4 py-3 text-sm text-ink"
          data-checkout-cancelled
        >
          Checkout cancelled. Nothing was charged.
        </p>
      )}
      {updateCard && !legacy && (
        <p role="status" className="rounded-lg border border-gray-200 bg-gray-50 px-4 py-3 text-sm text-ink" data-update-card>
          To update your card, choose <strong>Manage payment details</strong> under Your plan. The overdue payment is retried with
          the new card.
        </p>
      )}
      {settings?.mode === 'local' && (
        <p className="rounded-lg border border-warning-line bg-warning-surface px-4 py-3 text-sm text-ink" data-local-billing>
          <strong>Test mode.</strong> Purchases go through a test checkout: no card is needed and no money moves.
        </p>
      )}
      {settings?.mode === 'off' && !legacy && (
        <p className="rounded-lg border border-gray-200 bg-gray-50 px-4 py-3 text-sm text-ink" data-billing-off>
          Online payment is not switched on for this site yet. Email{' '}
          <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a> and we will set up your plan.
        </p>
      )}
      {data.error && <p className="text-sm text-error">{data.error}</p>}

      <PlanStatus subscription={subscription} credits={credits} legacy={legacy} settings={settings} onChange={data.reload} />

      {!legacy && settings && settings.mode !== 'off' && subscription && (
        <>
          <PlanChooser subscription={subscription} settings={settings} live={hasLivePlan(subscription)} onChange={data.reload} />
          <TopUpPacks settings={settings} />
        </>
      )}

      <CreditHistory ledger={data.ledger} />
      <InvoiceList invoices={data.invoices} creditNotes={data.creditNotes} vat={settings?.vat ?? null} />
    </div>
  );
}
