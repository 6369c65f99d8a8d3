import { describe, expect, it } from 'vitest';
import { datasetHeld } from './dataset-held.ts';

describe('datasetHeld', () => {
  it('is true only when a file of the dataset was imported', () => {
    const sources = [{ dataset: 'police_street_crime' }, { dataset: 'ofcom_broadband' }];
    expect(datasetHeld(sources, 'ofcom_broadband')).toBe(true);
    expect(datasetHeld(sources, 'ofcom_mobile')).toBe(false);
    expect(datasetHeld([], 'ofcom_mobile')).toBe(false);
  });
});
