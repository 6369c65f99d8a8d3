/**
 * Colours of the ratings people know: EPC bands in the register's familiar A–G colours (dark green
 * to red), each with the text colour that reads on it (checked in contrast.test.ts), and Ofsted
 * grades in the site's status tones. The grade or band is always written too, never colour alone.
 */
import type { EpcRating } from '../data/types.ts';
import TOKENS from '../../data/design-tokens.json' with { type: 'json' };

const COLORS = TOKENS.colors;

export const EPC_BAND_COLOURS: Record<EpcRating, { background: string; text: string }> = {
  A: { background: COLORS.epc.A, text: COLORS.ink.inverse },
  B: { background: COLORS.epc.B, text: COLORS.ink.DEFAULT },
  C: { background: COLORS.epc.C, text: COLORS.ink.DEFAULT },
  D: { background: COLORS.epc.D, text: COLORS.ink.DEFAULT },
  E: { background: COLORS.epc.E, text: COLORS.ink.DEFAULT },
  F: { background: COLORS.epc.F, text: COLORS.ink.DEFAULT },
  G: { background: COLORS.epc.G, text: COLORS.ink.inverse },
};

export type OfstedTone = 'outstanding' | 'good' | 'improve' | 'inadequate' | 'none';

/** The tone of an Ofsted grade as GIAS writes it ("Good", "Requires improvement", "Special Measures" …). */
export function ofstedTone(rating: string | null): OfstedTone {
  if (!rating) return 'none';
  const r = rating.toLowerCase();
  if (r.startsWith('outstanding')) return 'outstanding';
  if (r.startsWith('good')) return 'good';
  if (r.startsWith('requires improvement')) return 'improve';
  if (/inadequate|serious weaknesses|special measures/.test(r)) return 'inadequate';
  return 'none';
}

/** Tailwind classes per Ofsted tone, from the status tokens (their text/surface pairs are contrast-tested). */
export const OFSTED_CLASSES: Record<OfstedTone, string> = {
  outstanding: 'border-success-line bg-success-surface text-success',
  good: 'border-info-line bg-info-surface text-info',
  improve: 'border-warning-line bg-warning-surface text-warning',
  inadequate: 'border-error-line bg-error-surface text-error',
  none: 'border-line bg-surface-muted text-ink-muted',
};
