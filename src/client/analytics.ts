/**
 * Loads the third-party analytics script (SPEC §7) from PUBLIC_ANALYTICS_SRC; empty means
 * off. A failed load is silenced (SPEC §8): the script element is removed, nothing is thrown
 * and, through `data-report-ignore`, the error reporter does not report it.
 */

/** The parts of `document` the loader uses (a fake in tests). */
export interface ScriptHost {
  createElement(tag: 'script'): HTMLScriptElement;
  head: { appendChild(node: Node): unknown };
  querySelector(selector: string): Element | null;
}

const MARKER = 'data-analytics';

/**
 * Appends `<script async src>` once; resolves true when it loaded, false when `src` is empty,
 * the script was already added, or it failed (and was removed).
 */
export function loadAnalyticsScript(src: string, doc: ScriptHost): Promise<boolean> {
  const url = src.trim();
  if (!url || !/^https:\/\/|^\//.test(url) || doc.querySelector(`script[${MARKER}]`)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = url;
    script.setAttribute(MARKER, '');
    script.setAttribute('data-report-ignore', '');
    script.onload = () => resolve(true);
    script.onerror = () => {
      script.onerror = null;
      script.remove();
      resolve(false);
    };
    doc.head.appendChild(script);
  });
}

/** Loads analytics in the browser when PUBLIC_ANALYTICS_SRC is set; never rejects. */
export function loadAnalytics(): Promise<boolean> {
  if (typeof document === 'undefined') return Promise.resolve(false);
  const src = (import.meta.env['PUBLIC_ANALYTICS_SRC'] as string | undefined) ?? '';
  return loadAnalyticsScript(src, document).catch(() => false);
}
