/**
 * What can be bought: each paid plan by billing interval, and each credit top-up pack, with its
 * price and credits from plans.ts. Stripe price ids are configuration, one environment variable
 * per item (`STRIPE_PRICE_PREMIUM_MONTHLY`, `STRIPE_PRICE_TOPUP_500`, …), so the same code takes
 * test and live payments.
 */
import { PLANS, TOP_UP_PACKS, type PlanId, type TopUpPack } from '../site/plans.ts';

export type BillingInterval = 'month' | 'year';

interface ItemBase {
  id: string;
  /** What the customer sees on checkout, invoices and /billing. */
  name: string;
  /** Price in pence, VAT included: the total payable. */
  pence: number;
  /** Credits added when it is paid for (per invoice for plans). */
  credits: number;
}

export interface PlanItem extends ItemBase {
  kind: 'plan';
  plan: Exclude<PlanId, 'free' | 'trial'>;
  interval: BillingInterval;
}

export interface TopUpItem extends ItemBase {
  kind: 'top_up';
  pack: TopUpPack['id'];
}

export type CheckoutItem = PlanItem | TopUpItem;

function planItems(): PlanItem[] {
  const items: PlanItem[] = [];
  for (const plan of PLANS) {
    if (plan.id !== 'premium' && plan.id !== 'api') continue;
    if (!plan.price || plan.credits === null) continue;
    items.push({
      kind: 'plan',
      id: `${plan.id}_monthly`,
      plan: plan.id,
      interval: 'month',
      name: `${plan.name} (monthly)`,
      pence: plan.price.monthlyPence,
      credits: plan.credits,
    });
    if (plan.price.yearlyPence !== undefined) {
      items.push({
        kind: 'plan',
        id: `${plan.id}_yearly`,
        plan: plan.id,
        interval: 'year',
        name: `${plan.name} (yearly)`,
        pence: plan.price.yearlyPence,
        // A yearly invoice brings the year's credits at once: twelve monthly allowances.
        credits: plan.credits * 12,
      });
    }
  }
  return items;
}

/** Every item, plans first (in /pricing order), then top-ups smallest first. */
export const CHECKOUT_ITEMS: readonly CheckoutItem[] = [
  ...planItems(),
  ...TOP_UP_PACKS.map((pack): TopUpItem => ({
    kind: 'top_up',
    id: pack.id,
    pack: pack.id,
    name: `${pack.credits.toLocaleString('en-GB')} credits top-up`,
    pence: pack.pence,
    credits: pack.credits,
  })),
];

/** The item with an id, or null (ids come from requests, so an unknown one is bad input). */
export function checkoutItem(id: unknown): CheckoutItem | null {
  return CHECKOUT_ITEMS.find((item) => item.id === id) ?? null;
}

/** The plan items (for choosing or changing a plan). */
export function planItemsOf(): PlanItem[] {
  return CHECKOUT_ITEMS.filter((item): item is PlanItem => item.kind === 'plan');
}

/** The top-up items. */
export function topUpItems(): TopUpItem[] {
  return CHECKOUT_ITEMS.filter((item): item is TopUpItem => item.kind === 'top_up');
}

/** The environment variable holding an item's Stripe price id: `premium_monthly` → `STRIPE_PRICE_PREMIUM_MONTHLY`. */
export function stripePriceEnvName(itemId: string): string {
  return `STRIPE_PRICE_${itemId.toUpperCase()}`;
}

/** The configured Stripe price id of an item, or null when not configured. */
export function stripePriceId(itemId: string, env: Record<string, string | undefined>): string | null {
  return env[stripePriceEnvName(itemId)]?.trim() || null;
}

/** The item a Stripe price id is configured for, or null. */
export function itemByStripePrice(
  priceId: string | null | undefined,
  env: Record<string, string | undefined>,
): CheckoutItem | null {
  if (!priceId) return null;
  return CHECKOUT_ITEMS.find((item) => stripePriceId(item.id, env) === priceId) ?? null;
}

/** "Premium" for the plan id stored on a subscription, or null. */
export function planName(plan: string | null | undefined): string | null {
  return PLANS.find((p) => p.id === plan)?.name ?? null;
}
