import type { CheckoutItem } from '../../../lib/billing/catalogue.ts';
import { nextStepsFor } from '../../../lib/billing/next-steps.ts';

/** The next steps for what was bought, as links with one line each. */
export function NextSteps({ item, signedIn }: { item: CheckoutItem; signedIn: boolean }) {
  return (
    <ul className="mt-3 grid gap-3 sm:grid-cols-2">
      {nextStepsFor(item, signedIn).map((step) => (
        <li key={step.href} className="rounded-lg border border-gray-200 p-4">
          <a href={step.href} className="font-medium">
            {step.label}
          </a>
          <p className="mt-1 text-sm text-ink-muted">{step.detail}</p>
        </li>
      ))}
    </ul>
  );
}
