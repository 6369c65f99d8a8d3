import { describe, expect, it } from 'vitest';
import { yFormatters } from './ChartParts.tsx';

describe('yFormatters', () => {
  it('writes pence as compact pounds on the axis and pounds in the table', () => {
    const { tick, value } = yFormatters({ pence: true });
    expect(tick(4_500_000)).toBe('£45k');
    expect(tick(-4_500_000)).toBe('−£45k');
    expect(value(4_500_000)).toBe('£45,000');
  });

  it('keeps plain numbers plain and lets callers override either format', () => {
    expect(yFormatters({}).tick(1_250_000)).toBe('1.25m');
    expect(yFormatters({}).value(12)).toBe('12');
    expect(yFormatters({ formatY: (v) => `${v}%`, formatYTick: (v) => `${v} pts` }).tick(5)).toBe('5 pts');
  });
});
