/**
 * A SYNTHETIC Price Paid register for timing only: `count` made-up sales in HM Land Registry's
 * bulk layout (no header, 16 columns, record status A), spread over real postcodes with about
 * national density per postcode, with town and street "SYNTHETIC" so no row can pass for a real
 * sale. It is written to a temporary folder by `bench:scale`, never to the data directory, and
 * never shown on a page. Deterministic for a given seed.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { seededRandom } from '../../src/lib/random/seeded-random.ts';

const TYPES = ['D', 'S', 'T', 'F', 'O'] as const;
/** Rough national shares of sales by type, and a price factor for each. */
const TYPE_WEIGHTS = [0.23, 0.28, 0.29, 0.19, 0.01];
const TYPE_FACTOR = [1.6, 1.0, 0.85, 0.75, 1.2];

export interface SyntheticOptions {
  file: string;
  count: number;
  postcodes: readonly string[];
  seed?: number;
}

export async function writeSyntheticRegister(options: SyntheticOptions): Promise<void> {
  const next = seededRandom(options.seed ?? 28);
  const out = createWriteStream(options.file, { highWaterMark: 1 << 20 });
  const start = Date.UTC(1995, 0, 1);
  const span = Date.UTC(2025, 11, 31) - start;
  const hex = () =>
    Math.floor(next() * 0x100000000)
      .toString(16)
      .toUpperCase()
      .padStart(8, '0');
  // Each postcode gets a local price level, so sector and district medians differ as real ones do.
  const level = options.postcodes.map(() => 0.5 + next() * 1.5);
  let buffer = '';
  for (let i = 0; i < options.count; i++) {
    // Skewed towards some postcodes (new-build estates hold many sales), like the real register.
    const p = Math.floor(Math.pow(next(), 1.3) * options.postcodes.length);
    const r = next();
    let t = 0;
    for (let acc = TYPE_WEIGHTS[0] as number; r > acc && t < TYPES.length - 1; acc += TYPE_WEIGHTS[++t] as number);
    const date = new Date(start + Math.floor(next() * span)).toISOString().slice(0, 10);
    const year = Number(date.slice(0, 4));
    const growth = Math.pow(1.055, year - 1995);
    const price = Math.max(
      5000,
      Math.round((60000 * growth * (level[p] as number) * (TYPE_FACTOR[t] as number) * (0.6 + next() * 0.8)) / 50) * 50,
    );
    const id = `${hex()}-${hex().slice(0, 4)}-${hex().slice(0, 4)}-${hex().slice(0, 4)}-${hex()}${hex().slice(0, 4)}`;
    const tenure = TYPES[t] === 'F' ? 'L' : 'F';
    buffer += `"{${id}}","${price}","${date} 00:00","${options.postcodes[p]}","${TYPES[t]}","N","${tenure}","${1 + (i % 200)}","","SYNTHETIC ROAD","","SYNTHETIC","SYNTHETIC","SYNTHETIC","A","A"\n`;
    if (buffer.length > 1 << 20) {
      if (!out.write(buffer)) await once(out, 'drain');
      buffer = '';
    }
  }
  out.end(buffer);
  await once(out, 'finish');
}

export interface SyntheticChangeOptions {
  file: string;
  /** Records in the file (HM Land Registry's monthly file holds about 100,000). */
  count: number;
  postcodes: readonly string[];
  /** Sales of the register to correct (C) and delete (D): their ids, postcodes and prices. */
  existing: readonly { id: string; postcode: string; price: number; date: string; type: string }[];
  /** Share of the records that are corrections and deletions (the rest are additions). */
  changes?: number;
  deletions?: number;
  seed?: number;
}

/**
 * A SYNTHETIC monthly change file in the bulk layout, for timing only: additions (A) dated in the
 * two months after the register's last, spread over the postcodes as the register is, corrections
 * (C: a new price, some moved to another postcode) and deletions (D) of sales the register holds.
 */
export async function writeSyntheticChangeFile(options: SyntheticChangeOptions): Promise<{ a: number; c: number; d: number }> {
  const next = seededRandom(options.seed ?? 44);
  const out = createWriteStream(options.file, { highWaterMark: 1 << 20 });
  const hex = () =>
    Math.floor(next() * 0x100000000)
      .toString(16)
      .toUpperCase()
      .padStart(8, '0');
  const corrections = Math.min(options.existing.length, Math.round(options.count * (options.changes ?? 0.08)));
  const deletions = Math.min(options.existing.length - corrections, Math.round(options.count * (options.deletions ?? 0.02)));
  const additions = options.count - corrections - deletions;
  const row = (id: string, price: number, date: string, postcode: string, type: string, i: number, status: string) =>
    `"${id}","${price}","${date} 00:00","${postcode}","${type}","N","${type === 'F' ? 'L' : 'F'}","${1 + (i % 200)}","","SYNTHETIC ROAD","","SYNTHETIC","SYNTHETIC","SYNTHETIC","A","${status}"\n`;
  let buffer = '';
  const flush = async (force = false) => {
    if (!force && buffer.length <= 1 << 20) return;
    if (!out.write(buffer)) await once(out, 'drain');
    buffer = '';
  };
  for (let i = 0; i < additions; i++) {
    const p = Math.floor(Math.pow(next(), 1.3) * options.postcodes.length);
    const t = Math.floor(next() * 4);
    const date = `2026-0${1 + Math.floor(next() * 2)}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`;
    const price = Math.round((150000 + next() * 400000) / 50) * 50;
    const id = `{${hex()}-${hex().slice(0, 4)}-${hex().slice(0, 4)}-${hex().slice(0, 4)}-${hex()}${hex().slice(0, 4)}}`;
    buffer += row(id, price, date, options.postcodes[p] as string, TYPES[t] as string, i, 'A');
    await flush();
  }
  for (let i = 0; i < corrections + deletions; i++) {
    const s = options.existing[i] as SyntheticChangeOptions['existing'][number];
    const moved = i < corrections && next() < 0.1;
    const postcode = moved ? (options.postcodes[Math.floor(next() * options.postcodes.length)] as string) : s.postcode;
    const price = i < corrections ? Math.max(5000, Math.round((s.price * (0.9 + next() * 0.2)) / 50) * 50) : s.price;
    buffer += row(`{${s.id}}`, price, s.date, postcode, s.type, i, i < corrections ? 'C' : 'D');
    await flush();
  }
  await flush(true);
  out.end();
  await once(out, 'finish');
  return { a: additions, c: corrections, d: deletions };
}
