import type { BillingSettings } from '../../../client/billing.ts';
import { priceWithVat } from '../../../lib/billing/billing-view.ts';
import { topUpItems } from '../../../lib/billing/catalogue.ts';
import { ui } from '../ui-classes.ts';
import { useBillingAction } from './useBillingAction.ts';
import { ErrorText } from '../../shared/ErrorText.tsx';

/** Credit top-up packs: one-off payments whose credits never expire. */
export default function TopUpPacks({ settings }: { settings: BillingSettings }) {
  const action = useBillingAction();
  return (
    <section aria-labelledby="topup-title" className="rounded-xl border border-gray-200 p-5" data-top-ups>
      <h2 id="topup-title" className="font-semibold text-ink">
        Buy credits
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Top-up credits never expire: they stay on your account until you spend them, through cancellations and plan changes. You
        need a trial or a plan to spend them.
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3">
        {topUpItems().map((item) => (
          <li key={item.id} className="flex flex-col rounded-lg border border-gray-200 p-4" data-top-up={item.id}>
            <p className="font-medium text-ink">{item.credits.toLocaleString('en-GB')} credits</p>
            <p className="mt-1 text-sm text-ink-muted">{priceWithVat(item.pence, settings.vat.ratePercent)}</p>
            <p className="text-sm text-ink-faint">{(item.pence / item.credits).toFixed(1)}p a credit</p>
            <div className="mt-3">
              <button
                type="button"
                className={ui.secondary}
                disabled={action.busy !== null}
                onClick={() =>
                  // With Stripe, the billing details are asked on /checkout before Stripe Checkout opens.
                  settings.mode === 'stripe'
                    ? window.location.assign(`/checkout?item=${encodeURIComponent(item.id)}`)
                    : void action.go('checkout', { item: item.id }, item.id)
                }
              >
                {action.busy === item.id ? 'Opening checkout…' : `Buy ${item.credits.toLocaleString('en-GB')} credits`}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {action.error && <ErrorText className="mt-3 text-sm">{action.error}</ErrorText>}
    </section>
  );
}
