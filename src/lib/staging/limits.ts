/** Limits of the staging studio, in one place (docs/decisions/staging.md). */

/** Largest upload the server reads; the browser shrinks bigger photos before sending them. */
export const MAX_UPLOAD_BYTES = 6 * 1024 * 1024;
/** Largest photo a person may pick in the browser, before it is shrunk. */
export const MAX_PICKED_BYTES = 30 * 1024 * 1024;
/** Smallest usable photo: the model needs detail to keep the room's lines. */
export const MIN_SHORT_SIDE = 384;
export const MIN_LONG_SIDE = 512;
/** Largest dimension accepted (anything bigger is a panorama or a scan, not a room photo). */
export const MAX_SIDE = 12_000;
/** Originals are stored at most this size on the long edge. */
export const STORED_LONG_SIDE = 2048;
/** Renders one account may have queued or running at once. */
export const MAX_ACTIVE_JOBS = 2;
/** A render still running after this long is stopped and refunded. */
export const DEFAULT_RENDER_TIMEOUT_SECONDS = 180;
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
