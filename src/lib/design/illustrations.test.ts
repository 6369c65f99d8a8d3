import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ILLUSTRATIONS, courseIllustration, sectionIllustration } from './illustrations.ts';
import { COURSE_ROUTES } from '../routes/routes-courses.ts';
import { CREDIT_COSTS } from '../site/plans.ts';

const read = (src: string) => readFileSync(new URL(`../../../public${src}`, import.meta.url), 'utf8');

describe('illustrations', () => {
  it.each(Object.entries(ILLUSTRATIONS))('%s is a light, self-contained SVG of the declared size', (_id, image) => {
    const svg = read(image.src);
    expect(Buffer.byteLength(svg)).toBeLessThan(15 * 1024);
    expect(svg).toContain(`width="${image.width}" height="${image.height}" viewBox="0 0 ${image.width} ${image.height}"`);
    // No external requests: no links, images, fonts or scripts from elsewhere.
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    expect(svg).not.toMatch(/<(image|script|foreignObject)\b/);
  });

  it('carries no invented figures: a number in a picture is one the code states (the API price, an HTTP status, the sandbox postcode)', () => {
    const stated = new Set([`${CREDIT_COSTS.apiCall} credit`, '200 OK · JSON', '?postcode=M33 2AU']);
    for (const image of Object.values(ILLUSTRATIONS)) {
      const texts = [...read(image.src).matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!.trim());
      expect(
        texts.filter((text) => /\d/.test(text) && !stated.has(text)),
        image.src,
      ).toEqual([]);
    }
    expect(ILLUSTRATIONS.hero.alt).not.toMatch(/\d/);
  });

  it('gives informative illustrations alt text and marks the rest decorative', () => {
    expect(ILLUSTRATIONS.hero.alt).toMatch(/postcode/);
    expect(ILLUSTRATIONS.apiRequestResponse.alt).toMatch(/API key/);
    expect(ILLUSTRATIONS.courseFinance.alt).toBe('');
  });

  it('has a theme illustration for every course page', () => {
    for (const route of COURSE_ROUTES) {
      expect(courseIllustration(route.path.slice(1)).src).toMatch(/^\/images\/course-/);
    }
    expect(courseIllustration('property-flipping-course')).toBe(ILLUSTRATIONS.courseFlipping);
  });

  it('puts the request/response on API pages and no shared picture on AI design pages (each draws its own)', () => {
    expect(sectionIllustration('/ai-kitchen-design', 'ai-design')).toBeUndefined();
    expect(sectionIllustration('/api-hub', 'api-docs')).toBe(ILLUSTRATIONS.apiRequestResponse);
    expect(sectionIllustration('/property-finance-course', 'courses')).toBe(ILLUSTRATIONS.courseFinance);
    expect(sectionIllustration('/pricing', 'general')).toBeUndefined();
  });
});
