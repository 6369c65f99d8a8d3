/**
 * No email the product sends names a setting or talks about configuration (issue 41): the unit
 * twin of e2e/foundation/no-configuration-words.spec.ts, which checks the customer pages. Every
 * template is rendered — each billing email kind, with every figure and with a deployment that
 * configured nothing optional (no trading disclosures, no supplier address, no invoice link) — and
 * its subject, text and HTML (tags stripped) are searched for the settings of .env.example, for
 * any SETTING_STYLE name, and for configuration talk ("not configured", "Stripe keys…").
 * The contact email (to the team inbox) and the data alert (to the operator) are checked too.
 */
import { describe, expect, it } from 'vitest';
import { EMAIL_CONFIG_WORDS as CONFIG_WORDS, ENV_STYLE, SETTINGS } from '../../../tests/support/configuration-words.ts';
import { supplierConfig } from '../billing/supplier.ts';
import type { BillingEmailInput, BillingEmailKind } from './billing/billing-email-input.ts';
import { billingEmail } from './billing/billing-email.ts';
import { contactEmail } from './contact-email.ts';
import { dataAlertEmail } from './data-alert-email.ts';
import type { EmailMessage } from './email-message.ts';
import { signInLinkEmail } from './sign-in-link-email.ts';
import { trialUpgradeEmail } from './trial-upgrade-email.ts';

/** Every kind, as a record so a new kind is a type error here until it is checked. */
const KIND_SET: Record<BillingEmailKind, true> = {
  receipt: true,
  invoice_available: true,
  renewal: true,
  renewal_reminder: true,
  trial_ending: true,
  trial_ended: true,
  payment_failed: true,
  paused: true,
  cancelled: true,
  reactivated: true,
  refund: true,
  plan_changed: true,
  plan_ended: true,
};
const KINDS = Object.keys(KIND_SET) as BillingEmailKind[];

const FULL: Omit<BillingEmailInput, 'kind'> = {
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
    paidAt: '2026-11-27T10:00:00Z',
    creditsAdded: 500,
    periodEnd: '2026-12-26T10:00:00Z',
    reverseCharge: true,
    customerTaxId: 'IE6388047V',
  },
  creditNote: { id: 'cn_1', number: 'CN-1', invoiceNumber: 'BS-000001', totalPence: 2900, vatPence: 483, creditsRemoved: 500 },
  graceEndsAt: '2026-12-03T10:00:00Z',
  endsAt: '2026-12-26T10:00:00Z',
  renewsAt: '2026-12-26T10:00:00Z',
  trialEnd: '2026-12-01T10:00:00Z',
  recovered: true,
  wasOverdue: true,
  trading: 'Brickstack Ltd, registered in England and Wales no. 12345678. Registered office: 1 Example Street, Sale.',
  signInLink: 'https://brickstack.co.uk/auth/v1/verify?token=abc&type=magiclink',
  invoiceLink: 'https://brickstack.co.uk/api/billing/invoice-pdf?id=in_1&sig=abc',
};

/** What a deployment that configured nothing optional sends: no disclosures, links or figures it lacks. */
const BARE: Omit<BillingEmailInput, 'kind'> = {
  to: 'ada@example.com',
  firstName: null,
  siteUrl: 'http://localhost:4321',
  balance: null,
  plan: null,
  invoice: null,
  creditNote: null,
  graceEndsAt: null,
  endsAt: null,
  renewsAt: null,
  trialEnd: null,
  trading: null,
  signInLink: null,
  invoiceLink: null,
};

function emails(): [string, EmailMessage][] {
  const out: [string, EmailMessage][] = [];
  for (const kind of KINDS) {
    out.push([`billing ${kind}`, billingEmail({ ...FULL, kind })]);
    out.push([`billing ${kind}, nothing optional configured`, billingEmail({ ...BARE, kind })]);
    out.push([
      `billing ${kind}, chargeback / duplicate`,
      billingEmail({ ...FULL, kind, creditNote: { ...FULL.creditNote!, chargeback: true, duplicate: true }, recovered: false }),
    ]);
  }
  // The supplier as an unconfigured deployment reads it (no SUPPLIER_* settings): only the brand's name.
  const supplier = supplierConfig({});
  out.push(['billing receipt, unconfigured supplier', billingEmail({ ...FULL, kind: 'receipt', trading: `${supplier.name}.` })]);
  for (const kind of ['new', 'existing'] as const) {
    out.push([
      `sign-in link (${kind})`,
      signInLinkEmail({ to: 'ada@example.com', firstName: 'Ada', link: 'https://x.test/l', kind }),
    ]);
    out.push([`sign-in link (${kind}, no name)`, signInLinkEmail({ to: 'ada@example.com', link: 'https://x.test/l', kind })]);
  }
  out.push([
    'trial upgrade',
    trialUpgradeEmail({ to: 'ada@example.com', firstName: 'Ada', siteUrl: 'https://x.test', trialEnd: '2026-12-01T10:00:00Z' }),
  ]);
  out.push([
    'trial upgrade, no end date',
    trialUpgradeEmail({ to: 'ada@example.com', siteUrl: 'https://x.test', trialEnd: null }),
  ]);
  out.push([
    'contact (team inbox)',
    contactEmail({
      to: 'team@example.com',
      reference: 'C-1',
      name: 'Ada',
      email: 'ada@example.com',
      topic: 'Data',
      message: 'Hello',
      receivedAt: '2026-11-28T10:00:00Z',
    }),
  ]);
  for (const kind of ['overdue', 'held', 'failed'] as const)
    out.push([
      `data alert (${kind}, operator)`,
      dataAlertEmail({ to: 'ops@example.com', kind, lines: ['price-paid-monthly: overdue 9 days (due 2026-11-20)'] }),
    ]);
  return out;
}

/** The words a reader sees: subject, plain text, and the HTML with its tags and attributes removed. */
const readable = (m: EmailMessage) =>
  [
    m.subject,
    m.text,
    m.html
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&[a-z]+;/g, ' '),
  ].join('\n');

describe('emails never show configuration', () => {
  it('reads the settings from .env.example', () => {
    expect(SETTINGS).toEqual(expect.arrayContaining(['VAT_NUMBER', 'SUPPLIER_ADDRESS', 'STRIPE_SECRET_KEY']));
  });

  it.each(emails())('%s: no setting name, no setting-style name, no configuration talk', (_name, message) => {
    const words = readable(message);
    expect(SETTINGS.filter((s) => words.includes(s) || message.html.includes(s))).toEqual([]);
    expect(ENV_STYLE.exec(words)?.[0] ?? null).toBeNull();
    expect(CONFIG_WORDS.exec(words)?.[0] ?? null).toBeNull();
  });
});
