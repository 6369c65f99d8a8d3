/**
 * The checks a downloaded release passes before it replaces the data being served. A failed
 * check holds the release for a person (it is never loaded unattended), with a reason they can
 * act on. Checks return a result; they do not throw.
 */

export type CheckResult = { ok: true } | { ok: false; error: string };

/** Bytes received must equal the size the publisher announced (when it announced one). */
export function checkSize(expected: number | null, received: number): CheckResult {
  if (expected === null || expected === received) return { ok: true };
  return { ok: false, error: `size ${received} bytes, the publisher announced ${expected}` };
}

/** An MD5 the publisher gave (an S3 ETag of a single-part upload) must match the file's. */
export function checkMd5(expected: string | null, actual: string): CheckResult {
  if (expected === null || expected.toLowerCase() === actual.toLowerCase()) return { ok: true };
  return { ok: false, error: `checksum ${actual} differs from the publisher's ${expected}` };
}

/**
 * The file's layout (its header row, or its field count when headerless) must equal the layout
 * of the release we hold. The first release sets it.
 */
export function checkLayout(previous: string | null, current: string): CheckResult {
  if (previous === null || previous === current) return { ok: true };
  return { ok: false, error: `layout changed: was "${clip(previous)}", now "${clip(current)}"` };
}

/**
 * A release may not shrink sharply: fewer than `(1 - maxShrink)` of the rows the previous
 * release had is held. `checkShrink(1000, 700, 0.2)` fails (30 % fewer rows).
 */
export function checkShrink(previousRows: number | null, rows: number, maxShrink: number): CheckResult {
  if (previousRows === null || previousRows === 0) return rows > 0 ? { ok: true } : { ok: false, error: 'the release is empty' };
  if (rows >= previousRows * (1 - maxShrink)) return { ok: true };
  const pct = Math.round((1 - rows / previousRows) * 100);
  return {
    ok: false,
    error: `${rows.toLocaleString('en-GB')} rows against ${previousRows.toLocaleString('en-GB')} in the release held (${pct} % fewer; at most ${Math.round(maxShrink * 100)} % allowed)`,
  };
}

function clip(text: string): string {
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}
