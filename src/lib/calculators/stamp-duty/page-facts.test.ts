import { describe, expect, it } from 'vitest';
import { describeBands, stampDutyFacts } from './page-facts.ts';

describe('stamp duty page facts', () => {
  it('describes bands in words from the table', () => {
    expect(
      describeBands([
        { upTo: 125_000_00, rateBps: 0 },
        { upTo: 250_000_00, rateBps: 200 },
        { upTo: null, rateBps: 500 },
      ]),
    ).toBe('0% up to £125,000; 2% from £125,000 to £250,000; 5% above £250,000');
  });
  it('quotes the GOV.UK £295,000 example from the engine', () => {
    const f = stampDutyFacts(new Date('2025-06-01T00:00:00Z'));
    expect(f.exampleTax).toBe('£4,750');
    expect(f.ftbCap).toBe('£500,000');
    expect(f.ads).toBe('8%');
  });
});
