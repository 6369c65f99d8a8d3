import { useState } from 'react';
import type { BillingSettings } from '../../../client/billing.ts';
import { planChangeQuote } from '../../../lib/billing/plan-change.ts';
import { planLine, priceWithVat, type BillingSubscription } from '../../../lib/billing/billing-view.ts';
import { planItemsOf, type PlanItem } from '../../../lib/billing/catalogue.ts';
import { PLANS, formatPence, yearlySavingPence } from '../../../lib/site/plans.ts';
import { ui } from '../ui-classes.ts';
import { useBillingAction } from './useBillingAction.ts';
import { ErrorText } from '../../shared/ErrorText.tsx';
import { PlanChangeDialog } from './PlanChangeDialog.tsx';

interface Props {
  subscription: BillingSubscription;
  settings: BillingSettings;
  /** True while Stripe bills a plan: plans are then changed, not bought. */
  live: boolean;
  onChange: () => Promise<void>;
}

const isCurrent = (item: PlanItem, sub: BillingSubscription) =>
  item.plan === sub.plan && (item.interval === 'year') === (sub.frequency === 'yearly');

function saving(item: PlanItem): string | null {
  const price = PLANS.find((p) => p.id === item.plan)?.price;
  if (item.interval !== 'year' || !price) return null;
  const pence = yearlySavingPence(price);
  return pence > 0 ? `saves ${formatPence(pence)} a year` : null;
}

/** Buying a plan (trial, paused or cancelled accounts) or switching plan (active accounts). */
export default function PlanChooser({ subscription, settings, live, onChange }: Props) {
  const action = useBillingAction();
  const [choosing, setChoosing] = useState<PlanItem | null>(null);
  const items = planItemsOf();
  const rate = settings.vat.ratePercent;
  const overdue = subscription.status === 'past_due';
  const cancelling = subscription.cancel_at_period_end === true;
  // With Stripe, the billing details are asked on /checkout before Stripe Checkout opens.
  const buy = (id: string) =>
    settings.mode === 'stripe'
      ? window.location.assign(`/checkout?item=${encodeURIComponent(id)}`)
      : void action.go('checkout', { item: id }, id);
  const quote = choosing
    ? planChangeQuote({ name: planLine(subscription), periodEnd: subscription.current_period_end }, choosing, new Date(), rate)
    : null;

  return (
    <section aria-labelledby="choose-title" className="rounded-xl border border-gray-200 p-5" data-plan-chooser>
      <h2 id="choose-title" className="font-semibold text-ink">
        {live ? 'Change your plan' : 'Choose a plan'}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {live
          ? overdue
            ? 'Pay the overdue invoice first; then you can change your plan.'
            : cancelling
              ? 'Your plan is set to end. Choose “Keep my plan” above first to change it.'
              : 'A new plan starts today: you see the price and what is charged before you confirm, and its credits are added once it is paid.'
          : `Your plan starts as soon as the payment goes through, with its credits added at once. Cancel any time.${
              subscription.status === 'trial'
                ? ' Any trial credits you have left stay on your account, on top of the plan’s.'
                : subscription.status === 'paused'
                  ? ' A new plan replaces the paused one: its overdue invoice is cancelled, so you pay only for the new plan.'
                  : ''
            }`}{' '}
        Prices include UK VAT at {rate}%. Outside the UK we sell to businesses only, with their VAT number, without UK VAT
        (reverse charge).
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {items.map((item) => {
          const current = live && isCurrent(item, subscription);
          const extra = saving(item);
          return (
            <li key={item.id} className="flex flex-col rounded-lg border border-gray-200 p-4" data-plan-item={item.id}>
              <p className="font-medium text-ink">{item.name}</p>
              <p className="mt-1 text-sm text-ink-muted">
                {priceWithVat(item.pence, rate)} {item.interval === 'year' ? 'a year' : 'a month'}
                {extra ? ` (${extra})` : ''}
              </p>
              <p className="mt-1 text-sm text-ink-muted">
                {item.credits.toLocaleString('en-GB')} credits {item.interval === 'year' ? 'a year, added at once' : 'a month'}
              </p>
              <div className="mt-3">
                {current ? (
                  <span className="text-sm font-medium text-success">Your current plan</span>
                ) : live ? (
                  <button
                    type="button"
                    className={ui.secondary}
                    disabled={action.busy !== null || overdue || cancelling}
                    onClick={() => setChoosing(item)}
                  >
                    {`Switch to ${item.name}`}
                  </button>
                ) : (
                  <button type="button" className={ui.primary} disabled={action.busy !== null} onClick={() => buy(item.id)}>
                    {action.busy === item.id ? 'Opening checkout…' : `Buy ${item.name}`}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {action.error && !choosing && <ErrorText className="mt-3 text-sm">{action.error}</ErrorText>}
      <PlanChangeDialog
        item={choosing}
        quote={quote}
        busy={choosing !== null && action.busy === choosing.id}
        error={choosing ? action.error : ''}
        onClose={() => setChoosing(null)}
        onConfirm={() => {
          if (!choosing) return;
          void action.run('change-plan', { item: choosing.id }, choosing.id, async () => {
            setChoosing(null);
            await onChange();
          });
        }}
      />
    </section>
  );
}
