import type { Result } from '../result.ts';

/** Default avatar when there is no photo or it cannot be signed. */
export const DEFAULT_AVATAR = '/avatardefault.jpeg';

/** Signed photo URLs last one hour. */
export const PHOTO_URL_SECONDS = 3600;

/** The private bucket of profile photos. */
export const PHOTO_BUCKET = 'profile_photos';

/** The browser-stored flag that marks the password-reset flow. */
export const RESET_FLAG_KEY = 'isPasswordReset';

/** "First Last", either alone, or 'User'. */
export function displayName(first: string | null | undefined, last: string | null | undefined): string {
  const name = [first, last]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
  return name || 'User';
}

/** The object path to sign: the last two segments of profile_photo ("<user_id>/<file>"), or null. */
export function photoObjectPath(profilePhoto: string | null | undefined): string | null {
  const clean = (profilePhoto ?? '').split(/[?#]/)[0] ?? '';
  const parts = clean.split('/').filter(Boolean);
  if (parts.length < 2) return null;
  return parts.slice(-2).join('/');
}

/** A storage file name for an upload: timestamped, with a safe lowercase extension. */
export function photoFileName(originalName: string, now: number): string {
  const ext = /\.([a-z0-9]{1,5})$/i.exec(originalName)?.[1]?.toLowerCase() ?? 'jpg';
  return `avatar-${now}.${ext}`;
}

/** Profile photo limits (not in SPEC; see docs/decisions/app.md). */
export const PHOTO_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
} as const;

/** Checks a chosen photo file before upload. */
export function checkPhoto(file: { size: number; type: string }): Result<true> {
  if (!(PHOTO_LIMITS.types as readonly string[]).includes(file.type))
    return { ok: false, error: 'Choose a JPEG, PNG, WebP or GIF image.' };
  if (file.size > PHOTO_LIMITS.maxBytes) return { ok: false, error: 'Choose an image smaller than 2 MB.' };
  return { ok: true, value: true };
}
