import { describe, expect, it } from 'vitest';
import { publisherAfter } from './provenance.ts';

describe('publisherAfter', () => {
  it('names the publisher after a dataset that does not', () => {
    expect(publisherAfter('police.uk street-level crime', 'Home Office / data.police.uk')).toBe(
      ' (Home Office / data.police.uk)',
    );
  });
  it('says nothing when the name already says it, in any case', () => {
    expect(publisherAfter('HM Land Registry Price Paid Data', 'HM Land Registry')).toBe('');
    expect(publisherAfter('Ofcom Connected Nations', 'ofcom')).toBe('');
  });
  it('says nothing without a publisher', () => {
    expect(publisherAfter('A dataset', '')).toBe('');
  });
});
