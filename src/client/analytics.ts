/**
 * Loads the third-party analytics script from PUBLIC_ANALYTICS_SRC (with its
 * Subresource Integrity hash in PUBLIC_ANALYTICS_INTEGRITY); empty means off. A failed load is silenced: the script element is removed, nothing is thrown
 * and, through `data-report-ignore`, the error reporter does not report it.
 */

/** The parts of `document` the loader uses (a fake in tests). */
export interface ScriptHost {
  createElement(tag: 'script'): HTMLScriptElement;
  head: { appendChild(node: Node): unknown };
  querySelector(selector: string): Element | null;
}

const MARKER = 'data-analytics';

/** A Subresource Integrity value: sha256-, sha384- or sha512- and a base64 digest. */
const SRI = /^(sha256|sha384|sha512)-[A-Za-z0-9+/]+={0,2}$/;

/**
 * Appends `<script async src>` once; resolves true when it loaded, false when `src` is empty,
 * the script was already added, or it failed (and was removed). A script from another origin
 * runs only with a Subresource Integrity hash (`integrity`), so a changed or compromised file on
 * the analytics host is refused by the browser instead of running beside the session; a
 * self-hosted script (a path on this site) needs none.
 */
export function loadAnalyticsScript(src: string, doc: ScriptHost, integrity = ''): Promise<boolean> {
  const url = src.trim();
  const hash = integrity.trim();
  const thirdParty = /^https:\/\//.test(url);
  if (!url || !(thirdParty || /^\/(?!\/)/.test(url)) || doc.querySelector(`script[${MARKER}]`)) return Promise.resolve(false);
  if (thirdParty && !SRI.test(hash)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = url;
    if (thirdParty) {
      script.integrity = hash;
      script.crossOrigin = 'anonymous';
    }
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
  const integrity = (import.meta.env['PUBLIC_ANALYTICS_INTEGRITY'] as string | undefined) ?? '';
  return loadAnalyticsScript(src, document, integrity).catch(() => false);
}
