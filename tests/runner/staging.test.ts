/**
 * The AI staging studio through the real runner, functions, backend and storage, with the image
 * model played by a loopback double of Replicate's HTTP API: uploads are cleaned of metadata,
 * generation without a key says staging is not available (naming no setting) and charges nothing, a delivered render is
 * marked and charged once, failures and timeouts are refunded, and the limits hold.
 */
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import housekeeping from '../../functions/housekeeping.ts';
import type { RunningServer } from '../../server/runner.ts';
import { DIGITAL_SOURCE_TYPE } from '../../src/lib/staging/disclosure-metadata.ts';
import type { TestBackend } from '../functions/backend.ts';
import { startRealRunner, type RealRunner } from './real-runner.ts';
import { startReplicateDouble, type ReplicateDouble } from './replicate-double.ts';

const TOKEN = 'r8_test_double_token';
let runner: RealRunner;
let t: TestBackend;
let server: RunningServer;
let replicate: ReplicateDouble;
let token: string;

beforeAll(async () => {
  runner = await startRealRunner();
  ({ t, server } = runner);
  replicate = await startReplicateDouble(TOKEN);
  token = await t.accessToken('active');
}, 120_000);
afterAll(async () => {
  switchOff();
  await replicate?.close();
  await runner?.close();
});

function switchOn(extra: Record<string, string> = {}) {
  Object.assign(process.env, {
    REPLICATE_API_TOKEN: TOKEN,
    REPLICATE_API_BASE: `${replicate.url}/v1`,
    STAGING_POLL_MS: '50',
    STAGING_TIMEOUT_SECONDS: '20',
    ...extra,
  });
}
function switchOff() {
  for (const key of ['REPLICATE_API_TOKEN', 'REPLICATE_API_BASE', 'STAGING_POLL_MS', 'STAGING_TIMEOUT_SECONDS'])
    delete process.env[key];
}
afterEach(() => {
  replicate.mode = 'succeed';
});

/** The parts of the studio's answers these tests read. */
interface Answer {
  error?: string;
  message?: string;
  photo: { id: string; width: number; height: number; originalUrl: string };
  job: { id: string; status: string };
}
interface JobView {
  id: string;
  status: string;
  message: string | null;
  resultUrl: string;
  downloadUrl: string;
}

const auth = (bearer = token) => ({ authorization: `Bearer ${bearer}` });

async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#d0c4b0' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'TestPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 26/1 0/1' } })
    .toBuffer();
}

