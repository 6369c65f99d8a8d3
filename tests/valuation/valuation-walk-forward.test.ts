/**
 * The walk-forward after a Price Paid import, on the samples (GM 2019): every test sale valued only
 * with earlier sales, the calibration stored with its data version and read back, and recomputed by
 * the import of a later month priced higher, its ranges widen. The later month is made in a
 * temporary folder from the sample's own December sales, moved to January 2020 and priced 25% higher
 * (a test-only transformation of real rows, never kept).
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { importAll } from '../../scripts/data/import-all.ts';
import { runWalkForward, type WalkForwardRun } from '../../scripts/valuation/walk-forward.ts';
import { latestCalibration, storeCalibration, type StoredCalibration } from '../../src/lib/data/queries/valuation-calibration.ts';
import { cellFor } from '../../src/lib/valuation/conformal.ts';
import { WALK_FORWARD } from '../../src/lib/valuation/walk-forward.ts';
import { DATA_DIR, importSamples, memoryDb } from '../data/helpers.ts';

const SMALL = { ...WALK_FORWARD, perMonth: 25, seed: 'walk-forward-test' };
const GM = 'price_paid/ppd_report_greater_manchester_2019.csv';
let db: Database;
let first: WalkForwardRun;
let afterJanuary: StoredCalibration;
let dir: string;

/**
 * TEST FIXTURE, never data: the sample's sales of `source` (December 2019) moved to `month` and repriced by
 * `factor(i)` (the i-th row), with new ids (first character `id`), as a PPD report file.
 */
function laterMonthFile(month = '2020-01', factor: (i: number) => number = () => 1.25, id = '1', source = '2019-12'): string {
  const [header, ...lines] = readFileSync(join(DATA_DIR as string, GM), 'utf8')
    .trim()
    .split('\n');
  const december = lines.filter((l) => l.includes(`"${source}-`));
  const moved = december.map((l, i) => {
    const cells = l.split('","');
    cells[0] = `"${id}${cells[0]!.slice(2)}`;
    cells[1] = String(Math.round(Number(cells[1]) * factor(i)));
    cells[2] = cells[2]!.replace(`${source}-`, `${month}-`);
    return cells.join('","');
  });
  return `${header}\n${moved.join('\n')}\n`;
}

