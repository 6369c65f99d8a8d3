/**
 * The email of each money event, in plain text and HTML through the shared layout: what
 * happened, the figures (amount, VAT, credits, balance), the date that matters, and one button
 * to the invoice, the billing page or the card update. Names are used only when they are plain
 * names (letters, spaces, hyphens, apostrophes, up to 50), so a profile cannot put words of its
 * own into a branded email.
 */
import { longDate } from '../../billing/billing-view.ts';
import { cancellationRightReceipt } from '../../billing/cancellation-right.ts';
import { REVERSE_CHARGE_NOTICE } from '../../billing/customer-tax.ts';
import { BRAND } from '../../site/brand.ts';
import type { EmailMessage } from '../email-message.ts';
import { emailLayout } from '../email-layout.ts';
import { greetingName } from '../greeting-name.ts';
import type { BillingEmailInput, InvoiceFigures } from './billing-email-input.ts';

interface Content {
  subject: string;
  paragraphs: string[];
  action: { label: string; path: string };
}

/** "Hi Ada," for a first name an email may carry (greeting-name.ts), else "Hello,". */
export function greetingFor(firstName: string | null): string {
  const name = greetingName(firstName);
  return name ? `Hi ${name},` : 'Hello,';
}

const date = (iso: string | null | undefined) => longDate(iso) ?? 'the date on your billing page';
const credits = (n: number) => `${n.toLocaleString('en-GB')} credit${n === 1 ? '' : 's'}`;

