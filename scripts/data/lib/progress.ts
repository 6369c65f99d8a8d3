/** A text progress bar on stderr (redrawn in place on a TTY, a start/end line otherwise). */
export interface Progress {
  update(bytesRead: number, totalBytes: number, rows: number): void;
  done(message: string): void;
}

export function createProgress(label: string, stream: NodeJS.WriteStream = process.stderr, quiet = false): Progress {
  const tty = Boolean(stream.isTTY);
  let last = 0;
  if (!quiet && !tty) stream.write(`  importing ${label}…\n`);
  return {
    update(bytesRead, totalBytes, rows) {
      if (quiet || !tty) return;
      const now = Date.now();
      if (now - last < 100 && bytesRead < totalBytes) return;
      last = now;
      const ratio = totalBytes > 0 ? Math.min(1, bytesRead / totalBytes) : 1;
      const width = 24;
      const filled = Math.round(ratio * width);
      const bar = '#'.repeat(filled) + '.'.repeat(width - filled);
      stream.write(
        `\r  [${bar}] ${String(Math.round(ratio * 100)).padStart(3)}% ${label} ${rows.toLocaleString('en-GB')} rows\u001b[K`,
      );
    },
    done(message) {
      if (quiet) return;
      stream.write(`${tty ? '\r\u001b[K' : ''}  ${message}\n`);
    },
  };
}
