import { describe, expect, it } from 'vitest';
import { readingMinutes, relatedPosts, tagIndex, tagSlug } from './blog-meta.ts';

const post = (id: string, tags: string[], day: number) => ({ id, tags, published: new Date(Date.UTC(2026, 10, day)) });

describe('blog meta', () => {
  it('reads at 220 words a minute, ignoring markup and link targets', () => {
    expect(readingMinutes('word '.repeat(660))).toBe(3);
    expect(readingMinutes('word '.repeat(661))).toBe(4);
    expect(readingMinutes('## Heading\n\n[a link](https://example.com/a-very-long-url-that-is-not-words)')).toBe(1);
  });

  it('makes tag slugs', () => {
    expect(tagSlug('Stamp duty')).toBe('stamp-duty');
    expect(tagSlug('EPC')).toBe('epc');
    expect(tagSlug('buy-to-let')).toBe('buy-to-let');
  });

  it('relates posts by shared tags, then by date', () => {
    const a = post('a', ['tax', 'buying'], 1);
    const b = post('b', ['tax', 'buying'], 2);
    const c = post('c', ['tax'], 3);
    const d = post('d', ['data'], 4);
    expect(relatedPosts(a, [a, b, c, d]).map((p) => p.id)).toEqual(['b', 'c', 'd']);
    expect(relatedPosts(a, [a, b, c, d], 1).map((p) => p.id)).toEqual(['b']);
  });

  it('indexes tags by slug with their posts', () => {
    const index = tagIndex([post('a', ['Stamp duty'], 1), post('b', ['stamp duty', 'tax'], 2)]);
    expect(index.get('stamp-duty')).toMatchObject({ label: 'Stamp duty' });
    expect(index.get('stamp-duty')?.posts.map((p) => p.id)).toEqual(['a', 'b']);
  });
});
