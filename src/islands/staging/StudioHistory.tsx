import type { StagingJob, StagingPhoto } from '../../client/staging.ts';
import { roomById, styleById } from '../../lib/staging/presets.ts';

const WHEN = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
const STATUS: Record<StagingJob['status'], string> = {
  queued: 'Waiting',
  running: 'Staging',
  succeeded: 'Delivered',
  failed: 'Failed',
  refunded: 'Refunded',
};

interface Props {
  photos: StagingPhoto[] | null;
  selected: string | null;
  onSelect: (id: string) => void;
  onDelete: (photo: StagingPhoto) => void;
}

/** Every uploaded photo with its renders: re-download, restyle or delete. */
export default function StudioHistory({ photos, selected, onSelect, onDelete }: Props) {
  return (
    <section aria-labelledby="history-title" className="rounded-xl border border-gray-200 p-5" data-studio-history>
      <h2 id="history-title" className="font-semibold text-ink">
        Your photos
      </h2>
      {photos === null && <p className="mt-2 text-sm text-ink-muted">Loading…</p>}
      {photos?.length === 0 && <p className="mt-2 text-sm text-ink-muted">No photos yet. Upload one above to start.</p>}
      <ul className="mt-3 space-y-4">
        {photos?.map((photo) => (
          <li key={photo.id} className="flex flex-col gap-3 sm:flex-row" data-history-photo={photo.id}>
            {photo.originalUrl && (
              <img src={photo.originalUrl} alt="" className="h-24 w-36 flex-none rounded object-cover" loading="lazy" />
            )}
            <div className="min-w-0 flex-1">
              <p className="text-sm text-ink-muted">Uploaded {WHEN.format(new Date(photo.createdAt))}</p>
              {photo.jobs.length === 0 && <p className="text-sm text-ink-muted">Not staged yet.</p>}
              <ul className="mt-1 space-y-1 text-sm">
                {photo.jobs.map((job) => (
                  <li key={job.id} data-history-job={job.status}>
                    <span className="text-ink">
                      {roomById(job.room)?.label ?? job.room}, {styleById(job.style)?.label ?? job.style}
                    </span>{' '}
                    <span className="text-ink-muted">· {STATUS[job.status]}</span>
                    {job.downloadUrl && (
                      <>
                        {' '}
                        ·{' '}
                        <a href={job.downloadUrl} download>
                          Download
                        </a>
                      </>
                    )}
                  </li>
                ))}
              </ul>
              <div className="mt-2 flex flex-wrap gap-3 text-sm">
                <button
                  type="button"
                  className="font-medium text-brand-700 hover:underline"
                  onClick={() => onSelect(photo.id)}
                  aria-pressed={selected === photo.id}
                >
                  {selected === photo.id ? 'Selected' : photo.jobs.length > 0 ? 'Restyle this photo' : 'Stage this photo'}
                </button>
                <button type="button" className="font-medium text-error hover:underline" onClick={() => onDelete(photo)}>
                  Delete photo
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
