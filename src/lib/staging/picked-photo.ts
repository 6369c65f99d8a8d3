/**
 * What the studio does with a photo a person picks, before anything is sent: refuse what the
 * server would refuse (with the same reasons), and shrink big photos in the browser so the
 * upload stays under the server's limit. The server checks everything again.
 */
import { ACCEPTED_TYPES, MAX_PICKED_BYTES, MAX_UPLOAD_BYTES } from './limits.ts';

/** Longest edge the browser sends; the server keeps 2048. */
export const SEND_LONG_SIDE = 2560;

/** A reason not to upload this file, or null. */
export function pickedPhotoProblem(file: { name: string; type: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (file.type === 'image/heic' || file.type === 'image/heif' || name.endsWith('.heic') || name.endsWith('.heif')) {
    return 'HEIC photos (the iPhone default) cannot be read here yet. Export the photo as a JPEG, or set the camera to "Most Compatible", and upload it again.';
  }
  if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type)) return 'Choose a JPEG, PNG or WebP photo.';
  if (file.size > MAX_PICKED_BYTES) {
    return `That photo is ${Math.round(file.size / 1024 / 1024)} MB. Choose one under ${MAX_PICKED_BYTES / 1024 / 1024} MB.`;
  }
  return null;
}

/** Whether to shrink before sending, and to what size (keeping the shape). */
export function sendPlan(width: number, height: number, bytes: number): { shrink: boolean; width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= SEND_LONG_SIDE && bytes <= MAX_UPLOAD_BYTES * 0.9) return { shrink: false, width, height };
  const scale = Math.min(1, SEND_LONG_SIDE / long);
  return { shrink: true, width: Math.round(width * scale), height: Math.round(height * scale) };
}
