import TOKENS from '../../data/design-tokens.json' with { type: 'json' };

/** The colour tokens (hex), from src/data/design-tokens.json — the same file Tailwind reads. */
export const COLORS = TOKENS.colors;

/** A foreground/background pair that must meet WCAG AA. */
export interface ContrastPair {
  name: string;
  foreground: string;
  background: string;
  /** `text`: body text (4.5:1). `large`: large text (≥ 24px, or ≥ 18.66px bold) and UI parts such as borders and focus rings (3:1). */
  use: 'text' | 'large';
}

const c = COLORS;

/** Every pairing the site uses for text, large text and interface parts. */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { name: 'ink on surface', foreground: c.ink.DEFAULT, background: c.surface.DEFAULT, use: 'text' },
  { name: 'ink on muted surface', foreground: c.ink.DEFAULT, background: c.surface.muted, use: 'text' },
  { name: 'ink on brand surface', foreground: c.ink.DEFAULT, background: c.surface.brand, use: 'text' },
  { name: 'muted ink on surface', foreground: c.ink.muted, background: c.surface.DEFAULT, use: 'text' },
  { name: 'muted ink on muted surface', foreground: c.ink.muted, background: c.surface.muted, use: 'text' },
  { name: 'muted ink on brand surface', foreground: c.ink.muted, background: c.surface.brand, use: 'text' },
  { name: 'faint ink on surface', foreground: c.ink.faint, background: c.surface.DEFAULT, use: 'text' },
  { name: 'faint ink on muted surface', foreground: c.ink.faint, background: c.surface.muted, use: 'text' },
  { name: 'link (brand) on surface', foreground: c.brand.DEFAULT, background: c.surface.DEFAULT, use: 'text' },
  { name: 'link (brand) on muted surface', foreground: c.brand.DEFAULT, background: c.surface.muted, use: 'text' },
  { name: 'link (brand) on brand surface', foreground: c.brand.DEFAULT, background: c.surface.brand, use: 'text' },
  { name: 'badge text on brand tint', foreground: c.brand[800], background: c.brand[100], use: 'text' },
  { name: 'button text on brand', foreground: c.ink.inverse, background: c.brand.DEFAULT, use: 'text' },
  { name: 'button text on brand hover', foreground: c.ink.inverse, background: c.brand[800], use: 'text' },
  { name: 'inverse ink on inverse surface', foreground: c.ink.inverse, background: c.surface.inverse, use: 'text' },
  {
    name: 'muted inverse ink on inverse surface',
    foreground: c.ink['inverse-muted'],
    background: c.surface.inverse,
    use: 'text',
  },
  { name: 'result figure on result surface', foreground: c.result.ink, background: c.result.DEFAULT, use: 'text' },
  { name: 'error text on surface', foreground: c.error.DEFAULT, background: c.surface.DEFAULT, use: 'text' },
  { name: 'error text on error surface', foreground: c.error.DEFAULT, background: c.error.surface, use: 'text' },
  { name: 'success text on success surface', foreground: c.success.DEFAULT, background: c.success.surface, use: 'text' },
  { name: 'warning text on warning surface', foreground: c.warning.DEFAULT, background: c.warning.surface, use: 'text' },
  { name: 'info text on info surface', foreground: c.info.DEFAULT, background: c.info.surface, use: 'text' },
  { name: 'ink on error surface', foreground: c.ink.DEFAULT, background: c.error.surface, use: 'text' },
  { name: 'ink on warning surface', foreground: c.ink.DEFAULT, background: c.warning.surface, use: 'text' },
  { name: 'ink on success surface', foreground: c.ink.DEFAULT, background: c.success.surface, use: 'text' },
  { name: 'input border on surface', foreground: c.line.strong, background: c.surface.DEFAULT, use: 'large' },
  { name: 'focus ring on surface', foreground: c.brand.DEFAULT, background: c.surface.DEFAULT, use: 'large' },
  { name: 'focus ring on brand surface', foreground: c.brand.DEFAULT, background: c.surface.brand, use: 'large' },
  { name: 'focus ring on inverse surface', foreground: c.ink.inverse, background: c.surface.inverse, use: 'large' },
  { name: 'alert icon (error) on error surface', foreground: c.error.DEFAULT, background: c.error.surface, use: 'large' },
  { name: 'alert icon (success) on success surface', foreground: c.success.DEFAULT, background: c.success.surface, use: 'large' },
  { name: 'alert icon (warning) on warning surface', foreground: c.warning.DEFAULT, background: c.warning.surface, use: 'large' },
  // EPC bands in the register's A–G colours, each with the text colour src/lib/design/rating-colours.ts gives it.
  { name: 'EPC band A label', foreground: c.ink.inverse, background: c.epc.A, use: 'text' },
  { name: 'EPC band B label', foreground: c.ink.DEFAULT, background: c.epc.B, use: 'text' },
  { name: 'EPC band C label', foreground: c.ink.DEFAULT, background: c.epc.C, use: 'text' },
  { name: 'EPC band D label', foreground: c.ink.DEFAULT, background: c.epc.D, use: 'text' },
  { name: 'EPC band E label', foreground: c.ink.DEFAULT, background: c.epc.E, use: 'text' },
  { name: 'EPC band F label', foreground: c.ink.DEFAULT, background: c.epc.F, use: 'text' },
  { name: 'EPC band G label', foreground: c.ink.inverse, background: c.epc.G, use: 'text' },
];
