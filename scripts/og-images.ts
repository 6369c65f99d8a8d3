/**
 * Renders the Open Graph card of every page type (src/lib/site/og-template.ts) to a 1200×630 PNG
 * in public/og/. The PNGs are committed, so builds do not depend on the fonts of the build
 * machine; run `npm run og:images` after changing the template or the cards' words.
 */
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { OG_PAGE_TYPES, ogImage } from '../src/lib/site/og-image.ts';
import { ogImageSvg } from '../src/lib/site/og-template.ts';
import { BRAND } from '../src/lib/site/brand.ts';

const out = new URL('../public/og/', import.meta.url);
mkdirSync(out, { recursive: true });
for (const type of OG_PAGE_TYPES) {
  const image = ogImage(type);
  const file = new URL(`.${image.path.slice('/og'.length)}`, out);
  await sharp(Buffer.from(ogImageSvg(image, BRAND.name)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(file.pathname);
  console.log(`Wrote public${image.path}`);
}
