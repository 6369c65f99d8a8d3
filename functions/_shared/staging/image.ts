/**
 * Photo handling with sharp: checking and cleaning uploads, and marking results.
 * - Uploads: JPEG, PNG or WebP only (read from the bytes, not the file name), within the size
 *   limits; turned upright by their EXIF orientation and re-encoded as JPEG with no metadata at
 *   all, so GPS position, camera serials and the like never reach storage.
 * - Results: resized to the original's frame, a visible "Virtually staged" mark drawn in the
 *   bottom-left corner, and IPTC digital-source-type XMP embedded.
 */
import sharp, { type Metadata } from 'sharp';
import { STAGED_MARK, stagedImageXmp } from '../../../src/lib/staging/disclosure-metadata.ts';
import { MAX_SIDE, MIN_LONG_SIDE, MIN_SHORT_SIDE, STORED_LONG_SIDE } from '../../../src/lib/staging/limits.ts';

export type RejectionCode = 'unsupported_type' | 'too_small' | 'too_large' | 'unreadable';

export class PhotoRejected extends Error {
  readonly code: RejectionCode;
  constructor(code: RejectionCode, message: string) {
    super(message);
    this.code = code;
  }
}

export interface CleanPhoto {
  jpeg: Buffer;
  width: number;
  height: number;
}

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/** Checks and cleans an uploaded photo; throws PhotoRejected with a message for the person. */
export async function cleanUpload(bytes: Uint8Array): Promise<CleanPhoto> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_SIDE * MAX_SIDE }).metadata();
  } catch {
    throw new PhotoRejected('unreadable', 'That file is not a photo we can read. Upload a JPEG, PNG or WebP image.');
  }
  if (meta.format === 'heif') {
    throw new PhotoRejected(
      'unsupported_type',
      'HEIC photos (the iPhone default) cannot be read here yet. Export the photo as a JPEG, or set the camera to "Most Compatible", and upload it again.',
    );
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) {
    throw new PhotoRejected('unsupported_type', 'Upload a JPEG, PNG or WebP photo.');
  }
  // Orientations 5 to 8 swap width and height once the photo is turned upright.
  const swap = (meta.orientation ?? 1) >= 5;
  const width = swap ? meta.height : meta.width;
  const height = swap ? meta.width : meta.height;
  if (!width || !height) throw new PhotoRejected('unreadable', 'That photo has no size we can read. Try exporting it again.');
  if (Math.max(width, height) > MAX_SIDE) {
    throw new PhotoRejected(
      'too_large',
      `That photo is ${width} × ${height} pixels; the largest we take is ${MAX_SIDE} pixels on a side.`,
    );
  }
  if (Math.min(width, height) < MIN_SHORT_SIDE || Math.max(width, height) < MIN_LONG_SIDE) {
    throw new PhotoRejected(
      'too_small',
      `That photo is ${width} × ${height} pixels. Use one at least ${MIN_LONG_SIDE} × ${MIN_SHORT_SIDE} so the room's lines stay sharp.`,
    );
  }
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_SIDE * MAX_SIDE })
      .rotate()
      .resize({ width: STORED_LONG_SIDE, height: STORED_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 88, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch {
    throw new PhotoRejected('unreadable', 'That photo could not be read all the way through. Try exporting it again.');
  }
}

/** The mark as SVG: white text on a dark translucent label, sized to the image width. */
function markSvg(width: number): Buffer {
  const font = Math.max(14, Math.round(width / 45));
  const padX = Math.round(font * 0.7);
  const padY = Math.round(font * 0.45);
  const textWidth = Math.round(font * 0.58 * STAGED_MARK.length);
  const w = textWidth + padX * 2;
  const h = font + padY * 2;
  const margin = Math.round(font * 0.8);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w + margin}" height="${h + margin}">` +
      `<rect x="${margin}" y="0" width="${w}" height="${h}" rx="${Math.round(font / 3)}" fill="#111827" fill-opacity="0.78"/>` +
      `<text x="${margin + padX}" y="${padY + font * 0.82}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${font}" font-weight="700" fill="#ffffff">${STAGED_MARK}</text>` +
      `</svg>`,
  );
}

/**
 * A delivered render, ready to store: in the original photo's frame, marked "Virtually staged"
 * in the bottom-left corner, with IPTC AI disclosure metadata.
 */
export async function markRender(render: Uint8Array, width: number, height: number, description: string): Promise<Buffer> {
  const framed = await sharp(render, { limitInputPixels: MAX_SIDE * MAX_SIDE })
    .rotate()
    .resize(width, height, { fit: 'cover' })
    .toBuffer();
  return sharp(framed)
    .composite([{ input: markSvg(width), gravity: 'southwest' }])
    .withXmp(stagedImageXmp(description))
    .jpeg({ quality: 90, mozjpeg: true })
    .toBuffer();
}
