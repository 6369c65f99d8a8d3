/**
 * Runs one queued staging job to its end: the credit was charged when it was queued; the job
 * either delivers a marked image (succeeded) or is refunded with a reason (refunded), never
 * both and never neither. Stale jobs (a worker that died) are refunded by sweepStaleJobs.
 */
import { buildPrompt, roomById, styleById } from '../../../src/lib/staging/presets.ts';
import { DEFAULT_RENDER_TIMEOUT_SECONDS } from '../../../src/lib/staging/limits.ts';
import type { SqlClient } from '../../../src/lib/data/sql-client.ts';
import { describeError, log } from '../log.ts';
import { markRender } from './image.ts';
import { stagingProvider, type StagingProvider } from './provider.ts';
import { putImage, removeImages, resultPath, signedUrl } from './storage.ts';

const MAX_RENDER_BYTES = 25 * 1024 * 1024;

interface ClaimedJob {
  id: string;
  user_id: string;
  photo_id: string;
  room: string;
  style: string;
  charged: number;
}

export interface RenderDeps {
  db: SqlClient;
  provider: StagingProvider | null;
  timeoutSeconds: number;
  pollMs: number;
  sleep: (ms: number) => Promise<void>;
}

export function renderDeps(db: SqlClient, env: Record<string, string | undefined> = process.env): RenderDeps {
  return {
    db,
    provider: stagingProvider(env),
    timeoutSeconds: Number(env['STAGING_TIMEOUT_SECONDS']) || DEFAULT_RENDER_TIMEOUT_SECONDS,
    pollMs: Number(env['STAGING_POLL_MS']) || 2000,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}

/** "Your credit has been refunded." when one was charged, else "You were not charged." */
function afterword(job: ClaimedJob): string {
  return job.charged > 0 ? 'Your credit has been refunded.' : 'You were not charged.';
}

/** "3 minutes", "90 seconds", "1 second". */
export function durationWords(seconds: number): string {
  if (seconds >= 60 && seconds % 60 === 0) return `${seconds / 60} minute${seconds === 60 ? '' : 's'}`;
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

export async function refundJob(db: SqlClient, jobId: string, message: string): Promise<boolean> {
  const { rows } = await db.query<{ done: boolean }>('select public.refund_staging_job($1, $2) as done', [jobId, message]);
  return rows[0]?.done === true;
}

/** How long after its creation an unfinished job counts as orphaned (its worker died or never started). */
export function orphanAfterSeconds(timeoutSeconds: number): number {
  return timeoutSeconds + 60;
}

const ORPHANED = 'The render did not finish in time and was stopped. Your credit has been refunded.';

/** Refunds the user's jobs that have been queued or running for longer than a render can take. */
export async function sweepStaleJobs(db: SqlClient, userId: string, timeoutSeconds: number): Promise<void> {
  const { rows } = await db.query<{ id: string }>(
    `select id from public.staging_jobs
     where user_id = $1 and status in ('queued', 'running') and created_at < now() - make_interval(secs => $2)`,
    [userId, orphanAfterSeconds(timeoutSeconds)],
  );
  for (const row of rows) await refundJob(db, row.id, ORPHANED);
}

/**
 * Refunds and closes every account's orphaned jobs, oldest first, at most `limit` a run (the
 * scheduled sweep runs every minute, so a job is closed within a minute of being orphaned).
 */
export async function sweepOrphanedJobs(db: SqlClient, timeoutSeconds: number, limit = 200): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `select id from public.staging_jobs
     where status in ('queued', 'running') and created_at < now() - make_interval(secs => $1)
     order by created_at limit $2`,
    [orphanAfterSeconds(timeoutSeconds), limit],
  );
  let refunded = 0;
  for (const row of rows) if (await refundJob(db, row.id, ORPHANED)) refunded += 1;
  return refunded;
}

/**
 * Where the jobs function starts a render: STAGING_WORKER_URL, else this site's own background
 * function at the configured origin (LOCAL_SITE_URL from the local runner, Netlify's URL, or
 * SITE_URL). Never taken from a request: a client's Host header must not choose where the server
 * sends a job id and its render key.
 */
