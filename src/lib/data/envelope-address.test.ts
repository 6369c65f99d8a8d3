import { describe, expect, it } from 'vitest';
import { envelopeAddress, titleCase } from './envelope-address.ts';

describe('envelopeAddress', () => {
  it('runs a house number into its street and title-cases each part', () => {
    expect(envelopeAddress(['FLAT 2', '12', 'HAMPSON STREET', null, 'SALE'])).toBe('Flat 2, 12 Hampson Street, Sale');
  });
  it('keeps a named house apart from its street', () => {
    expect(envelopeAddress([null, 'ROSE COTTAGE', 'CHURCH LANE', 'ASHLEY', 'ALTRINCHAM'])).toBe(
      'Rose Cottage, Church Lane, Ashley, Altrincham',
    );
  });
  it('capitalises after an apostrophe', () => {
    expect(titleCase("O'NEILL CLOSE")).toBe("O'Neill Close");
  });
});
