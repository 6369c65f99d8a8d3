/**
 * An address filter as typed: trimmed, control characters (which PostgreSQL text cannot hold,
 * e.g. NUL) replaced by spaces, at most 100 characters; null when nothing is left.
 */
export function cleanAddressFilter(text: string | null | undefined): string | null {
  const visible = [...(text ?? '')].map((ch) => (ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127 ? ' ' : ch)).join('');
  const cleaned = visible.trim().slice(0, 100);
  return cleaned === '' ? null : cleaned;
}
