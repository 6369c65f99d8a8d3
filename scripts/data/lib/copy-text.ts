/**
 * PostgreSQL COPY text format (tab-separated, `\N` for null, backslash escapes) for rows the
 * importers map in Node, batched into chunks that end at a row boundary.
 */

/** One value as COPY text: null → \N, booleans t/f, backslash, tab, newline and CR escaped. */
export function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  const text = typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : JSON.stringify(value);
  return text.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

/** One row as a COPY text line (with its newline). */
export function copyLine(values: readonly unknown[]): string {
  return `${values.map(copyValue).join('\t')}\n`;
}

/** Joins lines into chunks of about `size` characters, each ending at a row boundary. */
export async function* chunkLines(lines: AsyncIterable<string>, size = 1 << 20): AsyncGenerator<string> {
  let parts: string[] = [];
  let length = 0;
  for await (const line of lines) {
    parts.push(line);
    length += line.length;
    if (length >= size) {
      yield parts.join('');
      parts = [];
      length = 0;
    }
  }
  if (length > 0) yield parts.join('');
}
