import { createReadStream } from 'node:fs';

/** Lines in a file (a last line without a newline counts), streaming. */
export async function countLines(path: string): Promise<number> {
  let lines = 0;
  let last = 10;
  for await (const chunk of createReadStream(path)) {
    const bytes = chunk as Buffer;
    for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) lines++;
    if (bytes.length) last = bytes[bytes.length - 1] ?? 10;
  }
  return last === 10 ? lines : lines + 1;
}
