import { describe, expect, it } from 'vitest';
import { checkLayout, checkMd5, checkShrink, checkSize } from './release-checks.ts';

describe('release checks', () => {
  it('hold a release that shrinks by more than allowed', () => {
    expect(checkShrink(1000, 700, 0.2)).toMatchObject({ ok: false, error: expect.stringContaining('30 % fewer') });
    expect(checkShrink(1000, 800, 0.2)).toEqual({ ok: true });
    expect(checkShrink(null, 5, 0.2)).toEqual({ ok: true });
    expect(checkShrink(null, 0, 0.2)).toMatchObject({ ok: false });
  });

  it('hold a changed layout, the first release setting it', () => {
    expect(checkLayout(null, 'a,b')).toEqual({ ok: true });
    expect(checkLayout('a,b', 'a,b')).toEqual({ ok: true });
    expect(checkLayout('a,b', 'a,b,c')).toMatchObject({ ok: false, error: expect.stringContaining('layout changed') });
  });

  it('compare the size and MD5 the publisher announced', () => {
    expect(checkSize(null, 10)).toEqual({ ok: true });
    expect(checkSize(11, 10)).toMatchObject({ ok: false });
    expect(checkMd5('ABCDEF0123456789ABCDEF0123456789', 'abcdef0123456789abcdef0123456789')).toEqual({ ok: true });
    expect(checkMd5('abcdef0123456789abcdef0123456789', '00000000000000000000000000000000')).toMatchObject({ ok: false });
  });
});
