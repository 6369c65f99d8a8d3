/**
 * What to do after a purchase, by what was bought: the API plan's first request, Premium's
 * research tools, a top-up's reminder that credits keep. Pure, so /success and its test read
 * the same list.
 */
import type { CheckoutItem } from './catalogue.ts';

export interface NextStep {
  label: string;
  href: string;
  detail: string;
}

export function nextStepsFor(item: CheckoutItem, signedIn: boolean): NextStep[] {
  const account: NextStep = signedIn
    ? { label: 'Your billing page', href: '/billing', detail: 'Plan, renewal date, invoices and the credit ledger.' }
    : { label: 'Confirm your email', href: '/login', detail: 'Open the link we emailed you, then choose a password.' };
  if (item.kind === 'plan' && item.plan === 'api') {
    return [
      {
        label: 'Getting started with the property API',
        href: '/docs/getting-started',
        detail: 'Send your API key in the x-api-key header and make your first request.',
      },
      { label: 'API reference', href: '/api-hub', detail: 'Every endpoint, its parameters and an example answer.' },
      account,
    ];
  }
  if (item.kind === 'plan') {
    return [
      { label: 'Run a postcode report', href: '/postcode-data', detail: 'Crime, schools, broadband and more for one postcode.' },
      { label: 'Value a property', href: '/valuation', detail: 'An instant valuation from sold prices nearby.' },
      { label: 'Analyse a deal', href: '/property-deal-analyser', detail: 'Yield, cash flow and the most to offer.' },
      account,
    ];
  }
  return [
    {
      label: 'Use your credits',
      href: signedIn ? '/dashboard' : '/postcode-data',
      detail: 'Top-up credits never expire; they are spent after your plan’s allowance, one per lookup, valuation or API call.',
    },
    account,
  ];
}
