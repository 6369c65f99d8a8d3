import type { Config } from '@netlify/functions';
import { BODY_LIMITS, stagingJobBody } from '../src/lib/api/request-schemas.ts';
import { RATE_RULES } from '../src/lib/api/rate-rules.ts';
import type { SqlClient } from '../src/lib/data/sql-client.ts';
import { CREDIT_COSTS } from '../src/lib/site/plans.ts';
import { MAX_ACTIVE_JOBS, MAX_UPLOAD_BYTES } from '../src/lib/staging/limits.ts';
import { fits, roomById, styleById } from '../src/lib/staging/presets.ts';
import { verifyBearer } from './_shared/auth.ts';
import { withLogging } from './_shared/handler.ts';
import { describeError, log } from './_shared/log.ts';
import { refusal } from './_shared/meter.ts';
import { hashKey, rateLimited, takeRateLimit } from './_shared/rate-limit.ts';
import { readJsonBody } from './_shared/read-json.ts';
import { authenticationRequired, jsonError, jsonResponse, methodNotAllowed } from './_shared/respond.ts';
import { sqlClient } from './_shared/sql-client.ts';
import { PhotoRejected, cleanUpload } from './_shared/staging/image.ts';
import { capabilities, stagingOperatorNote } from './_shared/capabilities.ts';
import { STAGING_OFF_COPY } from '../src/lib/site/capabilities.ts';
import { refundJob, renderDeps, sweepStaleJobs, stagingWorkerUrl } from './_shared/staging/render.ts';
import { originalPath, putImage, removeImages, renderKey, signedUrl } from './_shared/staging/storage.ts';
import { adminClient } from './_shared/supabase-admin.ts';

const PRIVATE = { 'cache-control': 'private, no-store' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface JobRow {
  id: string;
  photo_id: string;
  room: string;
  style: string;
  status: string;
  message: string | null;
  result_path: string | null;
  created_at: string;
  finished_at: string | null;
}

/** Renders a day for the whole site (STAGING_DAILY_LIMIT, default 500). */
function dailyLimit(): number {
  const ceiling = Number(process.env['STAGING_DAILY_LIMIT'] || 500);
  return Number.isInteger(ceiling) && ceiling >= 0 ? ceiling : 500;
}

function secondsToMidnightUtc(now = Date.now()): number {
  return Math.max(1, Math.ceil((Math.ceil(now / 86_400_000) * 86_400_000 - now) / 1000));
}

/** Customer words only; which setting is missing goes to the log, never to callers. */
function generationOff(): Response {
  log('warn', stagingOperatorNote() ?? 'AI staging generation is off');
  return jsonError(503, 'generation_unavailable', STAGING_OFF_COPY.refused);
}

/** Reads an image body up to the limit; null when it is larger. */
async function readImage(request: Request): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_UPLOAD_BYTES) return null;
  const bytes = new Uint8Array(await request.arrayBuffer());
  return bytes.length > MAX_UPLOAD_BYTES ? null : bytes;
}

async function upload(request: Request, db: SqlClient, userId: string): Promise<Response> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!type.startsWith('image/'))
    return jsonError(415, 'unsupported_type', 'Send the photo itself as the body, as image/jpeg, image/png or image/webp.');
  const limit = await takeRateLimit(RATE_RULES.stagingUploadPerUser, hashKey(userId), db);
  if (!limit.allowed)
    return rateLimited(limit, 'You have uploaded a lot of photos in the last hour. Please wait a little and try again.');
  const bytes = await readImage(request);
  if (!bytes) {
    return jsonError(
      413,
      'too_large',
      `That photo is over ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Export a smaller copy (about 2,000 pixels wide is plenty) and try again.`,
    );
  }
  let clean;
  try {
    clean = await cleanUpload(bytes);
  } catch (error) {
    if (error instanceof PhotoRejected)
      return jsonError(error.code === 'unsupported_type' ? 415 : 400, error.code, error.message);
    throw error;
  }
  const id = crypto.randomUUID();
  const path = originalPath(userId, id);
  await putImage(path, clean.jpeg);
  await db.query(
    'insert into public.staging_photos (id, user_id, original_path, width, height, bytes) values ($1, $2, $3, $4, $5, $6)',
    [id, userId, path, clean.width, clean.height, clean.jpeg.length],
  );
  return jsonResponse(
    201,
    { photo: { id, width: clean.width, height: clean.height, originalUrl: await signedUrl(path) } },
    PRIVATE,
  );
}

