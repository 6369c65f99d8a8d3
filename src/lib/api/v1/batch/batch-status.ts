/**
 * What `POST /api/v1/batch` and `GET /api/v1/batch/{id}` answer: the job and its progress
 * (done of total), as `{ data, meta }` like every answer.
 */
import { z } from 'zod';

export const batchStatus = z
  .object({
    id: z.string().meta({ description: 'The job id.' }),
    endpoint: z.string().meta({ description: 'The endpoint every item calls.' }),
    status: z
      .enum(['queued', 'running', 'done'])
      .meta({ description: 'queued: not started; running: items being answered; done: every item has its answer.' }),
    total: z.number().int().meta({ description: 'Items in the job.' }),
    done: z.number().int().meta({ description: 'Items answered so far (successes and failures).' }),
    succeeded: z.number().int().meta({ description: 'Items answered 200.' }),
    failed: z.number().int().meta({ description: 'Items answered with an error (each with its code in the results).' }),
    creditsCharged: z.number().int().meta({ description: 'Credits the job has spent so far.' }),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    results: z
      .object({ ndjson: z.string(), csv: z.string() })
      .meta({ description: 'Where the answers are, as NDJSON (one JSON object per line) or CSV, in item order.' }),
  })
  .meta({ id: 'BatchStatus', description: 'A batch job and its progress.' });

export type BatchStatus = z.output<typeof batchStatus>;

/** A job row as the database holds it. */
export interface BatchRow {
  id: string;
  endpoint: string;
  status: 'queued' | 'running' | 'done';
  total: number;
  done: number;
  succeeded: number;
  failed: number;
  credits: number;
  created_at: string | Date;
  started_at: string | Date | null;
  finished_at: string | Date | null;
}

const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());

export function batchStatusOf(row: BatchRow): BatchStatus {
  const results = `/api/v1/batch/${row.id}/results`;
  return {
    id: row.id,
    endpoint: row.endpoint,
    status: row.status,
    total: row.total,
    done: row.done,
    succeeded: row.succeeded,
    failed: row.failed,
    creditsCharged: row.credits,
    createdAt: iso(row.created_at) ?? '',
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
    results: { ndjson: `${results}?format=ndjson`, csv: `${results}?format=csv` },
  };
}
