import type { PlanItem } from '../../../lib/billing/catalogue.ts';
import type { PlanChangeQuote } from '../../../lib/billing/plan-change.ts';
import { Modal } from '../Modal.tsx';
import { ui } from '../ui-classes.ts';

interface Props {
  item: PlanItem | null;
  quote: PlanChangeQuote | null;
  busy: boolean;
  error: string;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Confirms a plan change before anything is charged: the new price, what is charged today and
 * when it renews, what happens to the current plan, and when the new plan's credits and limits
 * apply. A modal dialog (focus kept inside, Escape closes, focus returns to the opener).
 */
export function PlanChangeDialog({ item, quote, busy, error, onConfirm, onClose }: Props) {
  return (
    <Modal
      open={item !== null}
      onClose={onClose}
      labelledBy="change-title"
      describedBy="change-description"
      name="change-plan"
      className="max-w-md"
    >
      {item && quote && (
        <div className="space-y-4 p-6">
          <h2 id="change-title" className="text-lg font-semibold text-ink">
            Switch to {item.name}?
          </h2>
          <div id="change-description" className="space-y-2 text-ink">
            <p className="font-medium" data-change-today>
              {quote.chargedToday}
            </p>
            <p data-change-renews>{quote.renews}</p>
            <p>{quote.current}</p>
            <p>{quote.credits}</p>
          </div>
          {error && (
            <p role="alert" className="text-sm text-error">
              {error}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className={ui.secondary} onClick={onClose} data-autofocus>
              Keep my current plan
            </button>
            <button type="button" className={ui.primary} disabled={busy} onClick={onConfirm} data-confirm-change>
              {busy ? 'Paying…' : `Pay and switch to ${item.name}`}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
