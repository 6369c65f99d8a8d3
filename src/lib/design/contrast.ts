/**
 * WCAG 2.x contrast ratio between two sRGB colours.
 *
 * Relative luminance L = 0.2126 R + 0.7152 G + 0.0722 B, each channel linearised
 * (c ≤ 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ^ 2.4); ratio = (L1 + 0.05) / (L2 + 0.05), lighter over darker.
 * Worked example (WCAG 2.2, Understanding 1.4.3): black on white is 21:1; #767676 on white is 4.54:1.
 * Source: https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio
 */
import type { Result } from '../result.ts';

export type ParsedColour = Result<readonly [number, number, number]>;

/** Parses "#rgb" or "#rrggbb" into 0–255 channels. */
export function parseHex(hex: string): ParsedColour {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return { ok: false, error: `Not a hex colour: ${hex}` };
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  const channel = (i: number) => parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return { ok: true, value: [channel(0), channel(1), channel(2)] };
}

/** Relative luminance (0 for black, 1 for white). */
export function relativeLuminance([r, g, b]: readonly [number, number, number]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two hex colours (1–21), or NaN if either is not a hex colour. */
export function contrastRatio(foreground: string, background: string): number {
  const fg = parseHex(foreground);
  const bg = parseHex(background);
  if (!fg.ok || !bg.ok) return Number.NaN;
  const [lighter, darker] = [relativeLuminance(fg.value), relativeLuminance(bg.value)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG AA minimum: 4.5:1 for body text, 3:1 for large text and interface parts (1.4.3, 1.4.11). */
export function minimumRatio(use: 'text' | 'large'): number {
  return use === 'text' ? 4.5 : 3;
}
