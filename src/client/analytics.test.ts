import { describe, expect, it } from 'vitest';
import { loadAnalyticsScript, type ScriptHost } from './analytics.ts';

interface FakeScript {
  async: boolean;
  src: string;
  attrs: Record<string, string>;
  removed: boolean;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  setAttribute(name: string, value: string): void;
  remove(): void;
}

function fakeDocument() {
  const appended: FakeScript[] = [];
  const doc = {
    createElement: () =>
      ({
        async: false,
        src: '',
        attrs: {},
        removed: false,
        onload: null,
        onerror: null,
        setAttribute(name: string, value: string) {
          this.attrs[name] = value;
        },
        remove() {
          this.removed = true;
          appended.splice(appended.indexOf(this), 1);
        },
      }) as FakeScript,
    head: { appendChild: (node: FakeScript) => appended.push(node) },
    querySelector: () => (appended.length > 0 ? appended[0] : null),
  };
  return { doc: doc as unknown as ScriptHost, appended };
}

const SRI = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';

describe('loadAnalyticsScript', () => {
  it('does nothing when no source is configured', async () => {
    const { doc, appended } = fakeDocument();
    expect(await loadAnalyticsScript('  ', doc)).toBe(false);
    expect(appended).toHaveLength(0);
  });

  it('adds one async script marked so the error reporter ignores it', async () => {
    const { doc, appended } = fakeDocument();
    const loading = loadAnalyticsScript('https://analytics.example/script.js', doc, SRI);
    expect(appended).toHaveLength(1);
    expect(appended[0]).toMatchObject({ async: true, src: 'https://analytics.example/script.js' });
    expect(appended[0]?.attrs).toHaveProperty('data-report-ignore');
    expect(appended[0]).toMatchObject({ integrity: SRI, crossOrigin: 'anonymous' });
    appended[0]?.onload?.();
    expect(await loading).toBe(true);
    expect(await loadAnalyticsScript('https://analytics.example/script.js', doc, SRI)).toBe(false);
    expect(appended).toHaveLength(1);
  });

  it('removes the script and resolves false when it fails to load', async () => {
    const { doc, appended } = fakeDocument();
    const loading = loadAnalyticsScript('https://analytics.example/script.js', doc, SRI);
    const script = appended[0];
    script?.onerror?.();
    expect(await loading).toBe(false);
    expect(script?.removed).toBe(true);
    expect(appended).toHaveLength(0);
  });

  it('refuses non-https sources', async () => {
    const { doc, appended } = fakeDocument();
    expect(await loadAnalyticsScript('javascript:alert(1)', doc)).toBe(false);
    expect(await loadAnalyticsScript('http://insecure.example/a.js', doc)).toBe(false);
    expect(await loadAnalyticsScript('//analytics.example/a.js', doc)).toBe(false);
    expect(appended).toHaveLength(0);
  });

  it('refuses a third-party script without a Subresource Integrity hash; a self-hosted one needs none', async () => {
    const { doc, appended } = fakeDocument();
    expect(await loadAnalyticsScript('https://analytics.example/script.js', doc)).toBe(false);
    expect(await loadAnalyticsScript('https://analytics.example/script.js', doc, 'md5-abc')).toBe(false);
    expect(appended).toHaveLength(0);
    void loadAnalyticsScript('/analytics/script.js', doc);
    expect(appended).toHaveLength(1);
    expect(appended[0]).toMatchObject({ src: '/analytics/script.js' });
  });
});