async function history(db: SqlClient, userId: string): Promise<Response> {
  await sweepStaleJobs(db, userId, renderDeps(db).timeoutSeconds);
  const photos = await db.query<{ id: string; original_path: string; width: number; height: number; created_at: string }>(
    `select id, original_path, width, height, created_at from public.staging_photos
     where user_id = $1 order by created_at desc limit 50`,
    [userId],
  );
  const jobs = await db.query<JobRow>(
    `select id, photo_id, room, style, status, message, result_path, created_at, finished_at from public.staging_jobs
     where user_id = $1 and photo_id = any($2::uuid[]) order by created_at desc`,
    [userId, photos.rows.map((p) => p.id)],
  );
  const out = await Promise.all(
    photos.rows.map(async (photo) => ({
      id: photo.id,
      width: photo.width,
      height: photo.height,
      createdAt: photo.created_at,
      originalUrl: await signedUrl(photo.original_path),
      jobs: await Promise.all(
        jobs.rows
          .filter((job) => job.photo_id === photo.id)
          .map(async (job) => ({
            id: job.id,
            room: job.room,
            style: job.style,
            status: job.status,
            message: job.message,
            createdAt: job.created_at,
            finishedAt: job.finished_at,
            resultUrl: job.result_path ? await signedUrl(job.result_path) : null,
            downloadUrl: job.result_path ? await signedUrl(job.result_path, `staged-${job.room}-${job.style}.jpg`) : null,
          })),
      ),
    })),
  );
  return jsonResponse(200, { photos: out }, PRIVATE);
}

async function submit(request: Request, db: SqlClient, userId: string): Promise<Response> {
  const body = await readJsonBody(request, stagingJobBody, BODY_LIMITS.stagingJob);
  if (!body.ok) return body.error;
  const room = roomById(body.value.room);
  const style = styleById(body.value.style);
  if (!room || !style || !fits(room, style)) {
    return jsonError(400, 'invalid_request', 'Choose one of the room types and a style that suits it.');
  }
  if (!capabilities().stagingGeneration) return generationOff();
  const limit = await takeRateLimit(RATE_RULES.stagingRenderPerUser, hashKey(userId), db);
  if (!limit.allowed)
    return rateLimited(limit, 'You have started a lot of renders in the last hour. Please wait a little and try again.');
  const state = await db.query<{ state: string }>('select state from public.metering_state($1, $2)', [
    userId,
    CREDIT_COSTS.stagedImage,
  ]);
  const refused = refusal(state.rows[0]?.state ?? 'unknown_user');
  if (refused) return refused;

  let jobId: string | null;
  try {
    const created = await db.query<{ id: string | null }>('select public.create_staging_job($1, $2, $3, $4, $5) as id', [
      userId,
      body.value.photoId,
      room.id,
      style.id,
      MAX_ACTIVE_JOBS,
    ]);
    jobId = created.rows[0]?.id ?? null;
  } catch (error) {
    if ((error as { code?: string }).code === 'P0002') return jsonError(404, 'not_found', 'That photo is not in your studio.');
    throw error;
  }
  if (!jobId) {
    return jsonError(
      429,
      'too_many_active',
      `You already have ${MAX_ACTIVE_JOBS} renders in progress. Wait for one to finish, then try again.`,
      {
        'retry-after': '20',
      },
    );
  }
  // The site-wide daily ceiling on paid image generation (STAGING_DAILY_LIMIT) counts only real
  // jobs: the slot is taken once the job exists and given back if it is not charged or is refunded.
  const slot = await db.query<{ taken: boolean }>('select public.take_staging_slot($1, $2) as taken', [jobId, dailyLimit()]);
  if (!slot.rows[0]?.taken) {
    await db.query('delete from public.staging_jobs where id = $1', [jobId]);
    return jsonError(
      503,
      'generation_busy',
      'Image generation has reached its limit for today. Please try again tomorrow; nothing was charged.',
      { 'retry-after': String(secondsToMidnightUtc()) },
    );
  }
  const charge = await db.query<{ outcome: string; charged: number; balance: number | null }>(
    'select outcome, charged, balance from public.charge_credits($1, $2, $3, $4)',
    [userId, 'ai-staging', CREDIT_COSTS.stagedImage, `staging:${jobId}`],
  );
  const row = charge.rows[0];
  const chargeRefused = refusal(row?.outcome ?? 'unknown_user');
  if (chargeRefused) {
    await refundJob(db, jobId, 'Not charged.');
    await db.query('delete from public.staging_jobs where id = $1', [jobId]);
    return chargeRefused;
  }
  await db.query('update public.staging_jobs set charged = $2 where id = $1', [jobId, row?.charged ?? 0]);

  try {
    const started = await fetch(stagingWorkerUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-render-key': renderKey(jobId) },
      body: JSON.stringify({ jobId }),
    });
    if (started.status !== 202 && !started.ok) throw new Error(`worker answered ${started.status}`);
  } catch (error) {
    log('error', 'staging worker not started', { job: jobId, ...describeError(error) });
    await refundJob(db, jobId, 'The render could not be started. Your credit has been refunded.');
    return jsonError(
      503,
      'render_not_started',
      'We could not start the render just now, and your credit has been refunded. Please try again.',
    );
  }
  return jsonResponse(
    202,
    { job: { id: jobId, status: 'queued', room: room.id, style: style.id } },
    { ...PRIVATE, 'x-credits-charged': String(row?.charged ?? 0), 'x-credits-remaining': String(row?.balance ?? '') },
  );
}

