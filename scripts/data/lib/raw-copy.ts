/**
 * A file's bytes as COPY input: read in large chunks that each end at a line boundary (PGlite
 * copies chunk batches separately), with a byte-order mark and, optionally, a header line left
 * out, counting lines for the progress bar.
 */
import { createReadStream, statSync } from 'node:fs';

export interface RawCopyOptions {
  skipHeader?: boolean;
  onProgress?: (bytesRead: number, totalBytes: number, lines: number) => void;
}

const NEWLINE = 0x0a;

export async function* rawCopyChunks(file: string, options: RawCopyOptions = {}): AsyncGenerator<Buffer> {
  const total = statSync(file).size;
  let bytes = 0;
  let lines = 0;
  let carry: Buffer | null = null;
  let first = true;
  let skipping = options.skipHeader === true;
  for await (const raw of createReadStream(file, { highWaterMark: 1 << 20 })) {
    let chunk = raw as Buffer;
    bytes += chunk.length;
    if (first) {
      first = false;
      if (chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) chunk = chunk.subarray(3);
    }
    if (skipping) {
      const end = chunk.indexOf(NEWLINE);
      if (end < 0) continue;
      chunk = chunk.subarray(end + 1);
      skipping = false;
    }
    const data: Buffer = carry ? Buffer.concat([carry, chunk]) : chunk;
    const last = data.lastIndexOf(NEWLINE);
    if (last < 0) {
      carry = data;
      continue;
    }
    for (let i = data.indexOf(NEWLINE); i !== -1 && i <= last; i = data.indexOf(NEWLINE, i + 1)) lines++;
    carry = last + 1 < data.length ? Buffer.from(data.subarray(last + 1)) : null;
    options.onProgress?.(bytes, total, lines);
    yield data.subarray(0, last + 1);
  }
  if (carry && carry.length > 0 && carry.some((b) => b !== 0x0d && b !== 0x20)) {
    lines++;
    yield Buffer.concat([carry, Buffer.from('\n')]);
  }
  options.onProgress?.(total, total, lines);
}
