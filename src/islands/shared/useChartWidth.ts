import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CHART_W } from './ChartParts.tsx';

/**
 * Narrowest drawing width, below which the chart scrolls sideways rather than squeezing its
 * labels; also the width of a chart's phone layout before it is measured (static pages, before
 * hydration).
 */
export const NARROW_CHART_W = 300;

/**
 * The width the chart is shown at, so the SVG is drawn at that size (viewBox = pixels) and its
 * 11–12 px labels stay 11–12 px on a 390 px phone instead of being scaled down to 6 px. Before
 * hydration (and on static pages) it is CHART_W, scaled to fit; the height never changes, so the
 * re-measure causes no layout shift.
 */
// Measured before the browser paints (so a chart mounted or hydrated in the browser never shows
// its two unmeasured layouts); useEffect on the server, where there is nothing to measure.
const useMeasureEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function useChartWidth<T extends Element>() {
  const ref = useRef<T | null>(null);
  const [width, setWidth] = useState(CHART_W);
  // False until the chart has been measured: static pages (and the first render) draw a phone
  // layout and a wide one and let CSS show the right one, so text is never scaled down to 5 px.
  const [measured, setMeasured] = useState(false);
  useMeasureEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      setWidth(Math.max(NARROW_CHART_W, Math.round(element.getBoundingClientRect().width)));
      setMeasured(true);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width, measured };
}
