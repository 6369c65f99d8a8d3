import { describe, expect, it } from 'vitest';
import { heldCount } from './held-count.ts';

describe('heldCount', () => {
  it('never shows 0 for a dataset not held', () => {
    expect(heldCount(0, false)).toBe('Not held');
    expect(heldCount(0, true)).toBe('0');
    expect(heldCount(1234, true)).toBe('1,234');
    // Older summaries without the flag keep their count.
    expect(heldCount(0, undefined)).toBe('0');
  });
});
