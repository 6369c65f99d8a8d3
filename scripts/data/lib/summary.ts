/** Formats an import run as a plain-text table: rows read, loaded, rejected (with reasons), rows/s. */
import type { ImportAllResult } from '../import-all.ts';

export function formatSummary(result: ImportAllResult): string {
  const lines: string[] = [];
  const pad = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s.padEnd(n));
  const num = (n: number, w: number) => n.toLocaleString('en-GB').padStart(w);
  lines.push(
    `${pad('file', 62)} ${pad('dataset', 22)} ${'read'.padStart(9)} ${'loaded'.padStart(9)} ${'rejected'.padStart(8)} ${'rows/s'.padStart(9)}  status`,
  );
  let read = 0;
  let loaded = 0;
  let rejected = 0;
  for (const f of result.files) {
    read += f.rowsRead;
    loaded += f.rowsLoaded;
    rejected += f.rowsRejected;
    const rate = f.status === 'loaded' && f.ms > 0 ? Math.round((f.rowsRead / f.ms) * 1000) : 0;
    lines.push(
      `${pad(f.file, 62)} ${pad(f.dataset, 22)} ${num(f.rowsRead, 9)} ${num(f.rowsLoaded, 9)} ${num(f.rowsRejected, 8)} ${f.status === 'loaded' ? num(rate, 9) : ''.padStart(9)}  ${f.status}`,
    );
    for (const r of f.rejections)
      lines.push(`    rejected ${r.count.toLocaleString('en-GB')} × ${r.reason} (e.g. line ${r.lines.join(', ')})`);
  }
  lines.push(`${pad('total', 62)} ${pad('', 22)} ${num(read, 9)} ${num(loaded, 9)} ${num(rejected, 8)}`);
  for (const s of result.skipped) lines.push(`skipped ${s.file}: ${s.reason}`);
  lines.push(`finished in ${(result.ms / 1000).toFixed(1)} s`);
  return lines.join('\n');
}
