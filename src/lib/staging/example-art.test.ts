import { describe, expect, it } from 'vitest';
import { exampleArt } from './example-art.ts';
import { ROOMS, stylesFor } from './presets.ts';

const pairs = ROOMS.flatMap((room) => stylesFor(room).map((style) => [room.id, style.id] as const));

describe('design page examples', () => {
  it.each(pairs)('%s in %s style: a light, self-contained drawing labelled as an illustration', (room, style) => {
    const art = exampleArt(room, style)!;
    expect(Buffer.byteLength(art.svg)).toBeLessThan(15 * 1024);
    expect(art.svg).toMatch(/^<svg [^>]*viewBox="0 0 640 360"[^>]*role="img"/);
    expect(art.svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    expect(art.svg).not.toMatch(/<(image|script|foreignObject)\b/);
    // It says what it is, and claims nothing it cannot show: no figures, no "after" of a real photo.
    expect(art.alt).toMatch(/^Illustration, not a photo: /);
    expect(art.svg).toContain('>Illustration</text>');
    const words = [...art.svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(' ');
    expect(words).not.toMatch(/\d|before|after/i);
  });

  it('draws every room and style differently', () => {
    const drawings = new Set(pairs.map(([room, style]) => exampleArt(room, style)!.svg));
    expect(drawings.size).toBe(pairs.length);
  });

  it('has nothing to show for an unknown or unsuitable choice', () => {
    expect(exampleArt('bedroom', 'no-such-style')).toBeNull();
    expect(exampleArt('garden', 'modern')).toBeNull();
  });
});
