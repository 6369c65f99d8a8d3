/** The private staging_images bucket, used only from the functions with the service role. */
import { createHmac } from 'node:crypto';
import { adminClient } from '../supabase-admin.ts';

export const STAGING_BUCKET = 'staging_images';

/** Signed URLs last this long: long enough to view or download, short enough not to be shared. */
export const SIGNED_URL_SECONDS = 3600;

export const originalPath = (userId: string, photoId: string) => `${userId}/${photoId}/original.jpg`;
export const resultPath = (userId: string, photoId: string, jobId: string) => `${userId}/${photoId}/${jobId}.jpg`;

function bucket() {
  return adminClient().storage.from(STAGING_BUCKET);
}

export async function putImage(path: string, jpeg: Buffer): Promise<void> {
  const { error } = await bucket().upload(path, jpeg, { contentType: 'image/jpeg', upsert: true });
  if (error) throw new Error(`storage upload failed: ${error.message}`);
}

export async function removeImages(paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  const { error } = await bucket().remove(paths);
  if (error) throw new Error(`storage delete failed: ${error.message}`);
}

/** A signed URL for viewing, or with `download` set, for saving under that file name. */
export async function signedUrl(path: string, download?: string): Promise<string | null> {
  const { data, error } = await bucket().createSignedUrl(path, SIGNED_URL_SECONDS, download ? { download } : undefined);
  return error || !data?.signedUrl ? null : data.signedUrl;
}

/** The key the jobs function gives the render worker for one job, so no one else can start it. */
export function renderKey(jobId: string, env: Record<string, string | undefined> = process.env): string {
  const secret = env['SUPABASE_SERVICE_ROLE_KEY'] || 'local-render-key';
  return createHmac('sha256', secret).update(`staging-render:${jobId}`).digest('hex');
}
