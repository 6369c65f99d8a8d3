import { describe, expect, it } from 'vitest';
import { contrastRatio, minimumRatio, parseHex } from './contrast.ts';
import { COLORS, CONTRAST_PAIRS } from './tokens.ts';

describe('contrastRatio (WCAG 2.2 definition)', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#6d28d9', '#6d28d9')).toBe(1);
  });

  it('gives 4.54:1 for #767676 on white, the usual AA boundary example', () => {
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
  });

  it('is symmetric, and NaN for something that is not a colour', () => {
    expect(contrastRatio('#fff', '#4b5563')).toBe(contrastRatio('#4b5563', '#fff'));
    expect(contrastRatio('purple', '#fff')).toBeNaN();
    expect(parseHex('#12345')).toEqual({ ok: false, error: 'Not a hex colour: #12345' });
  });
});

describe('design tokens meet WCAG AA', () => {
  it.each(CONTRAST_PAIRS.map((p) => [p.name, p] as const))('%s', (_name, pair) => {
    const ratio = contrastRatio(pair.foreground, pair.background);
    expect(ratio).toBeGreaterThanOrEqual(minimumRatio(pair.use));
  });

  it('covers every status colour on its own surface', () => {
    for (const tone of ['error', 'success', 'warning', 'info'] as const) {
      expect(CONTRAST_PAIRS.some((p) => p.foreground === COLORS[tone].DEFAULT && p.background === COLORS[tone].surface)).toBe(
        true,
      );
    }
  });
});
