import { Modal } from '../Modal.tsx';
import { ui } from '../ui-classes.ts';

interface Props {
  open: boolean;
  /** "26 December 2026", when the period end is known. */
  endsOn: string | null;
  plan: string;
  /** A payment is overdue: cancelling ends the plan now and cancels the unpaid invoice. */
  overdue?: boolean;
  busy: boolean;
  error: string;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Confirms cancelling at the end of the period (or, with a payment overdue, now, with the unpaid
 * invoice cancelled): a modal dialog (focus moves in and is kept there,
 * Escape or "Keep my plan" closes it and focus returns to the button that opened it) stating the
 * day the plan ends, that nothing more is charged, and that credits are kept.
 */
export function CancelPlanDialog({ open, endsOn, plan, overdue = false, busy, error, onConfirm, onClose }: Props) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy="cancel-title"
      describedBy="cancel-description"
      name="cancel-plan"
      className="max-w-md"
    >
      <div className="space-y-4 p-6">
        <h2 id="cancel-title" className="text-lg font-semibold text-ink">
          Cancel your plan?
        </h2>
        <div id="cancel-description" className="space-y-2 text-ink">
          {overdue ? (
            <>
              <p data-cancel-end>
                Your last payment is overdue, so {plan} ends today if you cancel. The overdue invoice is cancelled: you will not
                be charged it, or anything again.
              </p>
              <p>Your credits are kept for when you choose a plan again. To keep the plan instead, pay the overdue invoice.</p>
            </>
          ) : (
            <>
              <p data-cancel-end>
                {endsOn
                  ? `${plan} stays active until ${endsOn}, then ends. You will not be charged again.`
                  : `${plan} stays active until the end of the period you have paid for, then ends. You will not be charged again.`}
              </p>
              <p>Your credits are kept, and you can undo this any time before then with &ldquo;Keep my plan&rdquo;.</p>
            </>
          )}
        </div>
        {error && (
          <p role="alert" className="text-sm text-error">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={ui.secondary} onClick={onClose} data-autofocus>
            Keep my plan
          </button>
          <button type="button" className={ui.primary} disabled={busy} onClick={onConfirm}>
            {busy ? 'Cancelling…' : overdue ? 'Cancel the plan now' : 'Cancel at the end of the period'}
          </button>
        </div>
      </div>
    </Modal>
  );
}
