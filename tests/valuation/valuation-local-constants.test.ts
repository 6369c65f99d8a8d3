/**
 * The walk-forward re-chooses the local constants on a wider market (src/lib/valuation/
 * local-constants.ts). The market is a TEST FIXTURE made in a temporary folder from the samples'
 * own GM 2019 sales, every price multiplied by a made-up factor fixed per postcode (a spread of 0.35
 * log points: whole postcodes far from their sector's middle, as in an uncapped city; never kept,
 * never data). The constants fitted on the samples trust a postcode's sales too little there; the
 * walk-forward measures the settings on its calibration months only, switches, and the test months
 * it publishes err less than with the constants in force.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalkForwardRun } from '../../scripts/valuation/walk-forward.ts';
import { calibrationInForce } from '../../src/lib/data/queries/valuation-calibration.ts';
import { DEFAULT_LOCAL_CLIP } from '../../src/lib/valuation/comparable-estimate.ts';
import { VALUATION_PARAMS } from '../../src/lib/valuation/params.ts';
import { WALK_FORWARD } from '../../src/lib/valuation/walk-forward.ts';
import { DATA_DIR } from '../data/helpers.ts';
import { madeUpMarket, normalOf, samplesFile, type MadeUpMarket } from './made-up-market.ts';

const OPTIONS = { ...WALK_FORWARD, perMonth: 50, seed: 'local-constants-test' };
const SPREAD = 0.35;

/** TEST FIXTURE, never data: the samples' sales with each price × exp(SPREAD × a normal fixed by its postcode). */
function widerMarketFile(): string {
  const { header, lines } = samplesFile();
  const repriced = lines.map((l) => {
    const cells = l.split('","');
    const postcode = cells[3]!;
    cells[1] = String(Math.round(Number(cells[1]) * Math.exp(SPREAD * normalOf(postcode))));
    return cells.join('","');
  });
  return `${header}\n${repriced.join('\n')}\n`;
}

describe.skipIf(!DATA_DIR)('local constants re-chosen by the walk-forward on a wider market', () => {
  let market: MadeUpMarket;
  let fixed: WalkForwardRun;
  let refit: WalkForwardRun;

  beforeAll(async () => {
    market = await madeUpMarket('wider_market', widerMarketFile(), OPTIONS);
    ({ fixed, refit } = market);
  }, 600_000);
  afterAll(() => market.close());

  it('measures the settings on the calibration months only and switches to trusting the postcode more', () => {
    expect(fixed.local).toBeNull();
    const local = refit.local!;
    // Six calibration months of at most 50 sampled sales, before the six test months.
    expect(local.sales).toBeGreaterThan(200);
    expect(local.sales).toBeLessThanOrEqual(6 * OPTIONS.perMonth);
    expect(local.chosen).not.toBeNull();
    const inForce = {
      localShrinkage: VALUATION_PARAMS.estimator.localShrinkage,
      localClip: VALUATION_PARAMS.estimator.localClip ?? DEFAULT_LOCAL_CLIP,
    };
    const chosen = local.chosen!;
    expect(chosen.localShrinkage < inForce.localShrinkage || chosen.localClip > inForce.localClip).toBe(true);
    expect(chosen.localShrinkage).toBeLessThanOrEqual(inForce.localShrinkage);
    expect(local.bestMdape!).toBeLessThanOrEqual(local.inForceMdape! * 0.99);
    expect(refit.accuracy.method.localConstants).toEqual({
      sales: local.sales,
      inForceMdape: expect.any(Number),
      bestMdape: expect.any(Number),
      chosen,
    });
  });

  it('publishes test months that err less than with the constants in force, each valued only with earlier sales', () => {
    expect(refit.accuracy.months).toEqual(fixed.accuracy.months);
    expect(refit.accuracy.overall.valued).toBe(fixed.accuracy.overall.valued);
    expect(refit.accuracy.overall.mdape!).toBeLessThan(fixed.accuracy.overall.mdape!);
    for (const r of refit.rows) if (r.valued?.evidenceDate) expect(r.valued.evidenceDate < r.saleDate).toBe(true);
  });

  it('stores the setting chosen beside the ranges, and valuations apply it', async () => {
    const inForce = (await calibrationInForce(market.db))!;
    expect(inForce.local).toEqual(refit.local!.chosen);
    expect(inForce.ranges.dataVersion).toBe(refit.ranges.dataVersion);
  });
});
