import type { OgImage, OgPageType } from './og-image.ts';
import TOKENS from '../../data/design-tokens.json' with { type: 'json' };

const c = TOKENS.colors;

/** XML-escapes text for an SVG text node. */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);
}

/** Splits a headline into lines of at most `max` characters, at spaces. */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A small motif per page type, drawn on the right of the card. */
const MOTIFS: Record<OgPageType, string> = {
  home: `<path d="M840 470V300l120-96 120 96v170z" fill="${c.brand[100]}"/><rect x="935" y="380" width="50" height="90" fill="${c.brand[700]}"/><rect x="870" y="320" width="50" height="44" fill="${c.brand[700]}"/><rect x="1000" y="320" width="50" height="44" fill="${c.brand[700]}"/>`,
  calculator: `<rect x="860" y="190" width="220" height="290" rx="24" fill="${c.brand[100]}"/><rect x="890" y="220" width="160" height="60" rx="10" fill="${c.brand[950]}"/>${[
    0, 1, 2,
  ]
    .flatMap((row) =>
      [0, 1, 2].map(
        (col) => `<rect x="${890 + col * 56}" y="${300 + row * 56}" width="44" height="44" rx="10" fill="${c.brand[700]}"/>`,
      ),
    )
    .join('')}`,
  data: `<circle cx="970" cy="320" r="120" fill="${c.brand[100]}"/><path d="M970 230a70 70 0 0 0-70 70c0 55 70 130 70 130s70-75 70-130a70 70 0 0 0-70-70z" fill="${c.brand[700]}"/><circle cx="970" cy="300" r="26" fill="${c.brand[100]}"/>`,
  blog: `<rect x="860" y="190" width="220" height="280" rx="18" fill="${c.brand[100]}"/>${[0, 1, 2, 3, 4]
    .map((i) => `<rect x="890" y="${230 + i * 44}" width="${i % 2 ? 120 : 160}" height="14" rx="7" fill="${c.brand[700]}"/>`)
    .join('')}`,
  course: `<path d="M970 250c-40-22-90-24-140-12v210c50-12 100-10 140 12z" fill="${c.brand[100]}"/><path d="M970 250c40-22 90-24 140-12v210c-50-12-100-10-140 12z" fill="${c.brand[300]}"/><path d="M900 190l70-26 70 26-70 26z" fill="${c.brand[100]}"/>`,
  api: `<rect x="860" y="196" width="260" height="276" rx="20" fill="${c.brand[100]}"/>${[
    'GET /v1/epc',
    '200 OK',
    '{ "data": {',
    '  "sources"',
    '} }',
  ]
    .map(
      (line, i) =>
        `<text x="890" y="${260 + i * 44}" xml:space="preserve" font-family="DejaVu Sans Mono, monospace" font-size="28" fill="${c.brand[800]}">${escapeXml(line)}</text>`,
    )
    .join('')}`,
  'ai-design': `<rect x="820" y="220" width="140" height="220" rx="14" fill="${c.brand[100]}" opacity="0.55"/><rect x="980" y="220" width="140" height="220" rx="14" fill="${c.brand[100]}"/><rect x="995" y="360" width="110" height="44" rx="12" fill="${c.brand[700]}"/><rect x="1005" y="340" width="36" height="24" rx="6" fill="#fde68a"/>`,
  default: `<path d="M850 470V310l120-96 120 96v160z" fill="${c.brand[100]}"/><rect x="945" y="390" width="50" height="80" fill="${c.brand[700]}"/>`,
};

/** The 1200×630 SVG of an Open Graph card: brand, headline, tagline and the page type's motif. */
export function ogImageSvg(image: OgImage, brand: string): string {
  const lines = wrapWords(image.headline, 18).slice(0, 3);
  const headline = lines
    .map(
      (line, i) => `<text x="80" y="${250 + i * 72}" font-size="60" font-weight="800" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  const taglineY = 250 + lines.length * 72 + 16;
  const tagline = wrapWords(image.tagline, 38)
    .slice(0, 2)
    .map(
      (line, i) =>
        `<text x="80" y="${taglineY + i * 42}" font-size="32" fill="${c.ink['inverse-muted']}">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="${c.surface.inverse}"/>
<rect x="0" y="600" width="1200" height="30" fill="${c.brand[700]}"/>
<g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">
<rect x="80" y="80" width="56" height="56" rx="12" fill="${c.brand[600]}"/>
<path d="M94 122v-18l14-11 14 11v18z" fill="#ffffff"/>
<text x="152" y="121" font-size="36" font-weight="700" fill="#ffffff">${escapeXml(brand)}</text>
${headline}
${tagline}
${MOTIFS[image.type]}
</g>
</svg>`;
}
