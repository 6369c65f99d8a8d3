import { useEffect, useId, useState } from 'react';
import { deletePhoto, startRender, uploadPhoto, type StagingJob, type StagingPhoto } from '../../client/staging.ts';
import { STAGING_OFF_COPY } from '../../lib/site/capabilities.ts';
import { pickedPhotoProblem } from '../../lib/staging/picked-photo.ts';
import { presetFrom, roomById, styleById, type RoomId } from '../../lib/staging/presets.ts';
import { refreshCredits } from '../../stores/account.ts';
import { Loading, SignedOutNotice } from '../app/SignedOutNotice.tsx';
import { ui } from '../app/ui-classes.ts';
import { useAccount } from '../app/useAccount.ts';
import BeforeAfter from './BeforeAfter.tsx';
import StudioControls from './StudioControls.tsx';
import StudioHistory from './StudioHistory.tsx';
import { photoToSend } from './shrink-photo.ts';
import { useStudio } from './useStudio.ts';
import { ErrorText } from '../shared/ErrorText.tsx';
import { Notice } from '../shared/Notice.tsx';

const STATUS_WORDS: Record<StagingJob['status'], string> = {
  queued: 'Waiting to start…',
  running: 'Staging your photo… this usually takes under a minute.',
  succeeded: 'Done',
  failed: 'Not delivered',
  refunded: 'Not delivered — refunded',
};

export const describeJob = (job: StagingJob) =>
  `${roomById(job.room)?.label ?? job.room}, ${styleById(job.style)?.label ?? job.style}`;

/**
 * /ai-staging: upload a room photo, pick a room type and style (preset from a design page's
 * link), stage it for one credit, compare before and after, download the marked result, and
 * keep a history to re-download, restyle or delete. On a site that cannot stage, the studio says
 * so first and takes no upload (the server refuses one too); earlier results stay.
 */
export default function StagingStudio() {
  const { status, user } = useAccount();
  const studio = useStudio(user !== null);
  const [room, setRoom] = useState<RoomId>('living-room');
  const [style, setStyle] = useState('modern');
  const [selected, setSelected] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'stage' | null>(null);
  const [message, setMessage] = useState('');
  const fileId = useId();

  useEffect(() => {
    const preset = presetFrom(new URLSearchParams(window.location.search));
    setRoom(preset.room.id);
    setStyle(preset.style.id);
  }, []);

  const photos = studio.photos ?? [];
  const photo: StagingPhoto | undefined = photos.find((p) => p.id === selected) ?? photos[0];

  if (status === 'loading') return <Loading />;
  if (status === 'signed-out' || !user) return <SignedOutNotice what="the AI staging studio" />;

  async function pick(file: File | undefined) {
    if (!file) return;
    setMessage('');
    const problem = pickedPhotoProblem(file);
    if (problem) return setMessage(problem);
    setBusy('upload');
    const result = await uploadPhoto(await photoToSend(file));
    setBusy(null);
    if (!result.ok) return setMessage(result.error);
    setSelected(result.value.photo.id);
    await studio.reload();
  }

  async function stage() {
    if (!photo) return;
    setMessage('');
    setBusy('stage');
    const result = await startRender(photo.id, room, style);
    setBusy(null);
    if (!result.ok) return setMessage(result.error);
    void refreshCredits();
    await studio.reload();
  }

  async function remove(target: StagingPhoto) {
    if (!window.confirm('Delete this photo and every staged version of it? The files are removed for good.')) return;
    const result = await deletePhoto(target.id);
    if (!result.ok) return setMessage(result.error);
    if (selected === target.id) setSelected(null);
    await studio.reload();
  }

  const generationOff = studio.config && !studio.config.generation ? STAGING_OFF_COPY.studio : null;
  const latest = photo?.jobs[0];
  const delivered = photo?.jobs.find((j) => j.status === 'succeeded');

  return (
    <div className="space-y-8" data-staging-studio>
      {generationOff && (
        <Notice tone="warning" testId="generation-off">
          <p className="text-sm" data-generation-off>
            {generationOff}
          </p>
        </Notice>
      )}

      {!generationOff && (
        <section aria-labelledby="upload-title" className="rounded-xl border border-gray-200 p-5">
          <h2 id="upload-title" className="font-semibold text-ink">
            1. Upload a room photo
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            JPEG, PNG or WebP, at least 512 × 384 pixels. A level photo from a corner or doorway, in daylight, works best.
            Location and camera details are removed before the photo is stored, and only you can see it.
          </p>
          <div
            className="mt-3 rounded-lg border-2 border-dashed border-gray-300 p-5 text-center"
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              void pick(event.dataTransfer.files[0]);
            }}
          >
            <label htmlFor={fileId} className="cursor-pointer font-medium text-brand-700">
              Choose a room photo
            </label>
            <span className="text-sm text-ink-muted"> or drop it here</span>
            <input
              id={fileId}
              type="file"
              accept="image/jpeg,image/png,image/webp,.heic"
              className="sr-only"
              onChange={(event) => {
                void pick(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            {busy === 'upload' && (
              <p role="status" className="mt-2 text-sm text-ink-muted">
                Uploading and cleaning your photo…
              </p>
            )}
          </div>
        </section>
      )}

      {photo && (
        <section
          aria-labelledby="stage-title"
          className="space-y-4 rounded-xl border border-gray-200 p-5"
          data-studio-photo={photo.id}
        >
          <h2 id="stage-title" className="font-semibold text-ink">
            2. Choose the room and a style
          </h2>
          <StudioControls
            room={room}
            style={style}
            onRoom={(r, s) => {
              setRoom(r);
              setStyle(s);
            }}
            onStyle={setStyle}
            onStage={() => void stage()}
            busy={busy === 'stage'}
            disabled={generationOff}
          />
          {latest && (latest.status === 'queued' || latest.status === 'running') && (
            <p role="status" className="text-sm text-ink" data-render-status>
              {describeJob(latest)}: {STATUS_WORDS[latest.status]}
            </p>
          )}
          {latest && (latest.status === 'failed' || latest.status === 'refunded') && (
            <ErrorText className="text-sm" data-render-status>
              {describeJob(latest)}: {latest.message}
            </ErrorText>
          )}
          {delivered?.resultUrl && photo.originalUrl ? (
            <div className="space-y-3" data-studio-result>
              <h3 className="font-medium text-ink">{describeJob(delivered)}</h3>
              <BeforeAfter before={photo.originalUrl} after={delivered.resultUrl} label={describeJob(delivered)} />
              <div className="flex flex-wrap gap-3">
                {delivered.downloadUrl && (
                  <a href={delivered.downloadUrl} className={`${ui.primary} no-underline hover:no-underline`} download>
                    Download staged image
                  </a>
                )}
                <p className="self-center text-sm text-ink-muted">
                  Marked “Virtually staged”, with AI disclosure in the file. Show the original beside it in any listing.
                </p>
              </div>
            </div>
          ) : (
            photo.originalUrl && (
              <img
                src={photo.originalUrl}
                alt="Your uploaded photo"
                className="max-h-96 w-auto rounded-lg"
                data-studio-original
              />
            )
          )}
        </section>
      )}

      {(message || studio.error) && (
        <ErrorText className="text-sm" data-studio-message>
          {message || studio.error}
        </ErrorText>
      )}

      <StudioHistory
        photos={studio.photos}
        selected={photo?.id ?? null}
        onSelect={setSelected}
        onDelete={(p) => void remove(p)}
      />
    </div>
  );
}
