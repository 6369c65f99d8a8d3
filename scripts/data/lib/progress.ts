/** A text progress bar on stderr with rows read and rows/s (redrawn in place on a TTY, a start/end line otherwise). */
export interface Progress {
  update(bytesRead: number, totalBytes: number, rows: number): void;
  done(message: string): void;
}

export function createProgress(label: string, stream: NodeJS.WriteStream = process.stderr, quiet = false): Progress {
  const tty = Boolean(stream.isTTY);
  let last = 0;
  const started = Date.now();
  if (!quiet && !tty) stream.write(`  importing ${label}…\n`);
  return {
    update(bytesRead, totalBytes, rows) {
      if (quiet) return;
      const now = Date.now();
      // A log (no TTY) gets a line every 10 s, a terminal a bar redrawn up to 10 times a second.
      if (now - last < (tty ? 100 : 10_000) && bytesRead < totalBytes) return;
      if (!tty && last === 0 && bytesRead < totalBytes) {
        last = now;
        return;
      }
      last = now;
      const ratio = totalBytes > 0 ? Math.min(1, bytesRead / totalBytes) : 1;
      const width = 24;
      const filled = Math.round(ratio * width);
      const bar = '#'.repeat(filled) + '.'.repeat(width - filled);
      const perSecond = Math.round((rows * 1000) / Math.max(1, now - started));
      stream.write(
        `${tty ? '\r' : ''}  [${bar}] ${String(Math.round(ratio * 100)).padStart(3)}% ${label} ${rows.toLocaleString('en-GB')} rows, ${perSecond.toLocaleString('en-GB')} rows/s${tty ? '\u001b[K' : '\n'}`,
      );
    },
    done(message) {
      if (quiet) return;
      stream.write(`${tty ? '\r\u001b[K' : ''}  ${message}\n`);
    },
  };
}
