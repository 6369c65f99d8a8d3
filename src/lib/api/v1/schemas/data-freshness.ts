/**
 * Schema of the free `/data-freshness` endpoint: per source of official data, the release held,
 * its period, when it was checked and when the next is due (src/lib/data/refresh/freshness.ts).
 */
import { z } from 'zod';

export const freshnessQuery = z.object({});

const day = z.string().nullable().meta({ description: 'A day, YYYY-MM-DD, or null.' });

export const sourceFreshness = z.object({
  source: z
    .string()
    .meta({ description: 'The source: a publisher’s file series, e.g. price-paid-monthly, police-street, ons-nspl.' }),
  dataset: z.string().meta({ description: 'The dataset it feeds, e.g. price_paid.' }),
  release: z.string().nullable().meta({ description: 'The publisher’s own name for the release held, null before the first.' }),
  releasedOn: day,
  period: z.string().nullable().meta({ description: 'The period the data covers up to (YYYY-MM or YYYY-MM-DD).' }),
  checkedAt: z.string().nullable().meta({ description: 'When the publisher was last checked (ISO 8601).' }),
  loadedAt: z.string().nullable(),
  nextDue: day,
  cadenceDays: z.number().int().meta({ description: 'Days between the publisher’s releases.' }),
  status: z.enum(['never', 'current', 'held', 'failed']).meta({
    description:
      'current: the newest release is served; held: a newer one waits for review; failed: the last check failed (the previous data is served).',
  }),
  held: z.string().nullable().meta({ description: 'A newer release held back for review, by name.' }),
  overdue: z.boolean().meta({ description: 'More than seven days past its due day.' }),
  daysOverdue: z.number().int(),
});

export const dataFreshness = z.object({
  checkedAt: z.string().meta({ description: 'When this answer was made (ISO 8601).' }),
  sources: z.array(sourceFreshness),
});

export type DataFreshness = z.infer<typeof dataFreshness>;
