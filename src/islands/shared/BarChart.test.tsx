import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BarChart, labelStep } from './BarChart.tsx';

describe('labelStep', () => {
  it('labels every category when they fit, and every 2nd, 5th or 10th when they would collide', () => {
    expect(labelStep(5, 560)).toBe(1);
    expect(labelStep(25, 560)).toBe(2);
    expect(labelStep(35, 300)).toBe(5);
    expect(labelStep(50, 300)).toBe(10);
  });
});

describe('BarChart stacked', () => {
  const html = renderToStaticMarkup(
    <BarChart
      stacked
      title="Capital and interest paid each year"
      desc="Stacked bars"
      xLabel="Year"
      yLabel="Paid in the year"
      pence
      categories={['1', '2']}
      series={[
        { name: 'Capital', values: [400_00, 600_00] },
        { name: 'Interest', values: [600_00, 400_00] },
      ]}
    />,
  );

  it('draws one rectangle per part, with each part named', () => {
    expect(html.match(/<rect/g)).toHaveLength(4);
    expect(html).toContain('<title>1, Interest: £600</title>');
  });

  it('labels the category axis and adds a Total column to the figures table', () => {
    expect(html).toContain('>Year</text>');
    expect(html).toContain('>Total</th>');
    expect(html).toContain('>£1,000</td>');
  });

  it('stacks the second part on top of the first: both bars reach the same height when totals are equal', () => {
    const ys = [...html.matchAll(/<rect x="[^"]+" y="([^"]+)"/g)].map((m) => Number(m[1]));
    // Bar 1: capital from 0, interest on top; bar 2 the same total, so both tops (the second part's y) match.
    expect(ys[1]).toBeCloseTo(ys[3]!, 6);
    expect(ys[0]).toBeGreaterThan(ys[1]!);
  });
});
