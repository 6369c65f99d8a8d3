/**
 * `npm run valuation:backtest`: a time-split backtest of the valuation engine on the imported Price
 * Paid data (PGlite under LOCAL_DATA_DIR, or DATABASE_URL; the samples are imported first when the
 * open-data tables are empty). Category A sales are sorted by date; the cut date puts the latest ~20%
 * in the test set. Every sale is valued as of its own date through the real queries (so only sales
 * strictly before it are read). Constants are fitted on the training sales only, then the test sales
 * are scored, beside a naive baseline, with budgets printed PASS/FAIL. Writes
 * src/data/valuation-accuracy.json for the methodology page.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { loadLocalEnv } from '../server/env.ts';
import { ensureOpenData } from './data/ensure-open-data.ts';
import { fetchValuationEvidence } from '../src/lib/data/queries/valuation.ts';
import { valueProperty, type ValuationEvidence } from '../src/lib/valuation/value-property.ts';
import { VALUATION_PARAMS, type ValuationParams } from '../src/lib/valuation/params.ts';
import { rangeHalfWidth, weightedMedian } from '../src/lib/valuation/range.ts';
import { quantile, summarise, medianOf, type AccuracySummary, type Outcome } from '../src/lib/valuation/accuracy.ts';
import { windowStart } from '../src/lib/valuation/months.ts';
import type { GeographyLevel, PropertyType, Subject, Tenure } from '../src/lib/valuation/types.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
loadLocalEnv(root);
const databaseUrl = process.env['DATABASE_URL'] ?? '';
const db = await openDatabase({ databaseUrl });
const TEST_SHARE = 0.2;

interface Sale {
  id: string;
  price: number;
  date: string;
  postcode: string;
  sector: string;
  district: string;
  type: PropertyType;
  tenure: Tenure;
  newBuild: boolean;
}

try {
  await migrate(db);
  await ensureOpenData(db);
  const { rows } = await db.query<Sale>(
    `select transaction_id as id, price::int as price, to_char(transfer_date, 'YYYY-MM-DD') as date, postcode, sector,
       outward as district, property_type as type, tenure, new_build as "newBuild"
     from open_data.price_paid
     where (category is null or category = 'A') and postcode is not null and property_type in ('D','S','T','F','O') and tenure in ('F','L')
     order by transfer_date, transaction_id`,
  );
  if (rows.length < 100) throw new Error(`only ${rows.length} category A sales imported: nothing to backtest`);
  const sources = await db.query<{ file_key: string; as_of: string | null }>(
    `select file_key, as_of from open_data.source_files where dataset = 'price_paid' order by file_key`,
  );
  const cutDate = rows[Math.floor(rows.length * (1 - TEST_SHARE))]!.date;
  const training = rows.filter((s) => s.date < cutDate);
  const test = rows.filter((s) => s.date >= cutDate);
  console.error(`${rows.length} category A sales; cut date ${cutDate}: ${training.length} training, ${test.length} test.`);

  // Evidence for every sale, read once through the real queries (timed per valuation below).
  const subjectOf = (s: Sale): Subject => ({
    postcode: s.postcode,
    sector: s.sector,
    district: s.district,
    propertyType: s.type,
    tenure: s.tenure,
    newBuild: s.newBuild,
    asOf: s.date,
  });
  const evidence = new Map<string, ValuationEvidence>();
  const timings: number[] = [];
  let done = 0;
  for (const s of [...training, ...test]) {
    const t0 = performance.now();
    const ev = await fetchValuationEvidence(db, subjectOf(s));
    const isTest = s.date >= cutDate;
    if (isTest) {
      valueProperty(subjectOf(s), ev);
      timings.push(performance.now() - t0);
    }
    evidence.set(s.id, ev);
    if (++done % 2000 === 0) console.error(`  read evidence for ${done} sales`);
  }

  const run = (sales: Sale[], params: ValuationParams) =>
    sales.map((s) => ({ sale: s, result: valueProperty(subjectOf(s), evidence.get(s.id)!, params) }));
  const outcomes = (runs: ReturnType<typeof run>): Outcome[] =>
    runs.map(({ sale, result }) =>
      result.status === 'valued'
        ? { actual: sale.price, estimate: result.estimate, low: result.range.low, high: result.range.high }
        : { actual: sale.price, estimate: null },
    );

  // 1. Fit the estimator constants on the training period: smallest median absolute error.
  const grid: ValuationParams[] = [];
  for (const target of [6, 10, 15, 20])
    for (const halfLifeMonths of [3, 6, 12])
      grid.push({ ...VALUATION_PARAMS, selection: { ...VALUATION_PARAMS.selection, target }, halfLifeMonths });
  let best = grid[0]!;
  let bestError = Infinity;
  for (const p of grid) {
    const e = summarise(outcomes(run(training, p))).medianAbsPctError ?? Infinity;
    if (e < bestError) [best, bestError] = [p, e];
  }
  // 2. Fit the range multiplier per level on the training period: the 80th percentile of
  //    |ln(actual ÷ centre)| ÷ (half-width at multiplier 1), so 80% of training prices fall inside.
  const unit = { ...best, range: { ...best.range, multiplier: { postcode: 1, sector: 1, district: 1 } } };
  const needed: Record<GeographyLevel, number[]> = { postcode: [], sector: [], district: [] };
  for (const { sale, result } of run(training, unit)) {
    if (result.status !== 'valued') continue;
    const items = result.comparables.map((c) => ({ value: c.adjustedPrice, weight: c.weight }));
    const centre = weightedMedian(items);
    const { halfWidth } = rangeHalfWidth(
      items.map((i) => ({ value: Math.log(i.value / centre), weight: i.weight })),
      result.level,
      unit.range,
    );
    needed[result.level].push(Math.abs(Math.log(sale.price / centre)) / halfWidth);
  }
  const multiplier = { postcode: 1, sector: 1, district: 1 };
  for (const level of ['postcode', 'sector', 'district'] as const) {
    const q = quantile(needed[level], 0.8);
    // A level with fewer than 30 training valuations borrows the sector's fit.
    multiplier[level] = needed[level].length >= 30 && q !== null ? Math.round(q * 100) / 100 : NaN;
  }
  for (const level of ['postcode', 'district'] as const)
    if (Number.isNaN(multiplier[level])) multiplier[level] = multiplier.sector;
  const fitted: ValuationParams = { ...best, range: { ...best.range, multiplier } };

  // 3. Score the test period with the fitted constants, beside the naive baseline.
  const testRuns = run(test, fitted);
  const baseline = naiveBaseline(rows, test);
  const trainingSummary = summarise(outcomes(run(training, fitted)));
  const groups: [string, (s: Sale) => string][] = [
    ['all', () => 'all'],
    ['type', (s) => s.type],
    ['district', (s) => s.district],
  ];
  type Row = { group: string; key: string; engine: AccuracySummary; baseline: AccuracySummary; baselineOnSame: AccuracySummary };
  const table: Row[] = [];
  for (const [group, keyOf] of groups) {
    const keys = [...new Set(test.map(keyOf))].sort();
    for (const key of keys) {
      const idx = test
        .map((s, i) => [s, i] as const)
        .filter(([s]) => keyOf(s) === key)
        .map(([, i]) => i);
      const eng = idx.map((i) => outcomes([testRuns[i]!])[0]!);
      const base = idx.map((i) => baseline[i]!);
      const both = idx.filter((i) => eng[idx.indexOf(i)]!.estimate !== null && baseline[i]!.estimate !== null);
      table.push({
        group,
        key,
        engine: summarise(eng),
        baseline: summarise(base),
        baselineOnSame: summarise(both.map((i) => baseline[i]!)),
      });
    }
  }
  const overall = table[0]!;
  const engineOnSame = summarise(
    test
      .map((_, i) => i)
      .filter((i) => testRuns[i]!.result.status === 'valued' && baseline[i]!.estimate !== null)
      .map((i) => outcomes([testRuns[i]!])[0]!),
  );
  const grades = ['high', 'medium', 'low'].map((g) => ({
    grade: g,
    ...summarise(outcomes(testRuns.filter((r) => r.result.status === 'valued' && r.result.confidence.grade === g))),
  }));

  const pct = (x: number | null) => (x === null ? '   –  ' : `${(x * 100).toFixed(1).padStart(5)}%`);
  const line = (r: Row) =>
    `${`${r.group}:${r.key}`.padEnd(14)} ${String(r.engine.sales).padStart(5)} ${pct(r.engine.coverage)} ${pct(r.engine.medianAbsPctError)} ${pct(r.engine.within10)} ${pct(r.engine.within20)} ${pct(r.engine.rangeHit)}   |  ${pct(r.baseline.coverage)} ${pct(r.baseline.medianAbsPctError)} ${pct(r.baseline.within10)} ${pct(r.baseline.within20)}`;
  console.log(`\nValuation backtest — data: ${sources.rows.map((r) => r.file_key).join(', ')}`);
  console.log(
    `Time split: cut date ${cutDate}; training ${training.length} sales (before), test ${test.length} sales (on/after).`,
  );
  console.log(
    `Fitted on training only: target ${fitted.selection.target} comparables, half-life ${fitted.halfLifeMonths} months, range multipliers postcode ${multiplier.postcode} / sector ${multiplier.sector} / district ${multiplier.district} (training valuations per level: ${needed.postcode.length} / ${needed.sector.length} / ${needed.district.length}).`,
  );
  console.log(
    `Training period with these constants: MdAPE ${pct(trainingSummary.medianAbsPctError)}, 80% range held ${pct(trainingSummary.rangeHit)}.\n`,
  );
  console.log(
    `${'test set'.padEnd(14)} ${'sales'.padStart(5)}  cover  MdAPE  ≤10%   ≤20%   in80%   |  naive: cover  MdAPE  ≤10%   ≤20%`,
  );
  for (const r of table) console.log(line(r));
  console.log(
    `\nOn the ${engineOnSame.valued} test sales both methods valued: engine MdAPE ${pct(engineOnSame.medianAbsPctError)}, naive ${pct(overall.baselineOnSame.medianAbsPctError)}.`,
  );
  console.log(
    `By confidence grade (test): ${grades.map((g) => `${g.grade} n=${g.valued} MdAPE ${pct(g.medianAbsPctError).trim()} in80% ${pct(g.rangeHit).trim()}`).join('; ')}`,
  );

  const p50 = quantile(timings, 0.5)!;
  const p99 = quantile(timings, 0.99)!;
  const improvement =
    engineOnSame.medianAbsPctError !== null && overall.baselineOnSame.medianAbsPctError
      ? 1 - engineOnSame.medianAbsPctError / overall.baselineOnSame.medianAbsPctError
      : null;
  const budgets = [
    { budget: 'latency p50 ≤ 50 ms (queries + engine, in-process)', value: `${p50.toFixed(1)} ms`, pass: p50 <= 50 },
    { budget: 'latency p99 ≤ 150 ms', value: `${p99.toFixed(1)} ms`, pass: p99 <= 150 },
    {
      budget: 'MdAPE ≥ 15% lower than naive (same sales)',
      value: improvement === null ? 'n/a' : `${(improvement * 100).toFixed(1)}% lower`,
      pass: (improvement ?? 0) >= 0.15,
    },
    {
      budget: '80% range holds 75–85% of test prices',
      value: pct(overall.engine.rangeHit).trim(),
      pass: (overall.engine.rangeHit ?? 0) >= 0.75 && (overall.engine.rangeHit ?? 0) <= 0.85,
    },
  ];
  console.log(`\nBudgets (${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${timings.length} test valuations timed)`);
  for (const b of budgets) console.log(`  ${b.pass ? 'PASS' : 'FAIL'}  ${b.budget}: ${b.value}`);
  const inForce = JSON.stringify(VALUATION_PARAMS) === JSON.stringify(fitted);
  if (!inForce)
    console.log(
      `\nNOTE: src/lib/valuation/params.ts differs from this fit; set selection.target ${fitted.selection.target}, halfLifeMonths ${fitted.halfLifeMonths}, range.multiplier ${JSON.stringify(multiplier)}.`,
    );

  const prices = rows.map((s) => s.price);
  const out = {
    generatedAt: new Date().toISOString().slice(0, 10),
    dataSource: sources.rows.map((r) => ({ file: r.file_key, asOf: r.as_of })),
    database: databaseUrl ? 'postgres' : 'pglite',
    sample: {
      categoryASales: rows.length,
      firstDate: rows[0]!.date,
      lastDate: rows[rows.length - 1]!.date,
      minPrice: Math.min(...prices),
      maxPrice: Math.max(...prices),
      medianPrice: medianOf(prices),
    },
    split: { cutDate, trainingSales: training.length, testSales: test.length, testShare: TEST_SHARE },
    fitted: {
      target: fitted.selection.target,
      halfLifeMonths: fitted.halfLifeMonths,
      rangeMultiplier: multiplier,
      paramsInForce: inForce,
    },
    training: trainingSummary,
    test: table,
    testBothValued: { engine: engineOnSame, baseline: overall.baselineOnSame },
    byGrade: grades,
    latencyMs: { p50: Math.round(p50 * 10) / 10, p99: Math.round(p99 * 10) / 10, valuations: timings.length },
    budgets,
    baselineMethod:
      'Median price of category A sales of the same property type in the same postcode sector in the 24 months before the sale date (at least 3), else the same district (at least 3), else none.',
  };
  writeFileSync(new URL('../src/data/valuation-accuracy.json', import.meta.url), `${JSON.stringify(out, null, 2)}\n`);
  console.log('\nWrote src/data/valuation-accuracy.json');
} finally {
  await db.close();
}

/** The naive baseline for each test sale: median of same sector and type before its date, else district. */
function naiveBaseline(all: Sale[], test: Sale[]): Outcome[] {
  const bySector = new Map<string, Sale[]>();
  const byDistrict = new Map<string, Sale[]>();
  for (const s of all) {
    const a = `${s.sector}|${s.type}`;
    const b = `${s.district}|${s.type}`;
    bySector.set(a, [...(bySector.get(a) ?? []), s]);
    byDistrict.set(b, [...(byDistrict.get(b) ?? []), s]);
  }
  return test.map((s) => {
    const from = windowStart(s.date, VALUATION_PARAMS.selection.maxAgeMonths);
    const before = (list: Sale[] | undefined) =>
      (list ?? []).filter((x) => x.date < s.date && x.date >= from).map((x) => x.price);
    const sector = before(bySector.get(`${s.sector}|${s.type}`));
    const district = before(byDistrict.get(`${s.district}|${s.type}`));
    const pool = sector.length >= 3 ? sector : district.length >= 3 ? district : [];
    return { actual: s.price, estimate: medianOf(pool) };
  });
}
