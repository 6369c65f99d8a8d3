import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { billingCall, fetchBillingSettings, openBillingCall, type BillingMode } from '../../../client/billing.ts';
import { fetchSavedBilling } from '../../../client/billing-documents.ts';
import { parseWithSchema } from '../../../lib/api/field-errors.ts';
import { priceWithVat } from '../../../lib/billing/billing-view.ts';
import { checkoutItem } from '../../../lib/billing/catalogue.ts';
import { billingDetailsBody, guestCheckoutBody } from '../../../lib/billing/request-bodies.ts';
import { isSafeBillingRedirect } from '../../../lib/billing/safe-redirect.ts';
import { UK_STANDARD_RATE_PERCENT } from '../../../lib/billing/vat.ts';
import { ErrorText } from '../../shared/ErrorText.tsx';
import { Field, inputClass } from '../../shared/Field.tsx';
import { Loading } from '../SignedOutNotice.tsx';
import { ui } from '../ui-classes.ts';
import { useAccount } from '../useAccount.ts';
import { BillingDetailsFields, EMPTY_BILLING, billingBody, draftOf, type BillingDraft } from './BillingDetailsFields.tsx';
import { TestPayment } from './TestPayment.tsx';
import { useSearchParams } from './useSearchParams.ts';

/**
 * /checkout?item=: buying from /pricing in one go. A visitor gives an email address and a name
 * and goes straight to payment (the account is made from that address; the receipt brings the
 * sign-in link and the same onboarding as a trial). A signed-in person goes to the checkout on
 * their own account. Locally, `?session=` is the visitor's test payment page. With Stripe, the
 * billing details (name, address, a business's VAT number) are asked here first, filled in from
 * the last invoice for a returning buyer: a consumer abroad is refused before paying, and Stripe
 * Checkout then asks only for the card (/billing's buy buttons come here too).
 */