async function remove(db: SqlClient, userId: string, photoId: string): Promise<Response> {
  const photo = await db.query<{ original_path: string }>(
    'select original_path from public.staging_photos where id = $1 and user_id = $2',
    [photoId, userId],
  );
  if (!photo.rows[0]) return jsonError(404, 'not_found', 'That photo is not in your studio.');
  const jobs = await db.query<{ status: string; result_path: string | null }>(
    'select status, result_path from public.staging_jobs where photo_id = $1',
    [photoId],
  );
  if (jobs.rows.some((job) => job.status === 'queued' || job.status === 'running')) {
    return jsonError(409, 'render_in_progress', 'A render of this photo is still running. Delete it once it has finished.');
  }
  const paths = [photo.rows[0].original_path, ...jobs.rows.flatMap((job) => (job.result_path ? [job.result_path] : []))];
  await removeImages(paths);
  await db.query('delete from public.staging_photos where id = $1 and user_id = $2', [photoId, userId]);
  return jsonResponse(200, { deleted: true, files: paths.length }, PRIVATE);
}

/**
 * The AI staging studio's server (docs/decisions/staging.md):
 * - GET    /api/staging/config → `{ generation }` (no sign-in needed; names no setting)
 * - POST   /api/staging/photos (body: the photo) → 201, the cleaned original stored privately
 * - GET    /api/staging/history → photos with their renders and signed URLs
 * - POST   /api/staging/jobs `{ photoId, room, style }` → 202; 1 credit, refunded if no image is delivered
 * - DELETE /api/staging/photos/{id} → the photo, its renders and their files
 */
export default withLogging('staging', async (request) => {
  const path = new URL(request.url).pathname.replace(/^\/api\/staging\/?/, '').replace(/\/$/, '');
  if (path === 'config') {
    if (request.method !== 'GET') return methodNotAllowed(['GET']);
    return jsonResponse(200, { generation: capabilities().stagingGeneration });
  }
  const photoMatch = /^photos\/([^/]+)$/.exec(path);
  const known = path === 'photos' || path === 'history' || path === 'jobs' || photoMatch;
  if (!known) return jsonError(404, 'not_found', `There is no staging action ${path}.`);
  const allowed = path === 'history' ? ['GET'] : photoMatch ? ['DELETE'] : ['POST'];
  if (!allowed.includes(request.method)) return methodNotAllowed(allowed);

  const user = await verifyBearer(request, adminClient());
  if (!user) return authenticationRequired();
  const db = sqlClient();
  // No upload is taken while nothing can be staged (issue 41, item 7): the photo would have no use.
  if (path === 'photos') return capabilities().stagingGeneration ? upload(request, db, user.id) : generationOff();
  if (path === 'history') return history(db, user.id);
  if (path === 'jobs') return submit(request, db, user.id);
  const photoId = photoMatch![1]!;
  if (!UUID.test(photoId)) return jsonError(404, 'not_found', 'That photo is not in your studio.');
  return remove(db, user.id, photoId);
});

export const config: Config = { path: '/api/staging/*' };
