/**
 * Refunds and lost disputes made outside the product (the Stripe Dashboard, a chargeback) become
 * Stripe credit notes, so every money-back event reaches the customer's records through the one
 * path that takes credits back and emails: `credit_note.created` (apply_billing_event).
 *
 * - `charge.refunded`: for each refund of the charge that no credit note of its invoice links yet,
 *   a credit note linking that refund (docs.stripe.com/api/credit_notes/create, `refunds`). A refund
 *   made with "Issue credit note" in the Dashboard is already linked, so nothing more is made.
 * - `charge.dispute.closed` with status `lost`: a credit note for the disputed amount recorded as
 *   credited outside Stripe (`out_of_band_amount`), once per dispute.
 * Each creation carries an idempotency key of the refund or dispute id, and existing credit notes
 * are checked first, so Stripe's retries of the same event make one credit note.
 */
import type Stripe from 'stripe';
import { log } from '../log.ts';

type Obj = Record<string, unknown>;
const idOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : value && typeof value === 'object' ? (((value as Obj)['id'] as string) ?? null) : null;

/** The invoice a payment intent paid (API 2025-03-31 and later: invoice payments). */
async function invoiceOfPayment(stripe: Stripe, paymentIntent: string): Promise<string | null> {
  const payments = await stripe.invoicePayments.list({
    payment: { type: 'payment_intent', payment_intent: paymentIntent },
    limit: 1,
  });
  return idOf(payments.data[0]?.invoice);
}

/** Refund ids and dispute ids the invoice's credit notes already account for. */
async function covered(stripe: Stripe, invoice: string): Promise<Set<string>> {
  const notes = await stripe.creditNotes.list({ invoice, limit: 100 });
  const ids = new Set<string>();
  for (const note of notes.data) {
    for (const refund of note.refunds ?? []) {
      const id = idOf(refund.refund);
      if (id) ids.add(id);
    }
    const dispute = note.metadata?.['dispute'];
    if (dispute) ids.add(dispute);
  }
  return ids;
}

/** Makes the credit notes a refunded charge still lacks; returns how many. */
export async function creditNotesForRefundedCharge(stripe: Stripe, charge: Obj): Promise<number> {
  const chargeId = idOf(charge['id']);
  const paymentIntent = idOf(charge['payment_intent']);
  if (!chargeId || !paymentIntent) return 0;
  const invoice = await invoiceOfPayment(stripe, paymentIntent);
  if (!invoice) {
    log('warn', 'refunded charge has no invoice', { charge: chargeId });
    return 0;
  }
  const done = await covered(stripe, invoice);
  const refunds = await stripe.refunds.list({ charge: chargeId, limit: 100 });
  let made = 0;
  for (const refund of refunds.data) {
    if (done.has(refund.id) || refund.status === 'failed' || refund.status === 'canceled') continue;
    await stripe.creditNotes.create(
      {
        invoice,
        amount: refund.amount,
        refunds: [{ type: 'refund', refund: refund.id, amount_refunded: refund.amount }],
        reason: 'requested_by_customer',
        memo: 'Refund',
      },
      { idempotencyKey: `credit-note-${refund.id}` },
    );
    made += 1;
  }
  return made;
}

/** A lost dispute (chargeback) as a credit note, once; returns how many were made (0 or 1). */
export async function creditNoteForLostDispute(stripe: Stripe, dispute: Obj): Promise<number> {
  const disputeId = idOf(dispute['id']);
  const paymentIntent = idOf(dispute['payment_intent']);
  const amount = typeof dispute['amount'] === 'number' ? dispute['amount'] : 0;
  if (dispute['status'] !== 'lost' || !disputeId || !paymentIntent || amount <= 0) return 0;
  const invoice = await invoiceOfPayment(stripe, paymentIntent);
  if (!invoice || (await covered(stripe, invoice)).has(disputeId)) return 0;
  await stripe.creditNotes.create(
    {
      invoice,
      amount,
      out_of_band_amount: amount,
      reason: 'fraudulent',
      memo: 'Payment reversed by the card issuer (chargeback)',
      metadata: { dispute: disputeId },
    },
    { idempotencyKey: `credit-note-${disputeId}` },
  );
  return 1;
}
