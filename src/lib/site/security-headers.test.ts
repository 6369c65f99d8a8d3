import { describe, expect, it } from 'vitest';
import { inlineScripts, originOf, pageContentSecurityPolicy } from './security-headers.ts';

describe('inline scripts a Content-Security-Policy must allow', () => {
  it('takes the exact text of inline scripts and skips external scripts and JSON data blocks', () => {
    const html = [
      '<script>a()</script>',
      '<script type="module">\n  b();\n</script>',
      '<script src="/x.js"></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<SCRIPT defer>c()</SCRIPT>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['a()', '\n  b();\n', 'c()']);
  });
});

describe('page Content-Security-Policy', () => {
  const policy = pageContentSecurityPolicy({
    scriptHashes: ['sha256-bbb', 'sha256-aaa', 'sha256-aaa'],
    supabaseUrl: 'http://localhost:54321',
    analyticsSrc: 'https://analytics.example/script.js',
    geolocationUrl: '',
  });

  it('allows scripts from the site, the listed hashes (once each) and the analytics origin only', () => {
    expect(policy).toContain("script-src 'self' 'sha256-aaa' 'sha256-bbb' https://analytics.example;");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('lets the browser reach Supabase and analytics, draw map tiles, and forbids framing', () => {
    expect(policy).toContain("connect-src 'self' http://localhost:54321 https://analytics.example;");
    expect(policy).toContain("img-src 'self' data: blob: http://localhost:54321 https://tile.openstreetmap.org;");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it('ignores URLs that are not http(s)', () => {
    expect(originOf('javascript:alert(1)')).toBeUndefined();
    expect(originOf('not a url')).toBeUndefined();
    expect(originOf('')).toBeUndefined();
    expect(originOf('https://ipapi.co/json/')).toBe('https://ipapi.co');
  });
});
