/**
 * Cumulative layout shift measured in the browser (issue 41): summing starts before the page's
 * first byte; shifts right after input do not count (the Web Vitals rule).
 */
import type { Page } from '@playwright/test';

/** Starts summing layout shifts (not those right after input) before the page's first byte. */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        const nodes = (entry.sources ?? []).map((s) =>
          s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node),
        );
        w.__shifts.push(`${entry.value.toFixed(3)} ${nodes.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shift summed so far, after two frames for the answer's own content to settle. */
export async function layoutShift(page: Page): Promise<{ cls: number; shifts: string[] }> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    return { cls: w.__cls, shifts: w.__shifts };
  });
}
