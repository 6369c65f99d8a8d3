/** The staging studio's calls to /api/staging, as the signed-in user. */
import type { Outcome } from './account.ts';
import { supabase } from './supabase.ts';

/** What the site can do now (functions/_shared/capabilities.ts): whether photos can be staged. */
export interface StagingConfig {
  generation: boolean;
}

export interface StagingJob {
  id: string;
  room: string;
  style: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed' | 'refunded';
  message: string | null;
  createdAt: string;
  finishedAt: string | null;
  resultUrl: string | null;
  downloadUrl: string | null;
}

export interface StagingPhoto {
  id: string;
  width: number;
  height: number;
  createdAt: string;
  originalUrl: string | null;
  jobs: StagingJob[];
}

async function call<T>(path: string, init: RequestInit = {}): Promise<Outcome<T>> {
  const { data } = await supabase().auth.getSession();
  const token = data.session?.access_token;
  if (!token) return { ok: false, error: 'Please sign in again.' };
  try {
    const response = await fetch(`/api/staging/${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    if (!response.ok) return { ok: false, error: body?.message || `The studio answered ${response.status}. Please try again.` };
    return { ok: true, value: body as T };
  } catch {
    return { ok: false, error: 'We could not reach the studio. Check your connection and try again.' };
  }
}

export async function fetchStagingConfig(): Promise<StagingConfig | null> {
  try {
    const response = await fetch('/api/staging/config');
    return response.ok ? ((await response.json()) as StagingConfig) : null;
  } catch {
    return null;
  }
}

export const fetchHistory = () => call<{ photos: StagingPhoto[] }>('history');

export const uploadPhoto = (photo: Blob) =>
  call<{ photo: StagingPhoto }>('photos', {
    method: 'POST',
    body: photo,
    headers: { 'content-type': photo.type || 'image/jpeg' },
  });

export const startRender = (photoId: string, room: string, style: string) =>
  call<{ job: StagingJob }>('jobs', {
    method: 'POST',
    body: JSON.stringify({ photoId, room, style }),
    headers: { 'content-type': 'application/json' },
  });

export const deletePhoto = (photoId: string) => call<{ deleted: boolean }>(`photos/${photoId}`, { method: 'DELETE' });
