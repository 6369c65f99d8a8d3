import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../escape-html.ts';
import type { BillingEmailInput } from './billing-email-input.ts';
import { billingEmail, greetingFor } from './billing-email.ts';

const BASE: BillingEmailInput = {
  kind: 'receipt',
  to: 'ada@example.com',
  firstName: 'Ada',
  siteUrl: 'https://brickstack.co.uk/',
  balance: 525,
  plan: { name: 'Premium (monthly)', amountPence: 2900, yearly: false },
  invoice: {
    id: 'in_1',
    number: 'BS-000001',
    description: 'Premium (monthly)',
    totalPence: 2900,
    vatPence: 483,
    netPence: 2417,
    vatRatePercent: 20,
    issuedAt: '2026-11-26T10:00:00Z',
    creditsAdded: 500,
    periodEnd: '2026-12-26T10:00:00Z',
  },
};

describe('billingEmail', () => {
  it('writes a receipt with the figures in both parts and links the VAT invoice', () => {
    const email = billingEmail(BASE);
    expect(email.subject).toBe('Receipt for Premium (monthly): £29.00');
    for (const body of [email.text, email.html]) {
      expect(body).toContain('Hi Ada,');
      expect(body).toContain('£29.00 paid on 26 November 2026: £24.17 plus VAT at 20% (£4.83). Invoice BS-000001.');
      expect(body).toContain('500 credits added to your account; your balance is 525 credits.');
      expect(body).toContain('Your plan renews on 26 December 2026');
      expect(body).toContain('https://brickstack.co.uk/billing/invoice?id=in_1');
    }
  });

  it('quotes the payment date of an invoice paid late, thousands separators and the trading disclosures', () => {
    const email = billingEmail({
      ...BASE,
      kind: 'renewal',
      balance: 12_500,
      invoice: { ...BASE.invoice!, paidAt: '2026-12-02T09:00:00Z' },
      trading: 'Brickstack Ltd, registered in England and Wales no. 12345678. Registered office: 1 Example Street, Sale.',
    });
    expect(email.text).toContain('£29.00 paid on 2 December 2026');
    expect(email.text).toContain('your balance is 12,500 credits');
    expect(email.text).toContain('registered in England and Wales no. 12345678. Registered office: 1 Example Street, Sale.');
  });

  it('words a chargeback apart from a refund we made', () => {
    const email = billingEmail({
      ...BASE,
      kind: 'refund',
      creditNote: {
        id: 'cn_1',
        number: 'CN-1',
        invoiceNumber: 'BS-000001',
        totalPence: 2900,
        vatPence: 483,
        creditsRemoved: 500,
        chargeback: true,
      },
    });
    expect(email.subject).toBe('Your card issuer reversed a payment: credit note CN-1');
    expect(email.text).toContain('Your card issuer reversed your payment of £29.00 (a chargeback).');
    expect(email.text).not.toContain('5 to 10 working days');
  });

  it('tells a plan change with its figures, and an ended plan with what happened to the overdue invoice', () => {
    const changed = billingEmail({
      ...BASE,
      kind: 'plan_changed',
      invoice: {
        ...BASE.invoice!,
        description: 'API (monthly)',
        totalPence: 9900,
        vatPence: 1650,
        netPence: 8250,
        creditsAdded: 5000,
      },
    });
    expect(changed.subject).toBe('Your plan is now API (monthly)');
    expect(changed.text).toContain('£99.00 paid on 26 November 2026: £82.50 plus VAT at 20% (£16.50).');
    expect(changed.text).toContain('5,000 credits added to your account');
    const ended = billingEmail({ ...BASE, kind: 'plan_ended', endsAt: '2026-12-05T10:00:00Z', wasOverdue: true });
    expect(ended.subject).toBe('Your Premium (monthly) plan has ended');
    expect(ended.text).toContain('The overdue invoice was cancelled: you owe nothing');
  });

  it('gives an account made at checkout its sign-in link instead', () => {
    const email = billingEmail({ ...BASE, signInLink: 'https://brickstack.co.uk/auth/v1/verify?token=abc' });
    expect(email.text).toContain('Confirm and sign in: https://brickstack.co.uk/auth/v1/verify?token=abc');
    expect(email.text).toContain('Your account was made with this email address at checkout.');
    expect(email.text).toContain(
      'Your VAT invoice, any time after you sign in: https://brickstack.co.uk/billing/invoice?id=in_1',
    );
  });

  it('states the grace end date and links the card update for a failed payment', () => {
    const email = billingEmail({ ...BASE, kind: 'payment_failed', graceEndsAt: '2026-12-03T10:00:00Z' });
    expect(email.subject).toBe('Your payment failed: please update your card');
    expect(email.text).toContain('Your plan keeps working until 3 December 2026 while we try again.');
    expect(email.text).toContain('Update your card: https://brickstack.co.uk/billing?manage=payment');
  });

  it('states the end date of a cancelled plan', () => {
    const email = billingEmail({ ...BASE, kind: 'cancelled', endsAt: '2026-12-26T10:00:00Z' });
    expect(email.text).toContain(
      'Your Premium (monthly) plan is cancelled and ends on 26 December 2026. You will not be charged again.',
    );
  });

  it('names the credit note and the invoice it corrects for a refund', () => {
    const email = billingEmail({
      ...BASE,
      kind: 'refund',
      creditNote: {
        id: 'cn_1',
        number: 'BS-CN-000001',
        invoiceNumber: 'BS-000001',
        totalPence: 1200,
        vatPence: 200,
        creditsRemoved: 100,
      },
    });
    expect(email.subject).toBe('Refund of £12.00: credit note BS-CN-000001');
    expect(email.text).toContain(
      'We have refunded £12.00 (including £2.00 VAT) to your card. Credit note BS-CN-000001 corrects invoice BS-000001.',
    );
    expect(email.text).toContain('https://brickstack.co.uk/billing/invoice?credit_note=cn_1');
  });

  it('writes every kind with a subject, a text part without markup and an HTML part', () => {
    for (const kind of [
      'receipt',
      'invoice_available',
      'renewal',
      'renewal_reminder',
      'trial_ending',
      'trial_ended',
      'payment_failed',
      'paused',
      'cancelled',
      'reactivated',
      'refund',
    ] as const) {
      const email = billingEmail({ ...BASE, kind, renewsAt: '2027-01-01T00:00:00Z', trialEnd: '2026-12-01T00:00:00Z' });
      expect(email.subject.length, kind).toBeGreaterThan(10);
      expect(email.text, kind).not.toMatch(/<[a-z]/i);
      expect(email.html, kind).toMatch(/^<!doctype html>/);
    }
  });
});

