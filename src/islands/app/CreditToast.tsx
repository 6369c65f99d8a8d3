import { useStore } from '@nanostores/react';
import { remainingMessage } from '../../lib/credits/toast.ts';
import { $creditToast, hideCreditToast } from '../../stores/credit-toast.ts';

/** The credit toast: 'Deducted 1 credit from your balance' / 'You have N credits remaining.' */
export default function CreditToast() {
  const toast = useStore($creditToast);
  return (
    <div aria-live="polite" role="status" data-credit-toast-region className="pointer-events-none fixed right-4 bottom-4 z-50">
      {toast?.show && (
        <div
          className="pointer-events-auto flex max-w-sm items-start gap-3 rounded-xl border border-brand-200 bg-white p-4 shadow-lg"
          data-credit-toast
        >
          <div>
            <p className="font-semibold text-ink">{toast.message}</p>
            <p className="mt-1 text-sm text-ink-muted">{remainingMessage(toast.remainingCredits)}</p>
          </div>
          <button
            type="button"
            onClick={hideCreditToast}
            aria-label="Dismiss"
            className="rounded p-1 text-ink-faint hover:bg-gray-100 hover:text-ink"
          >
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}
