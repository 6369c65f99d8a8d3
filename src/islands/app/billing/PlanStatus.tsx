import { useState } from 'react';
import type { BillingSettings } from '../../../client/billing.ts';
import {
  hasLivePlan,
  longDate,
  planLine,
  statusView,
  type BillingSubscription,
  type StatusTone,
} from '../../../lib/billing/billing-view.ts';
import { ui } from '../ui-classes.ts';
import { useBillingAction } from './useBillingAction.ts';
import { ErrorText } from '../../shared/ErrorText.tsx';
import { CancelPlanDialog } from './CancelPlanDialog.tsx';

const TONES: Record<StatusTone, string> = {
  good: 'bg-green-100 text-ink',
  warning: 'bg-amber-100 text-ink',
  bad: 'bg-error-surface text-ink',
  neutral: 'bg-brand-50 text-brand-900',
};

interface Props {
  subscription: BillingSubscription | null;
  credits: number | null;
  legacy: boolean;
  settings: BillingSettings | null;
  onChange: () => Promise<void>;
}

/** The plan, its status badge and next date, the credit balance, and cancel, resume and portal. */
export default function PlanStatus({ subscription, credits, legacy, settings, onChange }: Props) {
  const action = useBillingAction();
  const [confirming, setConfirming] = useState(false);
  const view = subscription && !legacy ? statusView(subscription, new Date()) : null;
  const plan = legacy
    ? 'Founding customer (unlimited access, no credit charges)'
    : subscription
      ? (planLine(subscription) ?? (subscription.status === 'trial' ? 'Free trial' : 'No paid plan'))
      : '—';
  const live = subscription ? hasLivePlan(subscription) : false;
  // A payment is overdue (in grace or paused): one way out, paying it; or cancelling, which ends the plan now.
  const overdue = subscription?.status === 'past_due' || subscription?.status === 'paused';
  const canManage = !legacy && settings !== null && settings.mode !== 'off';

  return (
    <section aria-labelledby="plan-title" className="rounded-xl border border-gray-200 p-5" data-plan-status>
      <h2 id="plan-title" className="font-semibold text-ink">
        Your plan
      </h2>
      <dl className="mt-3 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-ink-faint">Plan</dt>
          <dd className="mt-1 text-ink" data-plan-name>
            {plan}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-faint">Status</dt>
          <dd className="mt-1">
            <span className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${TONES[view?.tone ?? 'good']}`} data-plan-state>
              {legacy ? 'Active' : (view?.label ?? '—')}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-faint">Credit balance</dt>
          <dd className="mt-1 text-2xl font-bold text-ink tabular-nums" data-billing-credits>
            {credits?.toLocaleString('en-GB') ?? '—'}
          </dd>
        </div>
      </dl>
      {view && (
        <p className="mt-3 text-sm text-ink-muted" data-plan-sentence>
          {view.sentence}
        </p>
      )}
      {canManage && (live || overdue || subscription?.status === 'canceled') && (
        <div className="mt-4 flex flex-wrap gap-3">
          {overdue && (
            <button
              type="button"
              className={ui.primary}
              disabled={action.busy !== null}
              onClick={() => void action.go('pay-overdue', {}, 'pay-overdue')}
              data-pay-overdue
            >
              {action.busy === 'pay-overdue' ? 'Opening…' : 'Pay the overdue invoice'}
            </button>
          )}
          {(live || overdue) && !subscription?.cancel_at_period_end && (
            <button type="button" className={ui.secondary} disabled={action.busy !== null} onClick={() => setConfirming(true)}>
              Cancel plan
            </button>
          )}
          {live && subscription?.cancel_at_period_end && (
            <button
              type="button"
              className={ui.primary}
              disabled={action.busy !== null}
              onClick={() => void action.run('resume', {}, 'resume', onChange)}
            >
              {action.busy === 'resume' ? 'Resuming…' : 'Keep my plan'}
            </button>
          )}
          <button
            type="button"
            className={ui.secondary}
            disabled={action.busy !== null}
            onClick={() => void action.go('portal', {}, 'portal')}
          >
            {action.busy === 'portal'
              ? 'Opening…'
              : settings?.mode === 'local'
                ? 'Manage payment details (test portal)'
                : 'Manage payment details'}
          </button>
        </div>
      )}
      {subscription && (
        <CancelPlanDialog
          open={confirming}
          endsOn={longDate(subscription.current_period_end)}
          plan={planLine(subscription) ?? 'Your plan'}
          overdue={overdue}
          busy={action.busy === 'cancel'}
          error={confirming ? action.error : ''}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            void action.run('cancel', {}, 'cancel', async () => {
              setConfirming(false);
              await onChange();
            })
          }
        />
      )}
      {action.error && <ErrorText className="mt-3 text-sm">{action.error}</ErrorText>}
    </section>
  );
}