describe('greetingFor', () => {
  it('uses only plain names, so a profile cannot write its own words into a branded email', () => {
    expect(greetingFor("Siân O'Neil-Jones")).toBe("Hi Siân O'Neil-Jones,");
    expect(greetingFor('URGENT: your card was charged £499, cancel at https://evil.example')).toBe('Hello,');
    expect(greetingFor(null)).toBe('Hello,');
    const email = billingEmail({ ...BASE, firstName: '<img src=x onerror=alert(1)>' });
    expect(email.html).not.toContain('<img src=x');
    expect(email.html).not.toContain(escapeHtml('<img src=x'));
  });

  it('says a business abroad paid without UK VAT under the reverse charge, and gives the right to cancel', () => {
    const email = billingEmail({
      ...BASE,
      invoice: {
        ...BASE.invoice!,
        totalPence: 2417,
        vatPence: 0,
        netPence: 2417,
        reverseCharge: true,
        customerTaxId: 'IE6388047V',
      },
    });
    expect(email.subject).toBe('Receipt for Premium (monthly): £24.17');
    expect(email.text).toContain(
      '£24.17 paid on 26 November 2026, no UK VAT (Reverse charge: customer to account for VAT; your VAT number IE6388047V). Invoice BS-000001.',
    );
    expect(email.text).not.toContain('plus VAT');
    expect(email.text).toContain('Your right to cancel: you asked us to start at once.');
    expect(email.text).toContain('within 14 days of paying and get a full refund');
  });

  it('gives an account made at checkout a 30-day invoice link as its button, and the one-hour sign-in link beside it', () => {
    const email = billingEmail({
      ...BASE,
      signInLink: 'https://auth.example/verify?token=abc',
      invoiceLink: 'https://brickstack.co.uk/api/billing/invoice-pdf?id=in_1&expires=1&sig=x',
    });
    expect(email.text).toContain(
      'Download your VAT invoice: https://brickstack.co.uk/api/billing/invoice-pdf?id=in_1&expires=1&sig=x',
    );
    expect(email.text).toContain('use this link within an hour (it works once): https://auth.example/verify?token=abc');
    expect(email.text).toContain('that link works for 30 days, for this invoice only');
  });

  it('explains a duplicate plan’s refund in one email', () => {
    const email = billingEmail({
      ...BASE,
      kind: 'refund',
      invoice: null,
      creditNote: {
        id: 'cn_1',
        number: 'BS-CN-000001',
        invoiceNumber: 'BS-000002',
        totalPence: 2900,
        vatPence: 483,
        creditsRemoved: 0,
        duplicate: true,
      },
    });
    expect(email.subject).toBe('You already had a plan: we refunded £29.00');
    expect(email.text).toContain('You keep the plan you had; we cancelled the second one and refunded its £29.00 to your card.');
    expect(email.text).toContain('Credit note BS-CN-000001 corrects invoice BS-000002.');
  });
});
