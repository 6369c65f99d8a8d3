import { describe, expect, it } from 'vitest';
import { monthsToFetch } from './police.ts';

describe('police.uk months to take out of an archive', () => {
  it('takes only the newest month when none is held', () => {
    expect(monthsToFetch(null, '2026-09')).toEqual(['2026-09']);
  });

  it('takes the months after the one held, oldest first, at most three, across a year end', () => {
    expect(monthsToFetch('2026-11', '2027-01')).toEqual(['2026-12', '2027-01']);
    expect(monthsToFetch('2026-01', '2026-09')).toEqual(['2026-07', '2026-08', '2026-09']);
    expect(monthsToFetch('2026-09', '2026-09')).toEqual([]);
  });
});
