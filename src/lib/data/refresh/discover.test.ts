import { describe, expect, it } from 'vitest';
import { md5FromEtag, monthInTitle, newestPoliceMonth, newestPortalItem, recentDays, recentMonths } from './discover.ts';

describe('reading publishers’ listings', () => {
  it('finds police.uk’s newest month', () => {
    expect(newestPoliceMonth([{ date: '2026-08' }, { date: '2026-09' }, { date: 'junk' }])).toBe('2026-09');
    expect(newestPoliceMonth({})).toBeNull();
  });

  it('reads the month in an ONS product title', () => {
    expect(monthInTitle('National Statistics Postcode Lookup (May 2025)')).toBe('2025-05');
    expect(monthInTitle('NSPL (FEB 2026) for the UK')).toBe('2026-02');
    expect(monthInTitle('no month here')).toBeNull();
  });

  it('picks the newest release of a product from a portal search', () => {
    const search = {
      results: [
        { id: 'a', title: 'National Statistics Postcode Lookup (February 2026)' },
        { id: 'b', title: 'National Statistics Postcode Lookup (May 2026)' },
        { id: 'c', title: 'ONS Postcode Directory (August 2026)' },
      ],
    };
    expect(newestPortalItem(search, 'National Statistics Postcode Lookup')).toEqual({
      id: 'b',
      title: 'National Statistics Postcode Lookup (May 2026)',
      month: '2026-05',
    });
  });

  it('takes an MD5 only from a single-part S3 ETag', () => {
    expect(md5FromEtag('"0CC175B9C0F1B6A831C399E269772661"')).toBe('0cc175b9c0f1b6a831c399e269772661');
    expect(md5FromEtag('"0cc175b9c0f1b6a831c399e269772661-12"')).toBeNull();
    expect(md5FromEtag(null)).toBeNull();
  });
});

describe('probing publishers that name files by date', () => {
  it('lists recent days and months, newest first', () => {
    expect(recentDays(new Date('2026-03-01T10:00:00Z'), 3)).toEqual(['20260301', '20260228', '20260227']);
    expect(recentMonths(new Date('2026-01-15T10:00:00Z'), 3)).toEqual(['2026-01', '2025-12', '2025-11']);
  });
});