export default function GuestCheckout() {
  const id = useId();
  const { status, user } = useAccount();
  const params = useSearchParams();
  const sessionId = params?.get('session') ?? null;
  const item = checkoutItem(params?.get('item') ?? null);
  const [form, setForm] = useState({ email: '', firstName: '', lastName: '', consent: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [mode, setMode] = useState<BillingMode | null>(null);
  const [billing, setBilling] = useState<BillingDraft>(EMPTY_BILLING);

  useEffect(() => {
    void fetchBillingSettings().then((r) => setMode(r.ok ? r.value.mode : 'off'));
  }, []);
  useEffect(() => {
    if (user && mode === 'stripe') void fetchSavedBilling(user.id).then((saved) => saved && setBilling(draftOf(saved)));
  }, [user, mode]);

  if (!params) return <Loading />;
  if (sessionId) return <TestPayment sessionId={sessionId} cancelTo="/pricing?checkout=cancelled" />;
  if (!item) {
    return (
      <p data-checkout-unknown>
        Choose what to buy on the <a href="/pricing">pricing page</a>.
      </p>
    );
  }
  if (status === 'loading') return <Loading />;

  async function go(result: Awaited<ReturnType<typeof openBillingCall<{ url?: string }>>>) {
    if (result.ok && isSafeBillingRedirect(result.value.url)) return window.location.assign(result.value.url);
    setBusy(false);
    setError(result.ok ? 'The payment service gave an unexpected answer. Please try again.' : result.error);
  }

  /** With Stripe, the checked billing details (or null after showing their errors); without, undefined. */
  function checkedBilling() {
    if (mode !== 'stripe') return undefined;
    const checked = parseWithSchema(billingDetailsBody, billingBody(billing));
    if (!checked.ok) {
      setErrors(checked.error);
      return null;
    }
    return checked.value;
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const details = checkedBilling();
    if (details === null) return;
    const checked = parseWithSchema(guestCheckoutBody, { item: item!.id, ...form, ...(details ? { billing: details } : {}) });
    if (!checked.ok) return setErrors(checked.error);
    setErrors({});
    setError('');
    setBusy(true);
    await go(await openBillingCall<{ url?: string }>('guest-checkout', checked.value));
  }

  const period = item.kind === 'plan' ? (item.interval === 'year' ? ' a year' : ' a month') : '';
  const summary = (
    <section aria-labelledby="buying-title" className="rounded-xl border border-gray-200 p-5" data-checkout-item>
      <h2 id="buying-title" className="font-semibold text-ink">
        {item.name}
      </h2>
      <p className="mt-1 text-ink">
        {priceWithVat(item.pence, UK_STANDARD_RATE_PERCENT)}
        {period}, {item.credits.toLocaleString('en-GB')} credits
        {item.kind === 'plan' ? (item.interval === 'year' ? ' a year, added at once' : ' a month') : ' that never expire'}.
      </p>
    </section>
  );

  if (user) {
    return (
      <div className="max-w-lg space-y-5" data-checkout-signed-in>
        {summary}
        <p>
          You are signed in as {user.email}: the purchase is added to this account. Any trial credits you have left stay on it.
        </p>
        {mode === 'stripe' && <BillingDetailsFields value={billing} onChange={setBilling} errors={errors} />}
        <button
          type="button"
          className={ui.primary}
          disabled={busy || mode === null}
          onClick={() => {
            const details = checkedBilling();
            if (details === null) return;
            setErrors({});
            setBusy(true);
            void billingCall<{ url?: string }>('checkout', { item: item.id, ...(details ? { billing: details } : {}) }).then(go);
          }}
        >
          {busy ? 'Opening checkout…' : 'Continue to payment'}
        </button>
        {error && <ErrorText>{error}</ErrorText>}
      </div>
    );
  }

  const input = (field: 'email' | 'firstName' | 'lastName', label: string, type: string, autoComplete: string) => (
    <Field id={`${id}-${field}`} label={label} error={errors[field]}>
      {(a11y) => (
        <input
          id={`${id}-${field}`}
          type={type}
          className={inputClass}
          value={form[field]}
          autoComplete={autoComplete}
          required
          onChange={(event) => setForm({ ...form, [field]: event.target.value })}
          {...a11y}
        />
      )}
    </Field>
  );
  return (
    <div className="max-w-lg space-y-5" data-guest-checkout>
      {summary}
      <form className="space-y-4" noValidate onSubmit={(event) => void submit(event)}>
        {input('email', 'Email address', 'email', 'email')}
        <p className="text-sm text-ink-muted">
          Your account is made with this address: the receipt, your VAT invoice and a link to set up your account go there.
        </p>
        {input('firstName', 'First name', 'text', 'given-name')}
        {input('lastName', 'Last name', 'text', 'family-name')}
        {mode === 'stripe' && <BillingDetailsFields value={billing} onChange={setBilling} errors={errors} />}
        <div>
          <label className="flex items-start gap-2 text-ink">
            <input
              type="checkbox"
              className="mt-1"
              checked={form.consent}
              onChange={(event) => setForm({ ...form, consent: event.target.checked })}
              aria-invalid={errors['consent'] ? true : undefined}
              aria-describedby={errors['consent'] ? `${id}-consent-error` : undefined}
            />
            <span>
              I accept the <a href="/terms">terms</a> and the <a href="/privacy-policy">privacy policy</a>.
            </span>
          </label>
          {errors['consent'] && (
            <p id={`${id}-consent-error`} className="mt-1 text-sm font-medium text-error">
              {errors['consent']}
            </p>
          )}
        </div>
        <button type="submit" className={ui.primary} disabled={busy}>
          {busy ? 'Opening checkout…' : 'Continue to payment'}
        </button>
      </form>
      {error && <ErrorText data-guest-checkout-error>{error}</ErrorText>}
      <p className="text-sm text-ink-muted">
        Already have an account? <a href="/login">Sign in</a> first and the purchase is added to it.
      </p>
    </div>
  );
}
