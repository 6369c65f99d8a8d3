import { describe, expect, it } from 'vitest';
import { PLANS } from './plans.ts';
import { STAGING_OFF_COPY, advertised, advertisedFeatures, withoutStaging } from './capabilities.ts';

describe('copy where AI staging is not available', () => {
  it.each([
    ['25 credits for lookups, valuations, staged images or API calls', '25 credits for lookups, valuations or API calls'],
    ['500 lookups, valuations or staged images.', '500 lookups or valuations.'],
    [
      'Credits are only used for lookups against data sources, valuations, staged images and API calls.',
      'Credits are only used for lookups against data sources, valuations and API calls.',
    ],
    ['Valuations or staged images', 'Valuations'],
    ['No staging mentioned here', 'No staging mentioned here'],
  ])('%s → %s', (text, expected) => {
    expect(withoutStaging(text)).toBe(expected);
  });

  it('no plan promises staging on a site that cannot stage', () => {
    for (const plan of PLANS) {
      const features = advertisedFeatures(plan.features, { stagingGeneration: false });
      expect(features.join(' ')).not.toMatch(/stag/i);
    }
  });

  it('changes nothing where staging works', () => {
    for (const plan of PLANS) expect(advertisedFeatures(plan.features, { stagingGeneration: true })).toEqual(plan.features);
    expect(advertised('lookups, valuations or staged images', { stagingGeneration: true })).toBe(
      'lookups, valuations or staged images',
    );
  });

  it('speaks to customers, never names a server setting', () => {
    for (const text of Object.values(STAGING_OFF_COPY)) {
      expect(text).toContain('not available on this site');
      expect(text).not.toMatch(/[A-Z]{2,}_[A-Z]+|token|server|environment|variable/i);
    }
  });
});
