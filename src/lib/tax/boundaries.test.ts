/**
 * Every band boundary of every table, and just above it: going from the boundary to £100 above
 * it adds exactly £100 × the next band's rate (plus any surcharge) to the breakdown.
 */
import { describe, expect, it } from 'vitest';
import { SDLT_TABLES } from '../../data/tax/sdlt.ts';
import { LBTT_TABLES } from '../../data/tax/lbtt.ts';
import { LTT_TABLES } from '../../data/tax/ltt.ts';
import type { Band } from '../../data/tax/types.ts';
import { calculateStampDuty, type StampDutyInput } from './stamp-duty.ts';

interface Case {
  name: string;
  bands: readonly Band[];
  input: Omit<StampDutyInput, 'price'>;
  /** Rate added to every band by a surcharge. */
  extraBps?: number;
}

const D = (iso: string) => new Date(`${iso}T00:00:00Z`);
const cases: Case[] = [
  ...SDLT_TABLES.flatMap((t): Case[] => [
    {
      name: `SDLT standard from ${t.effectiveFrom}`,
      bands: t.bands,
      input: { region: 'england-ni', completionDate: D(t.effectiveFrom) },
    },
    {
      name: `SDLT first-time buyer from ${t.effectiveFrom}`,
      bands: t.firstTimeBuyerBands,
      input: { region: 'england-ni', firstTimeBuyer: true, completionDate: D(t.effectiveFrom) },
    },
    {
      name: `SDLT higher rates from ${t.effectiveFrom}`,
      bands: t.bands,
      input: { region: 'england-ni', additionalProperty: true, completionDate: D(t.effectiveFrom) },
      extraBps: t.higherRatesSurchargeBps,
    },
  ]),
  ...LBTT_TABLES.flatMap((t): Case[] => [
    { name: `LBTT from ${t.effectiveFrom}`, bands: t.bands, input: { region: 'scotland', completionDate: D(t.effectiveFrom) } },
    {
      name: `LBTT first-time buyer from ${t.effectiveFrom}`,
      bands: t.firstTimeBuyerBands,
      input: { region: 'scotland', firstTimeBuyer: true, completionDate: D(t.effectiveFrom) },
    },
  ]),
  ...LTT_TABLES.flatMap((t): Case[] => [
    {
      name: `LTT main from ${t.effectiveFrom}`,
      bands: t.mainBands,
      input: { region: 'wales', completionDate: D(t.effectiveFrom) },
    },
    {
      name: `LTT higher from ${t.effectiveFrom}`,
      bands: t.higherBands,
      input: { region: 'wales', additionalProperty: true, completionDate: D(t.effectiveFrom) },
    },
  ]),
];

const lineSum = (input: StampDutyInput) =>
  calculateStampDuty(input)
    .bands.filter((b) => b.kind === 'band')
    .reduce((s, b) => s + b.taxPence, 0);

describe.each(cases)('$name', ({ bands, input, extraBps = 0 }) => {
  const boundaries = bands.flatMap((b, i) =>
    b.upTo === null || i === bands.length - 1 ? [] : [{ pounds: b.upTo / 100, at: b.upTo, next: bands[i + 1]! }],
  );
  it.each(boundaries)('£$pounds: the next band starts just above it', ({ at, next }) => {
    const below = lineSum({ ...input, price: at });
    const above = lineSum({ ...input, price: at + 100_00 });
    // £100 × rate (bps) ÷ 10 000 = the rate's bps in pence
    expect(above - below).toBe(next.rateBps + extraBps);
    expect(lineSum({ ...input, price: at - 100_00 })).toBeLessThanOrEqual(below);
  });
});
