/**
 * The contact form's fields and rules, shared by the page (checks as you type) and the function
 * (the authority). Topics are the subject prefixes the page has always asked people to use.
 */
import { z } from 'zod';

export const CONTACT_TOPICS = ['Account', 'Billing', 'Data', 'API', 'Privacy', 'Partnership', 'Complaint'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_LIMITS = { name: 100, email: 254, messageMin: 10, messageMax: 5000 } as const;

export const contactBody = z.object(
  {
    name: z
      .string({ error: 'Enter your name.' })
      .trim()
      .min(1, 'Enter your name.')
      .max(CONTACT_LIMITS.name, `Your name must be at most ${CONTACT_LIMITS.name} characters.`),
    email: z.email({ error: 'Enter your email address, such as name@example.com, so we can reply.' }).max(CONTACT_LIMITS.email),
    topic: z.enum(CONTACT_TOPICS, { error: 'Choose what your message is about.' }),
    message: z
      .string({ error: 'Write your message.' })
      .trim()
      .min(CONTACT_LIMITS.messageMin, `Tell us a little more: at least ${CONTACT_LIMITS.messageMin} characters.`)
      .max(
        CONTACT_LIMITS.messageMax,
        `Please keep your message under ${CONTACT_LIMITS.messageMax.toLocaleString('en-GB')} characters.`,
      ),
    /** The honeypot: a field people never see. Anything in it marks the sender as a bot. */
    website: z.string().max(500).optional(),
  },
  { error: 'Send a JSON object with name, email, topic and message.' },
);

/** A short reference people can quote: "BS-" and the first 8 characters of the message id, upper case. */
export function contactReference(id: string): string {
  return `BS-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}
