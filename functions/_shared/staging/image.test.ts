import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DIGITAL_SOURCE_TYPE } from '../../../src/lib/staging/disclosure-metadata.ts';
import { PhotoRejected, cleanUpload, markRender } from './image.ts';

/** A 1200 × 800 JPEG that says it was taken on its side (EXIF orientation 6) at a GPS position. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c8b8a0' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestPhone', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 26/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '2/1 19/1 0/1' },
    })
    .toBuffer();
}

describe('cleanUpload', () => {
  it('turns the photo upright and strips every piece of metadata, GPS included', async () => {
    const original = await phonePhoto();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif).toBeDefined();
    expect(original.includes(Buffer.from('TestPhone'))).toBe(true);
    expect(before.exif?.includes(Buffer.from('GPS')) || before.exif?.length).toBeTruthy();
    const clean = await cleanUpload(original);
    expect({ width: clean.width, height: clean.height }).toEqual({ width: 800, height: 1200 });
    const after = await sharp(clean.jpeg).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(clean.jpeg.includes(Buffer.from('GPS'))).toBe(false);
    expect(clean.jpeg.includes(Buffer.from('TestPhone'))).toBe(false);
  });

  it('shrinks large photos to 2048 px on the long edge', async () => {
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const clean = await cleanUpload(big);
    expect([clean.width, clean.height]).toEqual([2048, 1536]);
  });

  it('refuses what is not a usable photo, with a reason', async () => {
    const tiny = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    await expect(cleanUpload(tiny)).rejects.toMatchObject({ code: 'too_small' });
    await expect(cleanUpload(Buffer.from('%PDF-1.7 not an image'))).rejects.toBeInstanceOf(PhotoRejected);
    const gif = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    await expect(cleanUpload(gif)).rejects.toMatchObject({ code: 'unsupported_type' });
  });
});

describe('markRender', () => {
  it('fits the render to the original frame, draws the mark and embeds the AI disclosure', async () => {
    const render = await sharp({ create: { width: 768, height: 512, channels: 3, background: '#f0f0f0' } })
      .png()
      .toBuffer();
    const marked = await markRender(render, 1200, 800, 'Virtually staged bedroom');
    const meta = await sharp(marked).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([1200, 800, 'jpeg']);
    expect(meta.xmp?.toString()).toContain(DIGITAL_SOURCE_TYPE);
    // The label's dark background sits in the bottom-left corner; the top-right stays light.
    const { data, info } = await sharp(marked).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => data[(y * info.width + x) * info.channels]!;
    expect(pixel(40, 750)).toBeLessThan(100);
    expect(pixel(1150, 20)).toBeGreaterThan(200);
  });
});
