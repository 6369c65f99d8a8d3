import { describe, expect, it } from 'vitest';
import { SOURCE_URLS, sourceUrls } from './sources.ts';

describe('the list of source addresses', () => {
  it('is the official one unless configuration overrides part of it', () => {
    expect(sourceUrls('')).toEqual(SOURCE_URLS);
    const mirrored = sourceUrls('{"police": {"archive": "https://mirror.example/police/"}}');
    expect(mirrored.police).toEqual({ dates: SOURCE_URLS.police.dates, archive: 'https://mirror.example/police/' });
    expect(mirrored['price-paid']).toEqual(SOURCE_URLS['price-paid']);
  });

  it('refuses an override of a source it does not know', () => {
    expect(() => sourceUrls('{"nosuch": {"base": "x"}}')).toThrow(/unknown source group "nosuch"/);
  });
});