export function stagingWorkerUrl(env: Record<string, string | undefined> = process.env): URL {
  const explicit = env['STAGING_WORKER_URL']?.trim();
  if (explicit) return new URL(explicit);
  const origin = env['LOCAL_SITE_URL']?.trim() || env['URL']?.trim() || env['SITE_URL']?.trim() || 'http://localhost:4321';
  return new URL('/.netlify/functions/staging-render-background', origin);
}

async function download(url: string, provider: StagingProvider): Promise<Buffer> {
  const parsed = new URL(url);
  if (!provider.trustsOutput(parsed)) throw new Error(`untrusted output host ${parsed.host}`);
  const response = await fetch(parsed, { signal: AbortSignal.timeout(30_000), redirect: 'error' });
  if (!response.ok) throw new Error(`output download answered ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > MAX_RENDER_BYTES) throw new Error('output too large');
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > MAX_RENDER_BYTES) throw new Error('output too large');
  return bytes;
}

/** Runs the job if it is still queued; returns what became of it. */
export async function renderJob(jobId: string, deps: RenderDeps): Promise<'succeeded' | 'refunded' | 'skipped'> {
  const { db, provider } = deps;
  const claimed = await db.query<ClaimedJob>(
    `update public.staging_jobs set status = 'running', started_at = now(), provider = $2
     where id = $1 and status = 'queued'
     returning id, user_id, photo_id, room, style, charged`,
    [jobId, provider?.name ?? null],
  );
  const job = claimed.rows[0];
  if (!job) return 'skipped';
  const refund = async (reason: string) => {
    await refundJob(db, job.id, `${reason} ${afterword(job)}`);
    return 'refunded' as const;
  };
  if (!provider) return refund('Image generation is not switched on on this site.');
  const room = roomById(job.room);
  const style = styleById(job.style);
  const photo = (
    await db.query<{ original_path: string; width: number; height: number }>(
      'select original_path, width, height from public.staging_photos where id = $1',
      [job.photo_id],
    )
  ).rows[0];
  if (!room || !style || !photo) return refund('The photo or the chosen style is no longer available.');

  let predictionId: string | null = null;
  try {
    const imageUrl = await signedUrl(photo.original_path);
    if (!imageUrl) throw new Error('could not sign the original');
    const { id } = await provider.start({ imageUrl, ...buildPrompt(room, style) });
    predictionId = id;
    await db.query('update public.staging_jobs set provider_job_id = $2 where id = $1', [job.id, id]);

    const deadline = Date.now() + deps.timeoutSeconds * 1000;
    let outputUrl: string | null = null;
    while (!outputUrl) {
      const state = await provider.status(id);
      if (state.state === 'succeeded') outputUrl = state.outputUrl;
      else if (state.state === 'failed') {
        log('warn', 'staging render failed at the provider', { job: job.id, error: state.error.slice(0, 300) });
        return refund('The image model could not stage this photo. Try another photo or style.');
      } else if (Date.now() >= deadline) {
        await provider.cancel(id).catch(() => undefined);
        return refund(`The render took longer than ${durationWords(deps.timeoutSeconds)} and was stopped.`);
      } else {
        await deps.sleep(deps.pollMs);
      }
    }

    const marked = await markRender(
      await download(outputUrl, provider),
      photo.width,
      photo.height,
      `Virtually staged ${room.label.toLowerCase()}, ${style.label} style, made with AI by Brickstack. The furniture and decor shown are not real.`,
    );
    const path = resultPath(job.user_id, job.photo_id, job.id);
    await putImage(path, marked);
    const done = await db.query(
      `update public.staging_jobs set status = 'succeeded', result_path = $2, finished_at = now(), message = null
       where id = $1 and status = 'running' returning id`,
      [job.id, path],
    );
    if (done.rows.length === 0) {
      // Refunded meanwhile (stopped as stale): the image is not delivered, so it is not kept.
      await removeImages([path]).catch(() => undefined);
      return 'refunded';
    }
    return 'succeeded';
  } catch (error) {
    log('error', 'staging render error', { job: job.id, prediction: predictionId, ...describeError(error) });
    return refund('Something went wrong while staging this photo.');
  }
}