async function uploadPhoto(bytes?: Buffer, type = 'image/jpeg', bearer = token) {
  const response = await fetch(`${server.url}/api/staging/photos`, {
    method: 'POST',
    headers: { ...auth(bearer), 'content-type': type },
    body: new Uint8Array(bytes ?? (await phonePhoto())),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

async function submit(photoId: string, room = 'bedroom', style = 'scandinavian', bearer = token) {
  const response = await fetch(`${server.url}/api/staging/jobs`, {
    method: 'POST',
    headers: { ...auth(bearer), 'content-type': 'application/json' },
    body: JSON.stringify({ photoId, room, style }),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

async function history(bearer = token) {
  const response = await fetch(`${server.url}/api/staging/history`, { headers: auth(bearer) });
  return (await response.json()) as { photos: { id: string; originalUrl: string; jobs: JobView[] }[] };
}

async function jobWhenDone(jobId: string): Promise<JobView> {
  for (let i = 0; i < 100; i++) {
    const job = (await history()).photos.flatMap((p) => p.jobs).find((j) => j.id === jobId);
    if (job && !['queued', 'running'].includes(job.status)) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`job ${jobId} did not finish`);
}

const credits = async (key: 'active' | 'legacy' = 'active') =>
  (await t.sql<{ api_credits: number }>('select api_credits from public.profile where user_id = $1', [t.account(key).userId]))[0]!
    .api_credits;
const setCredits = (n: number) =>
  t.sql('update public.profile set api_credits = $2 where user_id = $1', [t.account('active').userId, n]);

describe('uploads', () => {
  // Uploads are taken only while staging works (a photo is of no use otherwise).
  beforeEach(() => switchOn());
  afterEach(() => switchOff());

  it('needs a session and a real photo of a usable size', async () => {
    expect((await fetch(`${server.url}/api/staging/photos`, { method: 'POST' })).status).toBe(401);
    expect((await uploadPhoto(Buffer.from('hello'), 'text/plain')).status).toBe(415);
    const notImage = await uploadPhoto(Buffer.from('%PDF-1.7 pretending'), 'image/jpeg');
    expect(notImage.status).toBe(400);
    expect(notImage.body.message).toContain('Upload a JPEG, PNG or WebP');
    const tiny = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    expect((await uploadPhoto(tiny)).body).toMatchObject({ error: 'too_small' });
    const huge = Buffer.alloc(7 * 1024 * 1024, 1);
    const big = await uploadPhoto(huge);
    expect(big.status).toBe(413);
    expect(big.body.message).toMatch(/6 MB/);
  });

  it('stores an upright copy with no location or camera metadata, privately', async () => {
    const upload = await uploadPhoto();
    expect(upload.status).toBe(201);
    expect(upload.body.photo).toMatchObject({ width: 800, height: 1200 });
    const stored = Buffer.from(await (await fetch(upload.body.photo.originalUrl)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([800, 1200, undefined]);
    expect(stored.includes(Buffer.from('TestPhone'))).toBe(false);
    const [row] = await t.sql<{ original_path: string }>('select original_path from public.staging_photos where id = $1', [
      upload.body.photo.id,
    ]);
    // Not readable without the signature.
    const unsigned = await fetch(`${t.backend.url}/storage/v1/object/staging_images/${row!.original_path}`);
    expect(unsigned.ok).toBe(false);
  });
});

describe('generation', () => {
  it('without a provider key: says staging is not available (naming no setting), takes no upload, creates no job and charges nothing', async () => {
    // A photo uploaded while staging worked; then the provider key goes.
    switchOn();
    const { body } = await uploadPhoto();
    switchOff();
    const config = await (await fetch(`${server.url}/api/staging/config`)).json();
    expect(config).toEqual({ generation: false });
    const refused = await uploadPhoto();
    expect(refused.status).toBe(503);
    expect(refused.body.error).toBe('generation_unavailable');
    const before = await credits();
    const answer = await submit(body.photo.id);
    expect(answer.status).toBe(503);
    expect(answer.body.error).toBe('generation_unavailable');
    expect(answer.body.message).toContain('AI staging is not available on this site');
    expect(JSON.stringify(answer.body)).not.toMatch(/REPLICATE|token|server/i);
    expect(await credits()).toBe(before);
    expect(await t.sql('select 1 from public.staging_jobs where photo_id = $1', [body.photo.id])).toEqual([]);
  });

  it('delivers a marked render with AI disclosure metadata, charged exactly once', async () => {
    switchOn();
    expect(await (await fetch(`${server.url}/api/staging/config`)).json()).toEqual({ generation: true });
    await setCredits(10);
    const { body } = await uploadPhoto();
    const answer = await submit(body.photo.id, 'bedroom', 'scandinavian');
    expect(answer.status).toBe(202);
    expect(answer.body.job.status).toBe('queued');
    expect(await credits()).toBe(9);
    const job = await jobWhenDone(answer.body.job.id);
    expect(job.status).toBe('succeeded');
    const result = Buffer.from(await (await fetch(job.resultUrl)).arrayBuffer());
    const meta = await sharp(result).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([800, 1200, 'jpeg']);
    expect(meta.xmp?.toString()).toContain(DIGITAL_SOURCE_TYPE);
    expect(job.downloadUrl).toContain('download=');
    expect(await credits()).toBe(9);
    // The model got the cleaned original by signed URL and the bedroom prompt.
    const sent = [...replicate.predictions.values()].at(-1)!;
    expect(String(sent.input['prompt'])).toContain('a bedroom');
    expect(String(sent.input['negative_prompt'])).toContain('extra windows');
    expect(replicate.fetchedImages.at(-1)?.status).toBe(200);
    const ledger = await t.sql<{ service: string; delta: number }>(
      "select service, delta from public.credit_ledger where user_id = $1 and service = 'ai-staging'",
      [t.account('active').userId],
    );
    expect(ledger).toEqual([{ service: 'ai-staging', delta: -1 }]);
  });

  it('refunds a render the model fails, and says so', async () => {
    switchOn();
    await setCredits(5);
    replicate.mode = 'fail';
    const { body } = await uploadPhoto();
    const answer = await submit(body.photo.id, 'kitchen', 'industrial');
    expect(await credits()).toBe(4);
    const job = await jobWhenDone(answer.body.job.id);
    expect(job.status).toBe('refunded');
    expect(job.message).toBe(
      'The image model could not stage this photo. Try another photo or style. Your credit has been refunded.',
    );
    expect(job.resultUrl).toBeNull();
    expect(await credits()).toBe(5);
  });

  it('stops and refunds a render that runs past the time limit', async () => {
    switchOn({ STAGING_TIMEOUT_SECONDS: '1' });
    await setCredits(5);
    replicate.mode = 'hang';
    const { body } = await uploadPhoto();
    const answer = await submit(body.photo.id, 'garden', 'cottage-garden');
    const job = await jobWhenDone(answer.body.job.id);
    expect(job.status).toBe('refunded');
    expect(job.message).toBe('The render took longer than 1 second and was stopped. Your credit has been refunded.');
    expect(replicate.cancelled.length).toBeGreaterThan(0);
    expect(await credits()).toBe(5);
  });

  it('refuses bad choices, other people’s photos, empty balances and more than two renders at once', async () => {
    switchOn();
    const { body } = await uploadPhoto();
    expect((await submit(body.photo.id, 'garden', 'industrial')).status).toBe(400);
    expect((await submit(body.photo.id, 'attic', 'modern')).status).toBe(400);
    const other = await t.accessToken('trial');
    expect((await submit(body.photo.id, 'bedroom', 'modern', other)).status).toBe(404);

    await setCredits(0);
    const empty = await submit(body.photo.id);
    expect(empty.status).toBe(402);
    expect(empty.body.error).toBe('insufficient_credits');

    await setCredits(10);
    replicate.mode = 'hang';
    switchOn({ STAGING_TIMEOUT_SECONDS: '30' });
    const first = await submit(body.photo.id);
    const second = await submit(body.photo.id);
    const third = await submit(body.photo.id);
    expect([first.status, second.status, third.status]).toEqual([202, 202, 429]);
    expect(third.body.error).toBe('too_many_active');
    expect(await credits()).toBe(8);
    // A photo with a render in progress cannot be deleted yet.
    const busy = await fetch(`${server.url}/api/staging/photos/${body.photo.id}`, { method: 'DELETE', headers: auth() });
    expect(busy.status).toBe(409);
    replicate.mode = 'succeed';
    await jobWhenDone(first.body.job.id);
    await jobWhenDone(second.body.job.id);
  });

  it('never charges founding customers, and tells them so when a render fails', async () => {
    switchOn();
    replicate.mode = 'fail';
    const legacy = await t.accessToken('legacy');
    const before = await credits('legacy');
    const upload = await uploadPhoto(undefined, 'image/jpeg', legacy);
    const answer = await submit(upload.body.photo.id, 'bedroom', 'modern', legacy);
    expect(answer.status).toBe(202);
    let job: JobView | undefined;
    for (let i = 0; i < 100 && !job; i++) {
      job = (await history(legacy)).photos
        .flatMap((p) => p.jobs)
        .find((j) => j.id === answer.body.job.id && j.status !== 'running' && j.status !== 'queued');
      if (!job) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(job?.status).toBe('failed');
    expect(job?.message).toContain('You were not charged.');
    expect(await credits('legacy')).toBe(before);
  });

  it('stops at the site-wide daily ceiling on image generation, charging nothing', async () => {
    switchOn();
    await setCredits(5);
    const { body } = await uploadPhoto();
    process.env['STAGING_DAILY_LIMIT'] = '0';
    try {
      const answer = await submit(body.photo.id);
      expect(answer.status).toBe(503);
      expect(answer.body.error).toBe('generation_busy');
      expect(await credits()).toBe(5);
    } finally {
      delete process.env['STAGING_DAILY_LIMIT'];
    }
  });

  it('counts only created and charged jobs against the site-wide limit, and gives refunded slots back', async () => {
    switchOn();
    await t.sql("delete from public.rate_limit_counters where bucket = 'staging:site'");
    process.env['STAGING_DAILY_LIMIT'] = '1';
    const slotsUsed = async () =>
      (
        await t.sql<{ hits: number }>(
          "select coalesce(sum(hits), 0)::int as hits from public.rate_limit_counters where bucket = 'staging:site'",
        )
      )[0]!.hits;
    try {
      // A 0-credit account and requests for photos that do not exist take no slot, however many.
      const broke = await t.accessToken('trial-empty');
      const brokePhoto = await uploadPhoto(undefined, 'image/jpeg', broke);
      for (let i = 0; i < 5; i++) expect((await submit(brokePhoto.body.photo.id, 'bedroom', 'modern', broke)).status).toBe(402);
      await setCredits(3);
      for (let i = 0; i < 5; i++) expect((await submit(crypto.randomUUID())).status).toBe(404);
      expect(await slotsUsed()).toBe(0);
      // A paying user still gets the one render of the day; a render the model fails gives its slot back.
      replicate.mode = 'fail';
      const { body } = await uploadPhoto();
      const failed = await submit(body.photo.id);
      expect(failed.status).toBe(202);
      expect((await jobWhenDone(failed.body.job.id)).status).toBe('refunded');
      expect(await slotsUsed()).toBe(0);
      replicate.mode = 'succeed';
      const made = await submit(body.photo.id);
      expect(made.status).toBe(202);
      expect((await jobWhenDone(made.body.job.id)).status).toBe('succeeded');
      expect((await submit(body.photo.id)).body.error).toBe('generation_busy');
    } finally {
      delete process.env['STAGING_DAILY_LIMIT'];
    }
  });

  it('refunds and closes orphaned jobs in the scheduled sweep, for every account', async () => {
    await setCredits(4);
    const { body } = await uploadPhoto();
    const [job] = await t.sql<{ id: string }>(
      `insert into public.staging_jobs (user_id, photo_id, room, style, charged, created_at)
       values ($1, $2, 'bedroom', 'modern', 1, now() - interval '10 minutes') returning id`,
      [t.account('active').userId, body.photo.id],
    );
    const sweep = await housekeeping(
      new Request(`${server.url}/.netlify/functions/housekeeping`, { method: 'POST', body: '{}' }),
    );
    expect(await sweep.json()).toMatchObject({ refundedJobs: 1 });
    const [after] = await t.sql<{ status: string; message: string }>(
      'select status, message from public.staging_jobs where id = $1',
      [job!.id],
    );
    expect(after).toMatchObject({ status: 'refunded', message: expect.stringContaining('refunded') });
    expect(await credits()).toBe(5);
  });

  it('starts the worker at the configured address, never at a Host a client names', async () => {
    switchOn();
    await setCredits(3);
    const { body } = await uploadPhoto();
    const answer = await fetch(`${server.url}/api/staging/jobs`, {
      method: 'POST',
      headers: {
        ...auth(),
        'content-type': 'application/json',
        host: 'attacker.example',
        'x-forwarded-host': 'attacker.example',
      },
      body: JSON.stringify({ photoId: body.photo.id, room: 'bedroom', style: 'modern' }),
    });
    expect(answer.status).toBe(202);
    const { job } = (await answer.json()) as Answer;
    expect((await jobWhenDone(job.id)).status).toBe('succeeded');
  });

  it('runs a job only when started by the jobs function', async () => {
    const { body } = await uploadPhoto();
    const [job] = await t.sql<{ id: string }>(
      `insert into public.staging_jobs (user_id, photo_id, room, style) values ($1, $2, 'bedroom', 'modern') returning id`,
      [t.account('active').userId, body.photo.id],
    );
    await fetch(`${server.url}/.netlify/functions/staging-render-background`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-render-key': 'guess' },
      body: JSON.stringify({ jobId: job!.id }),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [after] = await t.sql<{ status: string }>('select status from public.staging_jobs where id = $1', [job!.id]);
    expect(after!.status).toBe('queued');
    await t.sql('delete from public.staging_jobs where id = $1', [job!.id]);
  });
});

describe('deleting', () => {
  it('removes the photo, its renders and their files', async () => {
    switchOn();
    await setCredits(5);
    const { body } = await uploadPhoto();
    const answer = await submit(body.photo.id);
    const job = await jobWhenDone(answer.body.job.id);
    expect(job.status).toBe('succeeded');
    const removed = await fetch(`${server.url}/api/staging/photos/${body.photo.id}`, { method: 'DELETE', headers: auth() });
    expect(await removed.json()).toEqual({ deleted: true, files: 2 });
    expect((await fetch(job.resultUrl)).ok).toBe(false);
    expect((await fetch(body.photo.originalUrl)).ok).toBe(false);
    expect((await history()).photos.find((p) => p.id === body.photo.id)).toBeUndefined();
    const other = await t.accessToken('trial');
    const stranger = await fetch(`${server.url}/api/staging/photos/${body.photo.id}`, { method: 'DELETE', headers: auth(other) });
    expect(stranger.status).toBe(404);
  });
});
