/**
 * `npm run valuation:backtest [-- --train 8000 --test 3000 --seed brickstack --dry-run --validate]`:
 * a time-split backtest of the valuation engine on the imported Price Paid data (PGlite under
 * LOCAL_DATA_DIR, or DATABASE_URL; the samples are imported first when the open-data tables are
 * empty). It never loads the register into Node (see scripts/valuation/backtest.ts):
 *  - the cut date is the 80th percentile (in SQL) of standard sales in the 24 months up to the latest
 *    sale; training sales are before it, hold-out sales on or after it;
 *  - each side is a reproducible sample chosen in SQL (ordered by md5(transaction id ‖ seed), at most
 *    --train / --test sales), so memory and time follow the sample size, not the register's;
 *  - every sampled sale is valued as of its own date through the real queries (only earlier sales
 *    are read), with its own address, as if its owner had typed it.
 * The constants are fitted on the training sample only (src/lib/valuation/calibrate.ts); the hold-out
 * is then scored once, beside a naive baseline, and the budgets are printed PASS/FAIL. Writes
 * src/data/valuation-calibration.json (the constants in force) and src/data/valuation-accuracy.json
 * (what /valuation-methodology publishes), unless --dry-run or --validate (which splits the training
 * period again, for development, and never reads the hold-out).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { loadLocalEnv } from '../server/env.ts';
import { ensureOpenData } from './data/ensure-open-data.ts';
import { runBacktest, TEST_SHARE } from './valuation/backtest.ts';
import { quantile, summarise } from '../src/lib/valuation/accuracy.ts';
import { budgets, groupRows, priceSummary, repeatSaleShare } from '../src/lib/valuation/backtest-summary.ts';
import { ERROR_MODEL_FLOORS } from '../src/lib/valuation/params.ts';
import type { ErrorModel } from '../src/lib/valuation/uncertainty.ts';

const { values: args } = parseArgs({
  options: {
    train: { type: 'string', default: '8000' },
    test: { type: 'string', default: '3000' },
    seed: { type: 'string', default: 'brickstack' },
    'dry-run': { type: 'boolean', default: false },
    validate: { type: 'boolean', default: false },
  },
});
const train = Number(args.train);
const test = Number(args.test);
if (!(train > 0 && test > 0)) throw new Error('--train and --test must be positive numbers of sales');

const root = fileURLToPath(new URL('..', import.meta.url));
loadLocalEnv(root);
const databaseUrl = process.env['DATABASE_URL'] ?? '';
const db = await openDatabase({ databaseUrl });
const pct = (x: number | null) => (x === null ? '   –  ' : `${(x * 100).toFixed(1).padStart(5)}%`);
const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;
const describe = (m: ErrorModel) =>
  `intercept ${m.intercept.toFixed(3)}, ${Object.entries(m.coefficients)
    .map(([k, v]) => `${k} ${v.toFixed(3)}`)
    .join(', ')}`;

try {
  await migrate(db);
  await ensureOpenData(db);
  const run = await runBacktest(db, {
    train,
    test,
    seed: String(args.seed),
    validate: args.validate,
    onProgress: (m) => console.error(m),
  });
  const { fit, outcomes, timingsMs } = run;
  const { estimator, errorModel, rangeModel, repeatSale, grades } = fit.params;
  const rows = groupRows(outcomes);
  const checks = budgets(outcomes, timingsMs);
  const both = outcomes.filter((o) => o.estimate !== null && o.baseline !== null);
  const engineBoth = summarise(both.map((o) => ({ actual: o.actual, estimate: o.estimate })));
  const baselineBoth = summarise(both.map((o) => ({ actual: o.actual, estimate: o.baseline })));
  const outside = outcomes.filter((o) => o.outside);
  const sources = await db.query<{ file_key: string; as_of: string | null }>(
    `select file_key, as_of from open_data.source_files where dataset = 'price_paid' order by file_key`,
  );

  console.log(`\nValuation backtest — data: ${sources.rows.map((r) => r.file_key).join(', ')}`);
  console.log(
    `Time split: cut date ${run.cut}; training ${run.training.count} sales (before), hold-out ${run.test.count} (on/after), seed "${args.seed}".`,
  );
  console.log(
    `Fitted on training only: half-life ${estimator.halfLifeMonths} months, mismatch weight ${estimator.mismatchWeight}, local shrinkage ${estimator.localShrinkage}, new-build premium ${estimator.newBuildPremium}, distance half-weight ${estimator.halfDistanceKm ?? 'off'} km, freehold premium ${estimator.freeholdPremium ?? 0}; training MdAPE ${pct(fit.trainingError)}.`,
  );
  console.log(`Error model (median): ${describe(errorModel)}.`);
  console.log(
    `Range model (80th percentile): ${describe(rangeModel)}${run.historyTruncated ? ' (age held at its floor: the data starts inside the lookback)' : ''}.`,
  );
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
  console.log(
    `\nOn the ${both.length} hold-out sales both valued: engine MdAPE ${pct(engineBoth.medianAbsPctError)}, naive ${pct(baselineBoth.medianAbsPctError)}. Own earlier sale used for ${pct(repeatSaleShare(outcomes)).trim()} of valuations; ${outside.length} graded low because the value is likely beyond the prices the data holds (range held ${pct(summarise(outside).rangeHit).trim()}).`,
  );
  console.log(
    `\nFeatures (MdAPE with / without each; training decides, hold-out reports; ${run.features.floorAreaValuations} hold-out valuations had EPC floor areas):`,
  );
  for (const [i, f] of run.features.training.entries()) {
    const t = run.features.test[i]!;
    console.log(
      `  ${f.used ? 'kept' : 'off '}  ${f.label.padEnd(66)} training ${pct(f.withIt)} / ${pct(f.without)}   hold-out ${pct(t.withIt)} / ${pct(t.without)} (${t.changed} changed)`,
    );
  }
  console.log(`\nBudgets (${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${timingsMs.length} hold-out valuations timed)`);
  for (const b of checks) console.log(`  ${b.pass ? 'PASS' : 'FAIL'}  ${b.budget}: ${b.value}`);

  const generatedAt = new Date().toISOString().slice(0, 10);
  const gradeAccuracy = Object.fromEntries(
    (['high', 'medium', 'low'] as const).map((g) => {
      const r = rows.find((x) => x.group === 'grade' && x.key === g)!;
      return [g, { valuations: r.engine.valued, medianError: r.engine.medianAbsPctError, rangeHeld: r.engine.rangeHit }];
    }),
  );
  const calibration = {
    fittedOn: { generatedAt, cutDate: run.cut, trainingSales: run.training.count, seed: args.seed },
    estimator,
    errorModel,
    rangeModel,
    repeatSale,
    grades,
    gradeAccuracy,
  };
  const prices = [...run.training.prices, ...run.test.prices];
  const accuracy = {
    generatedAt,
    dataSource: sources.rows.map((r) => ({ file: r.file_key, asOf: r.as_of })),
    database: databaseUrl ? 'postgres' : 'pglite',
    sample: {
      seed: args.seed,
      from: run.from,
      dataDate: run.dataDate,
      sampledSales: prices.length,
      firstDate: run.training.firstDate ?? run.cut,
      lastDate: run.test.lastDate ?? run.dataDate,
      ...priceSummary(prices),
    },
    split: {
      cutDate: run.cut,
      trainingSales: run.training.count,
      trainingAvailable: run.available.training,
      testSales: run.test.count,
      testAvailable: run.available.test,
      testShare: TEST_SHARE,
    },
    fitted: {
      estimator,
      trainingError: fit.trainingError,
      errorModel,
      rangeModel,
      floors: ERROR_MODEL_FLOORS,
      historyTruncated: run.historyTruncated,
      repeatSale,
      resalesInTraining: fit.resalesInTraining,
      grades: { cuts: grades.cuts, training: fit.grades },
    },
    test: rows,
    features: run.features,
    testBothValued: { sales: both.length, engine: engineBoth, baseline: baselineBoth },
    repeatSaleShare: repeatSaleShare(outcomes),
    outsideBand: { valuations: outside.length, rangeHeld: summarise(outside).rangeHit },
    latencyMs: {
      p50: round(quantile(timingsMs, 0.5)!, 1),
      p99: round(quantile(timingsMs, 0.99)!, 1),
      valuations: timingsMs.length,
    },
    budgets: checks,
    baselineMethod:
      'Median price of standard (category A) sales of the same property type in the same postcode sector in the 24 months before the sale date (at least 3), else the same district (at least 3), else none.',
  };
  if (args['dry-run'] || args.validate) console.log(`\n${args.validate ? '--validate' : '--dry-run'}: nothing written.`);
  else {
    writeFileSync(
      new URL('../src/data/valuation-calibration.json', import.meta.url),
      `${JSON.stringify(calibration, null, 2)}\n`,
    );
    writeFileSync(new URL('../src/data/valuation-accuracy.json', import.meta.url), `${JSON.stringify(accuracy, null, 2)}\n`);
    console.log('\nWrote src/data/valuation-calibration.json and src/data/valuation-accuracy.json');
  }
} finally {
  await db.close();
}