describe.skipIf(!DATA_DIR)('valuation walk-forward after an import', () => {
  beforeAll(async () => {
    db = await memoryDb();
    await importSamples(db, [GM]);
    first = (await runWalkForward(db, SMALL))!;
    await storeCalibration(db, { ranges: first.ranges, accuracy: first.accuracy });
    dir = mkdtempSync(join(tmpdir(), 'walk-forward-'));
  }, 300_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('values each sampled sale only with sales before it, over the latest 12 months, bounded by the sample', () => {
    expect(first.rows.length).toBeLessThanOrEqual(12 * SMALL.perMonth);
    expect(first.rows.length).toBeGreaterThan(200);
    for (const r of first.rows) if (r.valued?.evidenceDate) expect(r.valued.evidenceDate < r.saleDate, r.saleDate).toBe(true);
    expect(first.accuracy.months).toEqual({ from: '2019-07', to: '2019-12' });
    expect(first.ranges.months).toEqual({ from: '2019-07', to: '2019-12' });
    expect(first.accuracy.byMonth.map((m) => m.key)).toEqual(['2019-07', '2019-08', '2019-09', '2019-10', '2019-11', '2019-12']);
  });

  it('stores the calibration with its data version, and reads it back', async () => {
    const stored = await latestCalibration(db);
    expect(stored?.ranges.dataVersion).toMatch(/^[0-9a-f]{32}$/);
    expect(stored?.accuracy).toEqual(first.accuracy);
    expect(stored?.ranges.dataDate).toBe('2019-12-20');
  });

  it('recomputed by the import of a later, higher-priced month: ranges widen and the figures run low there', async () => {
    mkdirSync(join(dir, 'price_paid'));
    writeFileSync(join(dir, 'price_paid', 'ppd_report_later_month.csv'), laterMonthFile());
    const result = await importAll(db, { dataDir: dir, quiet: true, walkForward: SMALL });
    expect(result.files.map((f) => f.status)).toEqual(['loaded']);
    expect(result.walkForwardMs).toBeGreaterThan(0);
    const now = (await latestCalibration(db))!;
    expect(now.ranges.dataVersion).not.toBe(first.ranges.dataVersion);
    expect(now.ranges.months.to).toBe('2020-01');
    const january = now.accuracy.byMonth.find((m) => m.key === '2020-01')!;
    expect(january.medianSignedError).toBeLessThan(-0.1);
    for (const grade of ['medium', 'low'] as const) {
      const before = cellFor(first.ranges, grade, 'S', '150k-250k')!.scale;
      const after = cellFor(now.ranges, grade, 'S', '150k-250k')!.scale;
      expect(after, grade).toBeGreaterThan(before);
    }
    afterJanuary = now;
  }, 300_000);

  it('after a gap, newer and wider-priced months: calibrated on the held months, recency first, ranges widen and hold', async () => {
    // TEST FIXTURE: December's sales as April and November's as May 2020 (other homes, so no repeat
    // sale gives May away; February and March hold nothing),
    // half priced 15% higher and half 50% higher: a dearer market with a wider spread of prices.
    const newer = join(dir, 'newer', 'price_paid');
    mkdirSync(newer, { recursive: true });
    const wider = (i: number) => (i % 2 ? 1.5 : 1.15);
    writeFileSync(join(newer, 'ppd_report_newer_april.csv'), laterMonthFile('2020-04', wider, '2'));
    writeFileSync(join(newer, 'ppd_report_newer_may.csv'), laterMonthFile('2020-05', wider, '3', '2019-11'));
    await importAll(db, { dataDir: join(dir, 'newer'), quiet: true, walkForward: SMALL });
    const now = (await latestCalibration(db))!;
    // The latest held months, not calendar months: no empty February or March.
    expect(now.accuracy.byMonth.map((m) => m.key)).toEqual(['2019-10', '2019-11', '2019-12', '2020-01', '2020-04', '2020-05']);
    expect(now.ranges.months).toEqual({ from: '2019-10', to: '2020-05' });
    const run = (await runWalkForward(db, SMALL))!;
    const may = run.rows.filter((r) => r.month === '2020-05' && r.valued);
    expect(may.length).toBeGreaterThan(15);
    // Every valuation of the new months rests on earlier sales only.
    for (const r of run.rows) if (r.valued?.evidenceDate) expect(r.valued.evidenceDate < r.saleDate).toBe(true);
    const scaleOf = (ranges: typeof now.ranges, r: (typeof may)[number]) =>
      cellFor(ranges, r.valued!.grade, r.type, r.valued!.band)?.scale ?? 1;
    const held = (ranges: typeof now.ranges) => may.filter((r) => r.valued!.score <= scaleOf(ranges, r)).length / may.length;
    // Ranges move the right way: no valuation's scale falls, and May's prices fall inside the
    // recalibrated ranges more often than inside the ranges calibrated before the newer market.
    for (const r of may) expect(scaleOf(now.ranges, r)).toBeGreaterThanOrEqual(scaleOf(afterJanuary.ranges, r));
    expect(held(now.ranges)).toBeGreaterThan(held(afterJanuary.ranges));
    expect(held(now.ranges)).toBeGreaterThanOrEqual(0.75);
    // May as published, its ranges scaled by the held months before it only (April weighing most):
    // a month into the newer market, more of its prices fall inside than the old calibration held.
    const published = now.accuracy.byMonth.find((m) => m.key === '2020-05')!;
    expect(published.rangeCoverage!).toBeGreaterThan(held(afterJanuary.ranges));
  }, 300_000);
});
