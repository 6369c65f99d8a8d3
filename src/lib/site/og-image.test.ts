import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OG_PAGE_TYPES, ogImage, ogPageType } from './og-image.ts';
import { ogImageSvg, wrapWords } from './og-template.ts';
import { ROUTES } from '../routes/registry.ts';

describe('ogPageType', () => {
  it('maps the home page, registry sections and generated page families to their image', () => {
    expect(ogPageType('/', 'general')).toBe('home');
    expect(ogPageType('/pricing', 'general')).toBe('default');
    expect(ogPageType('/stampdutycalculator', 'calculators')).toBe('calculator');
    expect(ogPageType('/instantpropertyvaluation', 'evaluate')).toBe('calculator');
    expect(ogPageType('/crime-rates', 'location')).toBe('data');
    expect(ogPageType('/api-hub', 'api-docs')).toBe('api');
    expect(ogPageType('/ai-interior-design', 'ai-design')).toBe('ai-design');
    expect(ogPageType('/property-finance-course', 'courses')).toBe('course');
    expect(ogPageType('/dashboard', 'account')).toBe('default');
  });

  it('types pages that are not in the registry by their path', () => {
    expect(ogPageType('/blog/stamp-duty-england-april-2025')).toBe('blog');
    expect(ogPageType('/blog/tags/tax')).toBe('default');
    expect(ogPageType('/courses/property-finance-course/mortgages')).toBe('course');
    expect(ogPageType('/location/postcode/m33')).toBe('data');
    expect(ogPageType('/schools/some-school')).toBe('data');
    expect(ogPageType('/crime-rates/trafford')).toBe('data');
    expect(ogPageType('/api-docs/epc')).toBe('api');
    expect(ogPageType('/changelog/2025-01-01-launch')).toBe('default');
  });

  it('gives every registered route an image from the set', () => {
    for (const route of ROUTES) expect(OG_PAGE_TYPES).toContain(ogPageType(route.path, route.section));
  });
});

describe('ogImage', () => {
  it('points at a 1200×630 PNG in public/og with alt text, for every type', () => {
    for (const type of OG_PAGE_TYPES) {
      const image = ogImage(type);
      expect(image.path).toBe(`/og/${type}.png`);
      expect(image.alt.length).toBeGreaterThan(10);
      const png = readFileSync(new URL(`../../../public${image.path}`, import.meta.url));
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      // IHDR: width and height, big-endian, at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      expect(png.length).toBeLessThan(200 * 1024);
    }
  });

  it('renders a template with the headline, escaped, and wraps long words onto lines', () => {
    const svg = ogImageSvg({ ...ogImage('blog'), headline: 'Tax & you' }, 'Brickstack');
    expect(svg).toContain('width="1200" height="630"');
    expect(svg).toContain('Tax &amp; you');
    expect(wrapWords('The facts behind any UK property', 18)).toEqual(['The facts behind', 'any UK property']);
  });
});
