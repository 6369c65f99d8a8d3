import { z } from 'zod';
import { CHECKOUT_ITEMS } from '../billing/catalogue.ts';
import { PERSON_NAME, PERSON_NAME_MAX } from '../email/greeting-name.ts';
import { CREDIT_SERVICES } from './credit-services.ts';

/** Largest request bodies the functions read, in bytes; bigger bodies get 413. */
export const BODY_LIMITS = {
  validateChallenge: 8 * 1024,
  deductCredit: 1024,
  trialUpgradeEmail: 2 * 1024,
  reportError: 64 * 1024,
  signup: 2 * 1024,
  billing: 1024,
  stagingJob: 1024,
} as const;

const text = (what: string) => z.string({ error: `${what} must be text.` });

/** A first or last name as it may appear in our emails: letters, spaces, hyphens and apostrophes. */
const personName = (field: string, which: 'first' | 'last') =>
  text(field)
    .trim()
    .min(1, `Enter your ${which} name.`)
    .max(PERSON_NAME_MAX, `Your ${which} name must be at most ${PERSON_NAME_MAX} characters.`)
    .regex(PERSON_NAME, `Your ${which} name can use letters, spaces, hyphens and apostrophes only.`);

/** POST /api/validate-challenge: the trimmed free text of the challenge or goal step. */
export const validateChallengeBody = z.object(
  { challenge: text('challenge').max(4000, 'challenge must be at most 4000 characters.') },
  { error: 'Send a JSON object such as {"challenge": "…"}.' },
);

/** POST /api/deduct-credit: which service the credit pays for. */
export const deductCreditBody = z.object(
  {
    service: z.enum(CREDIT_SERVICES, {
      error: `service must be one of: ${CREDIT_SERVICES.join(', ')}.`,
    }),
  },
  { error: 'Send a JSON object such as {"service": "postcode-crime"}.' },
);

/** POST /api/trial-upgrade-email: the caller's own user id and email. */
export const trialUpgradeEmailBody = z.object(
  {
    userId: z.uuid({ error: 'userId must be the user id (a UUID).' }),
    email: z.email({ error: 'email must be an email address.' }).max(320, 'email must be at most 320 characters.'),
  },
  { error: 'Send a JSON object such as {"userId": "…", "email": "…"}.' },
);

/** POST /api/signup: the start-trial form (names are trimmed; consent must be given). */
export const signupBody = z.object(
  {
    email: z.email({ error: 'Enter your email address, such as name@example.com.' }).max(254, 'Your email address is too long.'),
    firstName: personName('firstName', 'first'),
    lastName: personName('lastName', 'last'),
    consent: z.literal(true, { error: 'Please agree to the terms and privacy policy to start your trial.' }),
  },
  { error: 'Send a JSON object such as {"email": "…", "firstName": "…", "lastName": "…", "consent": true}.' },
);

const ITEM_IDS = CHECKOUT_ITEMS.map((item) => item.id) as [string, ...string[]];

/** POST /api/billing/checkout and /api/billing/change-plan: what to buy or switch to. */
export const billingItemBody = z.object(
  { item: z.enum(ITEM_IDS, { error: `item must be one of: ${ITEM_IDS.join(', ')}.` }) },
  { error: 'Send a JSON object such as {"item": "premium_monthly"}.' },
);

/** POST /api/billing/local/*: the local test checkout session or action target. */
export const localBillingBody = z.object(
  {
    session: z
      .string()
      .regex(/^cs_local_[a-z0-9]{8,40}$/, 'session must be a local checkout session id.')
      .optional(),
  },
  { error: 'Send a JSON object such as {"session": "cs_local_…"}.' },
);

/** POST /api/staging/jobs: which uploaded photo to stage, as what room, in which style. */
export const stagingJobBody = z.object(
  {
    photoId: z.uuid({ error: 'photoId must be the id of one of your uploaded photos.' }),
    room: z.string({ error: 'room must be text.' }).max(40),
    style: z.string({ error: 'style must be text.' }).max(40),
  },
  { error: 'Send a JSON object such as {"photoId": "…", "room": "bedroom", "style": "scandinavian"}.' },
);
