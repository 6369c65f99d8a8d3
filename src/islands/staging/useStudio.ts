import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchHistory, fetchStagingConfig, type StagingConfig, type StagingPhoto } from '../../client/staging.ts';
import { refreshCredits } from '../../stores/account.ts';

/** How often the studio checks on renders in progress. */
const POLL_MS = 2000;

/** The studio's photos and renders; re-read every two seconds while a render is in progress. */
export function useStudio(signedIn: boolean) {
  const [config, setConfig] = useState<StagingConfig | null>(null);
  const [photos, setPhotos] = useState<StagingPhoto[] | null>(null);
  const [error, setError] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const reload = useCallback(async () => {
    const result = await fetchHistory();
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError('');
    setPhotos(result.value.photos);
    const active = result.value.photos.some((p) => p.jobs.some((j) => j.status === 'queued' || j.status === 'running'));
    if (timer.current) clearTimeout(timer.current);
    if (active) timer.current = setTimeout(() => void reload(), POLL_MS);
    else void refreshCredits();
  }, []);

  useEffect(() => {
    if (!signedIn) return;
    void fetchStagingConfig().then(setConfig);
    void reload();
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [signedIn, reload]);

  return { config, photos, error, reload };
}