/** "£2.00", "£1,290.50": money in an email always shows its pence. */
function money(pence: number): string {
  return `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/**
 * "£29.00 paid on 26 November 2026: £24.17 plus VAT at 20% (£4.83). Invoice BS-000001.", or for a
 * business abroad "£24.17 paid on …, no UK VAT (Reverse charge: customer to account for VAT;
 * your VAT number IE6388047V). Invoice …".
 */
function paymentLine(invoice: InvoiceFigures): string {
  const vat = invoice.reverseCharge
    ? `, no UK VAT (${REVERSE_CHARGE_NOTICE}${invoice.customerTaxId ? `; your VAT number ${invoice.customerTaxId}` : ''})`
    : invoice.vatPence > 0
      ? `: ${money(invoice.netPence)} plus VAT at ${invoice.vatRatePercent}% (${money(invoice.vatPence)})`
      : '';
  return `${money(invoice.totalPence)} paid on ${date(invoice.paidAt ?? invoice.issuedAt)}${vat}. Invoice ${invoice.number}.`;
}

function creditsLine(input: BillingEmailInput): string | null {
  const added = input.invoice?.creditsAdded;
  if (!added) return input.balance === null ? null : `Your balance is ${credits(input.balance)}.`;
  return `${credits(added)} added to your account${input.balance === null ? '' : `; your balance is ${credits(input.balance)}`}.`;
}

const invoicePath = (invoice: InvoiceFigures | null | undefined) =>
  invoice ? `/billing/invoice?id=${encodeURIComponent(invoice.id)}` : '/billing';

function content(input: BillingEmailInput): Content {
  const invoice = input.invoice ?? null;
  const plan = input.plan?.name ?? 'your plan';
  const lines = (...items: (string | null | undefined)[]) => items.filter((p): p is string => Boolean(p));
  switch (input.kind) {
    case 'receipt':
      return {
        subject: `Receipt for ${invoice?.description ?? 'your purchase'}${invoice ? `: ${money(invoice.totalPence)}` : ''}`,
        paragraphs: lines(
          `Thank you for your payment for ${invoice?.description ?? 'your purchase'}.`,
          invoice && paymentLine(invoice),
          creditsLine(input),
          invoice?.periodEnd && input.plan
            ? `Your plan renews on ${date(invoice.periodEnd)}; cancel any time from Billing.`
            : null,
          cancellationRightReceipt(),
          // An account made at checkout: the button is the invoice (a link that lasts 30 days, for
          // this invoice only), and the one-hour sign-in link is offered beside it.
          input.signInLink
            ? `Your account was made with this email address at checkout. To confirm the address and sign in, use this link within an hour (it works once): ${input.signInLink}`
            : null,
          input.invoiceLink
            ? `The button downloads your VAT invoice as a PDF; that link works for 30 days, for this invoice only. After that, sign in with this email address (use "Forgot password" on the sign-in page to set a password) and find every invoice on Billing: ${input.siteUrl.replace(/\/$/, '')}${invoicePath(invoice)}`
            : input.signInLink && invoice
              ? `Your VAT invoice, any time after you sign in: ${input.siteUrl.replace(/\/$/, '')}${invoicePath(invoice)}`
              : null,
        ),
        action: input.invoiceLink
          ? { label: 'Download your VAT invoice', path: input.invoiceLink }
          : input.signInLink
            ? { label: 'Confirm and sign in', path: input.signInLink }
            : { label: 'View your VAT invoice', path: invoicePath(invoice) },
      };
    case 'invoice_available':
      return {
        subject: `Your invoice ${invoice?.number ?? ''} is ready`,
        paragraphs: lines(
          `Your invoice for ${invoice?.description ?? 'your account'} is ready.`,
          invoice && paymentLine(invoice),
        ),
        action: { label: 'View your VAT invoice', path: invoicePath(invoice) },
      };
    case 'renewal':
      return {
        subject: input.recovered ? `Payment received: ${plan} is active again` : `Your ${plan} plan has renewed`,
        paragraphs: lines(
          input.recovered
            ? `Your overdue payment for ${plan} went through, and your account is working normally again.`
            : `Your ${plan} plan has renewed.`,
          invoice && paymentLine(invoice),
          creditsLine(input),
          invoice?.periodEnd ? `The next renewal is on ${date(invoice.periodEnd)}.` : null,
        ),
        action: { label: 'View your VAT invoice', path: invoicePath(invoice) },
      };
    case 'renewal_reminder':
      return {
        subject: `Your ${plan} plan renews on ${date(input.renewsAt)}`,
        paragraphs: lines(
          `A reminder that your ${plan} plan renews on ${date(input.renewsAt)}${
            input.plan?.amountPence ? `, when we will take ${money(input.plan.amountPence)} (VAT included)` : ''
          }.`,
          'Nothing to do if you want to keep it. To change or cancel it before then, go to Billing.',
          input.plan && !input.plan.yearly ? 'We send this reminder every six months while your monthly plan carries on.' : null,
        ),
        action: { label: 'Review your plan', path: '/billing' },
      };
    case 'trial_ending':
      return {
        subject: `Your ${BRAND.name} trial ends on ${date(input.trialEnd)}`,
        paragraphs: lines(
          `Your free trial ends on ${date(input.trialEnd)}.`,
          input.balance === null ? null : `You have ${credits(input.balance)} left to use until then.`,
          'Choose a plan to keep using lookups, valuations and the API afterwards. Any credits left over stay on your account.',
        ),
        action: { label: 'Choose a plan', path: '/billing' },
      };
    case 'trial_ended':
      return {
        subject: `Your ${BRAND.name} trial has ended`,
        paragraphs: lines(
          `Your free trial ended on ${date(input.trialEnd)}, so lookups, valuations and the API are paused. The calculators stay free.`,
          input.balance ? `Your ${credits(input.balance)} are kept and come back into use with a plan.` : null,
        ),
        action: { label: 'Choose a plan', path: '/billing' },
      };
    case 'payment_failed':
      return {
        subject: 'Your payment failed: please update your card',
        paragraphs: lines(
          `We could not take the payment of ${invoice ? money(invoice.totalPence) : 'your renewal'} for ${plan}${invoice ? ` (invoice ${invoice.number})` : ''}.`,
          `Your plan keeps working until ${date(input.graceEndsAt)} while we try again. Update your card before then to avoid a pause.`,
        ),
        action: { label: 'Update your card', path: '/billing?manage=payment' },
      };
    case 'paused':
      return {
        subject: 'Your account is paused: the payment did not go through',
        paragraphs: lines(
          `We tried your card several times and could not take the payment for ${plan}, so your account is now paused.`,
          input.balance ? `Your ${credits(input.balance)} are kept.` : null,
          'Update your card or pay the overdue invoice from Billing to carry on where you left off.',
        ),
        action: { label: 'Go to Billing', path: '/billing' },
      };
    case 'cancelled':
      return {
        subject: `Your ${plan} plan is cancelled`,
        paragraphs: lines(
          `Your ${plan} plan is cancelled and ends on ${date(input.endsAt)}. You will not be charged again.`,
          'You can keep using it until then, and your credits are kept. Changed your mind? Choose "Keep my plan" on Billing before that date.',
        ),
        action: { label: 'Go to Billing', path: '/billing' },
      };
    case 'reactivated':
      return {
        subject: `Your ${plan} plan will carry on`,
        paragraphs: lines(
          `You have kept your ${plan} plan: it is no longer cancelled${input.renewsAt ? ` and renews on ${date(input.renewsAt)}` : ''}.`,
        ),
        action: { label: 'Go to Billing', path: '/billing' },
      };
    case 'plan_changed':
      return {
        subject: `Your plan is now ${invoice?.description ?? plan}`,
        paragraphs: lines(
          `Your plan is now ${invoice?.description ?? plan}, with its limits from today.`,
          invoice && paymentLine(invoice),
          creditsLine(input),
          invoice?.periodEnd ? `It renews on ${date(invoice.periodEnd)}; change or cancel it any time from Billing.` : null,
        ),
        action: { label: 'View your VAT invoice', path: invoicePath(invoice) },
      };
    case 'plan_ended':
      return {
        subject: `Your ${plan} plan has ended`,
        paragraphs: lines(
          `Your ${plan} plan ended on ${date(input.endsAt)}, so lookups, valuations and the API are paused. The calculators stay free.`,
          input.wasOverdue
            ? 'The overdue invoice was cancelled: you owe nothing, and we will not try your card again.'
            : 'You will not be charged again.',
          input.balance ? `Your ${credits(input.balance)} are kept and come back into use with a plan.` : null,
        ),
        action: { label: 'Choose a plan', path: '/billing' },
      };
    case 'refund': {
      const note = input.creditNote;
      if (note?.chargeback) {
        return {
          subject: `Your card issuer reversed a payment: credit note ${note.number}`,
          paragraphs: lines(
            `Your card issuer reversed your payment of ${money(note.totalPence)} (a chargeback). Credit note ${note.number} corrects invoice ${note.invoiceNumber ?? ''}.`,
            note.creditsRemoved
              ? `${credits(note.creditsRemoved)} bought with that payment were removed from your balance.`
              : null,
            'If you did not ask your bank for this, reply to this email and we will help.',
          ),
          action: { label: 'View the credit note', path: `/billing/invoice?credit_note=${encodeURIComponent(note.id)}` },
        };
      }
      if (note?.duplicate) {
        return {
          subject: `You already had a plan: we refunded ${money(note.totalPence)}`,
          paragraphs: lines(
            `A second plan was paid for while your plan was already active (two checkouts open at once, perhaps). You keep the plan you had; we cancelled the second one and refunded its ${money(note.totalPence)} to your card. Credit note ${note.number} corrects invoice ${note.invoiceNumber ?? ''}.`,
            'The money usually reaches your account within 5 to 10 working days. Nothing else changes on your account.',
          ),
          action: { label: 'View the credit note', path: `/billing/invoice?credit_note=${encodeURIComponent(note.id)}` },
        };
      }
      return {
        subject: `Refund of ${note ? money(note.totalPence) : 'your payment'}: credit note ${note?.number ?? ''}`,
        paragraphs: lines(
          note
            ? `We have refunded ${money(note.totalPence)}${note.vatPence > 0 ? ` (including ${money(note.vatPence)} VAT)` : ''} to your card. Credit note ${note.number} corrects invoice ${note.invoiceNumber ?? ''}.`
            : 'We have refunded your payment.',
          'The money usually reaches your account within 5 to 10 working days.',
          note?.creditsRemoved
            ? `${credits(note.creditsRemoved)} bought with that payment were removed from your balance.`
            : null,
        ),
        action: {
          label: 'View the credit note',
          path: note ? `/billing/invoice?credit_note=${encodeURIComponent(note.id)}` : '/billing',
        },
      };
    }
  }
}

/** The email for one money event. */
export function billingEmail(input: BillingEmailInput): EmailMessage {
  const body = content(input);
  const origin = input.siteUrl.replace(/\/$/, '');
  const href = body.action.path.startsWith('/') ? `${origin}${body.action.path}` : body.action.path;
  return emailLayout({
    to: input.to,
    subject: body.subject.replace(/\s+/g, ' ').trim(),
    greeting: greetingFor(input.firstName),
    paragraphs: body.paragraphs,
    action: { label: body.action.label, href },
    footer: [`Questions about a payment? Reply to this email or write to ${BRAND.supportEmail}.`, input.trading]
      .filter(Boolean)
      .join(' '),
  });
}
