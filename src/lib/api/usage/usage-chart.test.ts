import { describe, expect, it } from 'vitest';
import { creditsByEndpoint, dayLabel, daysBetween, OTHER_ENDPOINTS, usageChart } from './usage-chart.ts';

const row = (date: string, endpoint: string, requests: number, credits = requests) => ({
  date,
  endpoint,
  requests,
  errors: 0,
  credits,
});

describe('usage chart', () => {
  it('has one category per day, across a month end, with quiet days at zero', () => {
    expect(daysBetween('2026-10-30', '2026-11-02')).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    expect(dayLabel('2026-11-02')).toBe('2 Nov');
    const chart = usageChart({ from: '2026-10-30', to: '2026-11-02', daily: [row('2026-10-31', 'postcode', 3)] });
    expect(chart.categories).toEqual(['30 Oct', '31 Oct', '1 Nov', '2 Nov']);
    expect(chart.series).toEqual([{ name: 'postcode', values: [0, 3, 0, 0] }]);
  });

  it('names the busiest endpoints and gathers the rest', () => {
    const daily = [
      row('2026-11-01', 'report', 9),
      row('2026-11-01', 'epc', 7),
      row('2026-11-02', 'schools', 5),
      row('2026-11-02', 'postcode', 2),
      row('2026-11-02', 'broadband', 1),
    ];
    const chart = usageChart({ from: '2026-11-01', to: '2026-11-02', daily }, 4);
    expect(chart.series).toEqual([
      { name: 'report', values: [9, 0] },
      { name: 'epc', values: [7, 0] },
      { name: 'schools', values: [0, 5] },
      { name: OTHER_ENDPOINTS, values: [0, 3] },
    ]);
    // Every request is in the chart once.
    expect(chart.series.flatMap((s) => s.values).reduce((a, b) => a + b, 0)).toBe(24);
  });

  it('totals credits per endpoint, largest first', () => {
    expect(
      creditsByEndpoint({
        daily: [row('2026-11-01', 'epc', 2), row('2026-11-02', 'epc', 1), row('2026-11-02', 'account-usage', 4, 0)],
      }),
    ).toEqual([
      { endpoint: 'epc', credits: 3, requests: 3 },
      { endpoint: 'account-usage', credits: 0, requests: 4 },
    ]);
  });
});
