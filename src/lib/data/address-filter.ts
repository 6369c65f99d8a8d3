/**
 * An address filter as typed: trimmed, control characters (which PostgreSQL text cannot hold,
 * e.g. NUL) replaced by spaces, at most 100 characters; null when nothing is left.
 */
export function cleanAddressFilter(text: string | null | undefined): string | null {
  // eslint-disable-next-line no-control-regex
  const cleaned = (text ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim().slice(0, 100);
  return cleaned === '' ? null : cleaned;
}
