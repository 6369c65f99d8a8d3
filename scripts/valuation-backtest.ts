/**
 * `npm run valuation:backtest [-- --train 8000 --test 3000 --seed brickstack --dry-run --validate]`:
 * a time-split backtest of the valuation engine on the imported Price Paid data (PGlite under
 * LOCAL_DATA_DIR, or DATABASE_URL; the samples are imported first when the open-data tables are
 * empty). It never loads the register into Node:
 *  - the cut date is the 80th percentile (in SQL) of standard sales in the 24 months up to the latest
 *    sale; training sales are before it, hold-out sales on or after it;
 *  - each side is a reproducible sample chosen in SQL (ordered by md5(transaction id ‖ seed), at most
 *    --train / --test sales), so memory and time follow the sample size, not the register's;
 *  - every sampled sale is valued as of its own date through the real queries (only earlier sales
 *    are read), with its own address, as if its owner had typed it.
 * The constants are fitted on the training sample only (src/lib/valuation/calibrate.ts); the hold-out
 * is then scored once, beside a naive baseline (the median of the sector's sales of the same type in
 * the 24 months before), and the budgets are printed PASS/FAIL. Writes
 * src/data/valuation-calibration.json (the constants in force) and src/data/valuation-accuracy.json
 * (what /valuation-methodology publishes), unless --dry-run. --validate splits the training period
 * again (fit on its first 80%, score its last 20%) for development, never reading the hold-out.
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { loadLocalEnv } from '../server/env.ts';
import { ensureOpenData } from './data/ensure-open-data.ts';
import { fetchValuationEvidence, latestSaleDate } from '../src/lib/data/queries/valuation.ts';
import { BACKTEST_SQL, type SampleRow } from '../src/lib/data/queries/valuation-backtest-sql.ts';
import { quantile, summarise } from '../src/lib/valuation/accuracy.ts';
import { budgets, groupRows, priceSummary, repeatSaleShare, type BacktestOutcome } from '../src/lib/valuation/backtest-summary.ts';
import { calibrate, slimPrepared, type TrainingCase } from '../src/lib/valuation/calibrate.ts';
import { windowStart } from '../src/lib/valuation/months.ts';
import { ERROR_MODEL_FLOORS, VALUATION_PARAMS } from '../src/lib/valuation/params.ts';
import { prepareValuation } from '../src/lib/valuation/prepare.ts';
import { valueProperty } from '../src/lib/valuation/value-property.ts';
import type { PropertyType, Subject } from '../src/lib/valuation/types.ts';

const { values: args } = parseArgs({
  options: {
    train: { type: 'string', default: '8000' },
    test: { type: 'string', default: '3000' },
    seed: { type: 'string', default: 'brickstack' },
    'dry-run': { type: 'boolean', default: false },
    validate: { type: 'boolean', default: false },
  },
});
const TRAIN = Number(args.train);
const TEST = Number(args.test);
const SEED = String(args.seed);
const TEST_SHARE = 0.2;
if (!(TRAIN > 0 && TEST > 0)) throw new Error('--train and --test must be positive numbers of sales');

const root = fileURLToPath(new URL('..', import.meta.url));
loadLocalEnv(root);
const databaseUrl = process.env['DATABASE_URL'] ?? '';
const db = await openDatabase({ databaseUrl });

const subjectOf = (s: SampleRow): Subject => ({
  postcode: s.postcode,
  sector: s.sector,
  district: s.outward,
  propertyType: s.property_type as PropertyType,
  tenure: s.tenure as 'F' | 'L',
  newBuild: s.new_build === true,
  asOf: s.sale_date,
  address: { saon: s.saon, paon: s.paon, street: s.street },
});
const pct = (x: number | null) => (x === null ? '   –  ' : `${(x * 100).toFixed(1).padStart(5)}%`);
const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;
const shiftDay = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function cutDate(from: string, to: string): Promise<string> {
  const cut = (await db.query<{ cut: string | null }>(BACKTEST_SQL.cutDate, [from, to, 1 - TEST_SHARE])).rows[0]?.cut;
  if (!cut) throw new Error(`no standard sales between ${from} and ${to}: nothing to backtest`);
  return cut;
}

async function naiveBaseline(s: SampleRow): Promise<number | null> {
  const from = windowStart(s.sale_date, VALUATION_PARAMS.maxAgeMonths);
  for (const [sql, place] of [
    [BACKTEST_SQL.sectorMedian, s.sector],
    [BACKTEST_SQL.districtMedian, s.outward],
  ] as const) {
    const row = (await db.query<{ median: number | null; n: number }>(sql, [place, s.property_type, s.sale_date, from])).rows[0];
    if (row && row.n >= 3 && row.median !== null) return Number(row.median);
  }
  return null;
}

try {
  await migrate(db);
  await ensureOpenData(db);
  const dataDate = await latestSaleDate(db);
  if (!dataDate) throw new Error('no Price Paid data imported: nothing to backtest');
  const from = windowStart(dataDate, VALUATION_PARAMS.maxAgeMonths);
  const outerCut = await cutDate(from, dataDate);
  const end = args.validate ? shiftDay(outerCut, -1) : dataDate;
  const cut = args.validate ? await cutDate(from, end) : outerCut;
  const counts = (await db.query<{ training: number; test: number }>(BACKTEST_SQL.counts, [from, cut, end])).rows[0]!;
  const byDate = (a: SampleRow, b: SampleRow) => (a.sale_date < b.sale_date ? -1 : a.sale_date > b.sale_date ? 1 : 0);
  const training = (await db.query<SampleRow>(BACKTEST_SQL.sample, [from, cut, SEED, TRAIN])).rows.sort(byDate);
  const test = (await db.query<SampleRow>(BACKTEST_SQL.sample, [cut, shiftDay(end, 1), SEED, TEST])).rows.sort(byDate);
  console.error(`Cut date ${cut}: training ${training.length} of ${counts.training} sales from ${from}, hold-out ${test.length} of ${counts.test}.`);

  // 1. Training: evidence read once per sale through the real queries, kept slim, then the fit.
  const cases: TrainingCase[] = [];
  for (const [i, s] of training.entries()) {
    const subject = subjectOf(s);
    const prepared = prepareValuation(subject, await fetchValuationEvidence(db, subject), VALUATION_PARAMS);
    cases.push({ subject, actual: s.price, prepared: slimPrepared(prepared) });
    if ((i + 1) % 2000 === 0) console.error(`  training evidence read for ${i + 1} sales`);
  }
  // The data starts inside the lookback when no sale falls in its first month.
  const historyTruncated = (training[0]?.sale_date ?? from) >= windowStart(from, -1);
  const fit = calibrate(cases, VALUATION_PARAMS, { historyTruncated, floors: ERROR_MODEL_FLOORS });
  const fitted = fit.params;
  cases.length = 0;

  // 2. The hold-out, scored once with the fitted constants, beside the naive baseline.
  const outcomes: BacktestOutcome[] = [];
  const timings: number[] = [];
  for (const s of test) {
    const subject = subjectOf(s);
    const t0 = performance.now();
    const result = valueProperty(subject, await fetchValuationEvidence(db, subject), fitted);
    timings.push(performance.now() - t0);
    const valued = result.status === 'valued' ? result : null;
    outcomes.push({
      actual: s.price,
      type: subject.propertyType,
      estimate: valued?.estimate ?? null,
      low: valued?.range.low ?? null,
      high: valued?.range.high ?? null,
      grade: valued?.confidence.grade ?? null,
      repeatSale: valued?.evidence.repeatSale?.used === true,
      outside: valued?.limits.outside != null,
      baseline: await naiveBaseline(s),
    });
  }

  // 3. Report.
  const rows = groupRows(outcomes);
  const checks = budgets(outcomes, timings);
  const both = outcomes.filter((o) => o.estimate !== null && o.baseline !== null);
  const engineBoth = summarise(both.map((o) => ({ actual: o.actual, estimate: o.estimate })));
  const baselineBoth = summarise(both.map((o) => ({ actual: o.actual, estimate: o.baseline })));
  const sources = await db.query<{ file_key: string; as_of: string | null }>(
    `select file_key, as_of from open_data.source_files where dataset = 'price_paid' order by file_key`,
  );
  const { estimator, errorModel, rangeModel, repeatSale } = fitted;
  const describe = (m: typeof errorModel) =>
    `intercept ${m.intercept.toFixed(3)}, ${Object.entries(m.coefficients)
      .map(([k, v]) => `${k} ${v.toFixed(3)}`)
      .join(', ')}`;
  console.log(`\nValuation backtest — data: ${sources.rows.map((r) => r.file_key).join(', ')}`);
  console.log(`Time split: cut date ${cut}; training ${training.length} sales (before), hold-out ${test.length} (on/after), seed "${SEED}".`);
  console.log(
    `Fitted on training only: half-life ${estimator.halfLifeMonths} months, mismatch weight ${estimator.mismatchWeight}, local shrinkage ${estimator.localShrinkage}, new-build premium ${estimator.newBuildPremium}; training MdAPE ${pct(fit.trainingError)}.`,
  );
  console.log(`Error model (median): ${describe(errorModel)}.`);
  console.log(`Range model (80th percentile): ${describe(rangeModel)}${historyTruncated ? ' (age held at its floor: the data starts inside the lookback)' : ''}.`);
  console.log(
    `Repeat sales in training: ${fit.resalesInTraining}; model ${repeatSale ? `base ${repeatSale.base}, per year ${repeatSale.perYear}, up to ${repeatSale.maxYears} years` : 'none (too few)'}.`,
  );
  console.log(
    `Training valuations by grade (range held): ${(['high', 'medium', 'low'] as const).map((g) => `${g} ${fit.grades[g].valuations} (${pct(fit.grades[g].held).trim()})`).join(', ')}.\n`,
  );
  console.log(`${'hold-out'.padEnd(26)} ${'sales'.padStart(5)}  cover  MdAPE  ≤10%   ≤20%   in80%   |  naive: cover  MdAPE`);
  for (const r of rows)
    console.log(
      `${r.label.padEnd(26)} ${String(r.engine.sales).padStart(5)} ${pct(r.engine.coverage)} ${pct(r.engine.medianAbsPctError)} ${pct(r.engine.within10)} ${pct(r.engine.within20)} ${pct(r.engine.rangeHit)}   |  ${pct(r.baseline.coverage)} ${pct(r.baseline.medianAbsPctError)}`,
    );
  const outside = outcomes.filter((o) => o.outside);
  console.log(
    `\nOn the ${both.length} hold-out sales both valued: engine MdAPE ${pct(engineBoth.medianAbsPctError)}, naive ${pct(baselineBoth.medianAbsPctError)}. Own earlier sale used for ${pct(repeatSaleShare(outcomes)).trim()} of valuations; ${outside.length} graded low because the comparables crowd an edge of the price band (range held ${pct(summarise(outside).rangeHit).trim()}).`,
  );
  console.log(`\nBudgets (${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${timings.length} hold-out valuations timed)`);
  for (const b of checks) console.log(`  ${b.pass ? 'PASS' : 'FAIL'}  ${b.budget}: ${b.value}`);

  const generatedAt = new Date().toISOString().slice(0, 10);
  const gradeAccuracy = Object.fromEntries(
    (['high', 'medium', 'low'] as const).map((g) => {
      const r = rows.find((x) => x.group === 'grade' && x.key === g)!;
      return [g, { valuations: r.engine.valued, medianError: r.engine.medianAbsPctError, rangeHeld: r.engine.rangeHit }];
    }),
  );
  const calibration = {
    fittedOn: { generatedAt, cutDate: cut, trainingSales: training.length, seed: SEED },
    estimator,
    errorModel,
    rangeModel,
    repeatSale,
    grades: fitted.grades,
    gradeAccuracy,
  };
  const prices = [...training, ...test].map((s) => s.price);
  const accuracy = {
    generatedAt,
    dataSource: sources.rows.map((r) => ({ file: r.file_key, asOf: r.as_of })),
    database: databaseUrl ? 'postgres' : 'pglite',
    sample: {
      seed: SEED,
      from,
      dataDate,
      sampledSales: prices.length,
      firstDate: training[0]?.sale_date ?? cut,
      lastDate: test.at(-1)?.sale_date ?? dataDate,
      ...priceSummary(prices),
    },
    split: {
      cutDate: cut,
      trainingSales: training.length,
      trainingAvailable: counts.training,
      testSales: test.length,
      testAvailable: counts.test,
      testShare: TEST_SHARE,
    },
    fitted: {
      estimator,
      trainingError: fit.trainingError,
      errorModel,
      rangeModel,
      floors: ERROR_MODEL_FLOORS,
      historyTruncated,
      repeatSale,
      resalesInTraining: fit.resalesInTraining,
      grades: { cuts: fitted.grades.cuts, training: fit.grades },
    },
    test: rows,
    testBothValued: { sales: both.length, engine: engineBoth, baseline: baselineBoth },
    repeatSaleShare: repeatSaleShare(outcomes),
    outsideBand: { valuations: outside.length, rangeHeld: summarise(outside).rangeHit },
    latencyMs: { p50: round(quantile(timings, 0.5)!, 1), p99: round(quantile(timings, 0.99)!, 1), valuations: timings.length },
    budgets: checks,
    baselineMethod:
      'Median price of standard (category A) sales of the same property type in the same postcode sector in the 24 months before the sale date (at least 3), else the same district (at least 3), else none.',
  };
  if (args['dry-run'] || args.validate) console.log(`\n${args.validate ? '--validate' : '--dry-run'}: nothing written.`);
  else {
    writeFileSync(new URL('../src/data/valuation-calibration.json', import.meta.url), `${JSON.stringify(calibration, null, 2)}\n`);
    writeFileSync(new URL('../src/data/valuation-accuracy.json', import.meta.url), `${JSON.stringify(accuracy, null, 2)}\n`);
    console.log('\nWrote src/data/valuation-calibration.json and src/data/valuation-accuracy.json');
  }
} finally {
  await db.close();
}
