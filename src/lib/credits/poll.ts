/** How often the signed-in sidebar re-reads the credit balance (every 60 s). */
export const CREDIT_POLL_MS = 60_000;
