/** Credit toast constants: how long it shows and where it is remembered. */
export const CREDIT_TOAST = {
  message: 'Deducted 1 credit from your balance',
  visibleMs: 5000,
  recencyMs: 30_000,
  storageKey: 'creditToast',
} as const;

/** The toast as stored in the browser under `creditToast`. */
export interface CreditToastState {
  show: boolean;
  message: string;
  remainingCredits: number;
  timestamp: number;
}

/** 'You have N credits remaining.' */
export function remainingMessage(credits: number): string {
  return `You have ${credits} credits remaining.`;
}

/** A fresh toast for a deduction at `now`; `note` replaces the message when nothing was charged. */
export function deductionToast(remainingCredits: number, now: number, note?: string): CreditToastState {
  return { show: true, message: note ?? CREDIT_TOAST.message, remainingCredits, timestamp: now };
}

/**
 * The stored toast to restore on load: only when it parses, is still shown and is younger
 * than 30 s. Anything else (missing, corrupt, hidden, stale, future) → null.
 */
export function restorableToast(raw: string | null, now: number): CreditToastState | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const t = value as Partial<CreditToastState>;
  if (t.show !== true || typeof t.timestamp !== 'number' || typeof t.remainingCredits !== 'number') return null;
  const age = now - t.timestamp;
  if (age < 0 || age >= CREDIT_TOAST.recencyMs) return null;
  return {
    show: true,
    message: typeof t.message === 'string' ? t.message : CREDIT_TOAST.message,
    remainingCredits: t.remainingCredits,
    timestamp: t.timestamp,
  };
}
