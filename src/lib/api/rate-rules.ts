/**
 * Every rate limit and allowance the functions enforce, in one place: a bucket name, a fixed
 * window and the hits allowed in it. Counters live in the database (rate_limit_take), so a limit
 * holds however many function instances serve the calls.
 */
export interface RateRule {
  bucket: string;
  windowSeconds: number;
  limit: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const RATE_RULES = {
  /** Browser error reports per client address. */
  reportError: { bucket: 'report-error', windowSeconds: MINUTE, limit: 20 },
  /**
   * Browser error reports stored per day for the whole site: enough to see any real fault, not
   * enough for a script rotating addresses to fill the database (reports are kept 30 days).
   */
  reportErrorPerDay: { bucket: 'report-error:all', windowSeconds: DAY, limit: 5000 },
  /**
   * Browser error reports stored per day from one source, so no single client can spend the
   * site-wide cap: per network (an IPv6 address counts by its /64, see network-source.ts) and per
   * visitor id when the report carries one. A real browser in trouble sends a handful.
   */
  reportErrorPerNetworkDay: { bucket: 'report-error:network', windowSeconds: DAY, limit: 100 },
  reportErrorPerVisitorDay: { bucket: 'report-error:visitor', windowSeconds: DAY, limit: 100 },
  /** Telegram messages about error reports, for the whole site: an error storm is one alert, not thousands. */
  telegramPerHour: { bucket: 'telegram:all', windowSeconds: HOUR, limit: 30 },
  /** The same error (message and page) is told to Telegram once an hour. */
  telegramSameError: { bucket: 'telegram:same', windowSeconds: HOUR, limit: 1 },
  /** Onboarding text checks per client address. */
  validateChallengePerAddress: { bucket: 'validate-challenge:address', windowSeconds: MINUTE, limit: 30 },
  /** Paid LLM second opinions per signed-in account and day. */
  challengeLlmPerUser: { bucket: 'challenge-llm:user', windowSeconds: DAY, limit: 20 },
  /** Trial sign-ups from one network address: a household or office, not a farm. */
  signupPerAddress: { bucket: 'signup:address', windowSeconds: HOUR, limit: 5 },
  /** Sign-in links to one (normalised) address: enough to retry, not enough to flood a mailbox. */
  signupPerEmail: { bucket: 'signup:email', windowSeconds: DAY, limit: 3 },
  /** Checkout, plan and portal requests per account: enough for any person, not for a script. */
  billingPerUser: { bucket: 'billing:user', windowSeconds: MINUTE, limit: 20 },
  /** Photos uploaded to the staging studio per account. */
  stagingUploadPerUser: { bucket: 'staging:upload', windowSeconds: HOUR, limit: 60 },
  /** Staging renders started per account (each also costs a credit and waits for a free slot). */
  stagingRenderPerUser: { bucket: 'staging:render', windowSeconds: HOUR, limit: 30 },
  /** Contact messages per client address, and per sender address. */
  contactPerAddress: { bucket: 'contact:address', windowSeconds: HOUR, limit: 5 },
  contactPerEmail: { bucket: 'contact:email', windowSeconds: HOUR, limit: 3 },
} as const satisfies Record<string, RateRule>;

/** The free tier's daily allowance for one checker, per visitor (cookie) and per network address. */
export function freeLookupRules(
  service: string,
  perVisitor: number,
  perAddress: number,
): { visitor: RateRule; address: RateRule } {
  return {
    visitor: { bucket: `free:${service}:visitor`, windowSeconds: DAY, limit: perVisitor },
    address: { bucket: `free:${service}:address`, windowSeconds: DAY, limit: perAddress },
  };
}

export { MINUTE, HOUR, DAY };
