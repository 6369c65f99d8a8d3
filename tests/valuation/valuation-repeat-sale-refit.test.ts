/**
 * The walk-forward re-measures how far back a home's own earlier sale counts (src/lib/valuation/
 * repeat-sale-refit.ts). The market is a TEST FIXTURE made in a temporary folder from the samples'
 * own GM 2019 sales: a third of the homes sold again 30 months later (July 2021 to June 2022) at
 * their 2019 price × 1.25 × a made-up factor per home (a spread of 0.05 log points) — never kept,
 * never data. The repeat-sale model fitted on the samples measured resales within a year only, so
 * those 2019 sales are shown and not used; the walk-forward finds the resales in its calibration
 * months, measures them, switches, and the test months it publishes err less.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalkForwardRun } from '../../scripts/valuation/walk-forward.ts';
import { calibrationInForce } from '../../src/lib/data/queries/valuation-calibration.ts';
import { REPEAT_SALE_PER_YEAR_PRIOR } from '../../src/lib/valuation/fit.ts';
import { addMonths } from '../../src/lib/valuation/months.ts';
import { paramsInForce, VALUATION_PARAMS } from '../../src/lib/valuation/params.ts';
import { WALK_FORWARD } from '../../src/lib/valuation/walk-forward.ts';
import { DATA_DIR } from '../data/helpers.ts';
import { madeUpMarket, normalOf, samplesFile, type MadeUpMarket } from './made-up-market.ts';

const OPTIONS = { ...WALK_FORWARD, perMonth: 50, seed: 'repeat-sale-refit-test' };

const md5 = (key: string) => createHash('md5').update(key).digest();

/** TEST FIXTURE, never data: the samples' sales, and a third of their homes sold again 30 months on. */
function resoldMarketFile(): string {
  const { header, lines } = samplesFile();
  const resales = lines.flatMap((l) => {
    const cells = l.slice(1, -1).split('","');
    const [id, price, date, , , , , , paon] = cells;
    if (!paon || cells[14] !== 'A' || md5(id!)[8]! % 3 !== 0) return [];
    const h = md5(`resale ${id}`).toString('hex').toUpperCase();
    const newId = `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
    const month = addMonths(date!.slice(0, 7), 30);
    const resold = [...cells];
    resold[0] = newId;
    resold[1] = String(Math.round(Number(price) * 1.25 * Math.exp(0.05 * normalOf(id!))));
    resold[2] = `${month}-${date!.slice(8, 10) > '28' ? '28' : date!.slice(8, 10)}`;
    resold[5] = 'N';
    resold[15] = resold[15]!.replace(id!, newId);
    return [`"${resold.join('","')}"`];
  });
  return `${header}\n${[...lines, ...resales].join('\n')}\n`;
}

describe.skipIf(!DATA_DIR)('the repeat-sale model re-measured by the walk-forward on homes resold years later', () => {
  let market: MadeUpMarket;
  let fixed: WalkForwardRun;
  let refit: WalkForwardRun;

  beforeAll(async () => {
    market = await madeUpMarket('resold_market', resoldMarketFile(), OPTIONS);
    ({ fixed, refit } = market);
  }, 600_000);
  afterAll(() => market.close());

  it('measures the resales in the calibration months only and uses sales up to 3 years before', () => {
    expect(VALUATION_PARAMS.repeatSale!.maxYears).toBe(1);
    expect(refit.accuracy.months).toEqual({ from: '2022-01', to: '2022-06' });
    const local = refit.local!;
    expect(local.chosen?.repeatSale).toEqual({
      base: VALUATION_PARAMS.repeatSale!.base,
      perYear: expect.any(Number),
      maxYears: 3,
    });
    expect(local.chosen!.repeatSale!.perYear).toBeGreaterThanOrEqual(REPEAT_SALE_PER_YEAR_PRIOR);
    expect(local.bestMdape!).toBeLessThanOrEqual(local.inForceMdape! * 0.99);
    expect(refit.accuracy.method.localConstants!.chosen).toEqual(local.chosen);
  });

  it('publishes test months that err less than with the fitted model, each valued only with earlier sales', () => {
    expect(fixed.local).toBeNull();
    expect(refit.accuracy.overall.valued).toBeGreaterThanOrEqual(fixed.accuracy.overall.valued);
    expect(refit.accuracy.overall.mdape!).toBeLessThan(fixed.accuracy.overall.mdape! * 0.95);
    for (const r of refit.rows) if (r.valued?.evidenceDate) expect(r.valued.evidenceDate < r.saleDate).toBe(true);
  });

  it('stores the model beside the ranges, and new valuations use it', async () => {
    const inForce = (await calibrationInForce(market.db))!;
    expect(inForce.local).toEqual(refit.local!.chosen);
    expect(paramsInForce(inForce).repeatSale).toEqual(refit.local!.chosen!.repeatSale);
  });
});
